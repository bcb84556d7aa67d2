import Views

/// `UIButtonConfiguration` (iOS 15), as ibtool archives a button's `<buttonConfiguration>` under the
/// button's `UIButtonConfiguration` key: read into the model's `ButtonConfiguration`, with the XIB's
/// attribute names and values, so the tree shows what the XIB reader shows for the same button.
///
/// Key names are the real files' (`../shared/apple-nibs/CLASSES.md`: 8 objects, in the oxsdk test-suite
/// scene). Numbers are UIKit's public enums (`UIButtonConfigurationCornerStyle`, `...Size`,
/// `...TitleAlignment`, `NSDirectionalRectEdge` for the image placement); a value at UIKit's default is
/// left out, as Xcode leaves its attribute out. The style number is **guessed**: UIKit keeps it private,
/// every real file has 0, and a button Interface Builder makes with a configuration is plain, so 0 is
/// `plain` and any other number is kept as `style N`. Not read, so listed as unread keys:
/// `UIButtonConfigurationBackground` (a `UIBackgroundConfiguration`, kept) and
/// `UIButtonConfigurationMacIdiomStyle`.
enum ButtonConfigurationCoding {
    static let coding = NibClassCoding(className: "UIButtonConfiguration", decode: { .value(try decode($0)) })

    static let cornerStyles = [-1: "fixed", 0: "dynamic", 1: "small", 2: "medium", 3: "large", 4: "capsule"]
    static let sizes = [0: "medium", 1: "small", 2: "mini", 3: "large"]
    static let titleAlignments = [0: "automatic", 1: "leading", 2: "center", 3: "trailing"]
    static let placements = [1: "top", 2: "leading", 4: "bottom", 8: "trailing"]

    static func decode(_ coder: NibDecoder) throws -> ButtonConfiguration {
        let style = try coder.decodeInteger(forKey: "UIButtonConfigurationButtonStyle") ?? 0
        var configuration = ButtonConfiguration(style: style == 0 ? "plain" : "style \(style)")
        configuration.title = try text(forKey: "UIButtonConfigurationTitle", from: coder)
        configuration.subtitle = try text(forKey: "UIButtonConfigurationSubtitle", from: coder)
        configuration.baseForegroundColor = try coder.decodeColor(forKey: "UIButtonConfigurationBaseForegroundColor")
        configuration.baseBackgroundColor = try coder.decodeColor(forKey: "UIButtonConfigurationBaseBackgroundColor")
        switch try coder.decodeObject(forKey: "UIButtonConfigurationImage") {
        case .value(let image as ImageCoding.Name)?: configuration.image = ImageReference(name: image.name)
        case nil: break
        case let other?:
            throw coder.error("key 'UIButtonConfigurationImage' holds \(other.kindDescription), not an image")
        }
        if case .value(let symbol as SymbolConfiguration)? = try coder.decodeObject(
            forKey: "UIButtonConfigurationPreferredSymbolConfigurationForImage")
        {
            configuration.preferredSymbolConfigurationForImage = symbol
        }
        try setting(
            "cornerStyle", forKey: "UIButtonConfigurationCornerStyle", names: cornerStyles, default: 0,
            into: &configuration, coder)
        try setting(
            "buttonSize", forKey: "UIButtonConfigurationButtonSize", names: sizes, default: 0, into: &configuration,
            coder)
        try setting(
            "titleAlignment", forKey: "UIButtonConfigurationTitleAlignment", names: titleAlignments, default: 0,
            into: &configuration, coder)
        try setting(
            "imagePlacement", forKey: "UIButtonConfigurationImagePlacement", names: placements, default: 2,
            into: &configuration, coder)
        for (name, key) in [
            ("imagePadding", "UIButtonConfigurationImagePadding" as StaticString),
            ("titlePadding", "UIButtonConfigurationTitlePadding"),
        ] {
            if let padding = try coder.decodeDouble(forKey: key), padding != 0 {
                configuration.settings[name] = number(padding)
            }
        }
        if try coder.decodeBool(forKey: "UIButtonConfigurationShowsActivityIndicator") == true {
            configuration.settings["showsActivityIndicator"] = "YES"
        }
        return configuration
    }

    /// A title: ibtool archives it as an attributed string; the model's configuration keeps the text.
    private static func text(forKey key: StaticString, from coder: NibDecoder) throws -> String? {
        switch try coder.decodeObject(forKey: key) {
        case .string(let text)?: text
        case .value(let attributed as AttributedText)?: attributed.runs.map(\.text).joined()
        case nil: nil
        case let other?: throw coder.error("key '\(key)' holds \(other.kindDescription), not a string")
        }
    }

    private static func setting(
        _ name: String, forKey key: StaticString, names: [Int: String], default: Int,
        into configuration: inout ButtonConfiguration, _ coder: NibDecoder
    ) throws {
        guard let number = try coder.decodeInteger(forKey: key), number != `default` else { return }
        guard let found = names[number] else {
            throw coder.error("has \(key) \(number), which is none of UIKit's values")
        }
        configuration.settings[name] = found
    }

    /// A padding as Xcode writes it: `8`, `2.5`.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
