import Typesetting

/// A one-line text input, as `UITextField`.
///
/// Defaults are what a XIB means when it leaves an attribute out: no border, Interface Builder's 14 pt
/// system font, natural alignment, no clear button, no shrinking. The text is not measured: a text field
/// scrolls its text rather than shrinking it, unless `adjustsFontSizeToFitWidth` (kept, not applied).
open class TextField: Control {
    public enum BorderStyle: String, CaseIterable, Sendable { case none, line, bezel, roundedRect }
    public enum ViewMode: String, CaseIterable, Sendable { case never, whileEditing, unlessEditing, always }

    public var text: String?
    public var placeholder: String?
    public var font: FontDescriptor = .system(14)
    /// nil: UIKit's default (black).
    public var textColor: Color?
    public var textAlignment: TextAlignment = .natural
    public var borderStyle: BorderStyle = .none
    public var clearButtonMode: ViewMode = .never
    public var clearsOnBeginEditing = false
    public var adjustsFontSizeToFitWidth = false
    public var minimumFontSize = 0.0
    /// Background images by name, as the XIB gives them.
    public var background: String?
    public var disabledBackground: String?
    public var textInputTraits = TextInputTraits()

    open override var className: String { "TextField" }
    open override func makeFresh() -> View { TextField() }

    open override func appendProperties(to list: inout [ViewProperty]) {
        super.appendProperties(to: &list)
        list.append("text", text.map { "\"\($0)\"" })
        list.append("placeholder", placeholder.map { "\"\($0)\"" })
        list.append("font", font)
        list.append("textColor", textColor)
        list.append("textAlignment", textAlignment.rawValue)
        list.append("borderStyle", borderStyle.rawValue)
        list.append("clearButtonMode", clearButtonMode.rawValue)
        list.append("clearsOnBeginEditing", clearsOnBeginEditing)
        list.append("adjustsFontSizeToFitWidth", adjustsFontSizeToFitWidth)
        list.append("minimumFontSize", minimumFontSize)
        list.append("background", background.map { "\"\($0)\"" })
        list.append("disabledBackground", disabledBackground.map { "\"\($0)\"" })
        list.append("textInputTraits", textInputTraits)
    }
}
