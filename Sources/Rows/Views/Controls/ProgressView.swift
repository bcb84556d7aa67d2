/// A progress bar, as `UIProgressView`: empty, default style, UIKit's colours by default.
open class ProgressView: View {
    public enum Style: String, CaseIterable, Sendable { case `default`, bar }

    public var progress = 0.0
    public var progressViewStyle: Style = .default
    public var progressTintColor: Color?
    public var trackTintColor: Color?
    /// Image names, when the XIB gives them.
    public var progressImage: String?
    public var trackImage: String?

    open override var className: String { "ProgressView" }
    open override func makeFresh() -> View { ProgressView() }

    open override func appendProperties(to list: inout [ViewProperty]) {
        super.appendProperties(to: &list)
        list.append("progress", progress)
        list.append("progressViewStyle", progressViewStyle.rawValue)
        list.append("progressTintColor", progressTintColor)
        list.append("trackTintColor", trackTintColor)
        list.append("progressImage", progressImage.map { "\"\($0)\"" })
        list.append("trackImage", trackImage.map { "\"\($0)\"" })
    }
}
