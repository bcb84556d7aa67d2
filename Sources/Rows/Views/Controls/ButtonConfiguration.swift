/// An iOS 15 button style (`UIButton.Configuration`), as a XIB's `<buttonConfiguration>` sets it.
public struct ButtonConfiguration: Sendable, Equatable, CustomStringConvertible {
    /// `plain`, `tinted`, `gray`, `filled`, `borderless`, ...
    public var style: String
    public var title: String?
    public var subtitle: String?
    public var image: ImageReference?
    public var preferredSymbolConfigurationForImage: SymbolConfiguration?
    public var baseForegroundColor: Color?
    public var baseBackgroundColor: Color?
    /// Other attributes of the element (`imagePlacement`, `imagePadding`, `cornerStyle`, ...), by name.
    public var settings: [String: String] = [:]

    public init(style: String) { self.style = style }

    public var description: String {
        var parts = ["style=\(style)"]
        if let title { parts.append("title=\"\(title)\"") }
        if let subtitle { parts.append("subtitle=\"\(subtitle)\"") }
        if let image { parts.append("image=\(image)") }
        if let preferredSymbolConfigurationForImage {
            parts.append("symbolConfiguration=\(preferredSymbolConfigurationForImage)")
        }
        if let baseForegroundColor { parts.append("baseForegroundColor=\(baseForegroundColor)") }
        if let baseBackgroundColor { parts.append("baseBackgroundColor=\(baseBackgroundColor)") }
        for name in settings.keys.sorted() { parts.append("\(name)=\(settings[name]!)") }
        return "(" + parts.joined(separator: " ") + ")"
    }
}
