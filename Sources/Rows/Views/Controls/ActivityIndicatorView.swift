/// A spinner, as `UIActivityIndicatorView`: stopped, hidden when stopped, UIKit's colour by default.
open class ActivityIndicatorView: View {
    /// Xcode's spellings: the iOS 13 `medium`/`large` and the older white and grey styles.
    public enum Style: String, CaseIterable, Sendable { case medium, large, white, whiteLarge, gray }

    public var style: Style = .medium
    public var isAnimating = false
    public var hidesWhenStopped = true
    public var color: Color?

    open override var className: String { "ActivityIndicatorView" }
    open override func makeFresh() -> View { ActivityIndicatorView() }

    open override func appendProperties(to list: inout [ViewProperty]) {
        super.appendProperties(to: &list)
        list.append("style", style.rawValue)
        list.append("animating", isAnimating)
        list.append("hidesWhenStopped", hidesWhenStopped)
        list.append("color", color)
    }
}
