import Views

/// Images by reference (`<imageReference>`, SF Symbols), their `<preferredSymbolConfiguration>`, the
/// iOS 15 `<buttonConfiguration>` and flag sets such as `<dataDetectorType>`.
enum SymbolElements {
    /// `<imageReference key="image" image="heart" catalog="system" symbolScale="large" renderingMode="template"/>`.
    static func imageReference(_ element: XMLElementNode, in decoder: TemplateDecoder) throws -> ImageReference {
        var attributes = ValueElements.leafAttributes(element, decoder)
        let reference = ImageReference(
            name: try attributes.requiredString("image"), catalog: attributes.string("catalog"),
            symbolScale: try attributes.choice("symbolScale", SymbolScale.self)?.rawValue,
            renderingMode: try attributes.choice("renderingMode", RenderingMode.self)?.rawValue)
        try attributes.finishLeaf()
        return reference
    }

    enum SymbolScale: String, CaseIterable { case `default`, unspecified, small, medium, large }
    enum RenderingMode: String, CaseIterable { case automatic, original, template, hierarchical, palette, multicolor }

    /// The attributes a symbol configuration may carry (values are kept as written).
    static let configurationAttributes = ["configurationType", "pointSize", "scale", "weight", "textStyle"]

    /// `<preferredSymbolConfiguration key=... configurationType="pointSize" pointSize="26" scale="large"
    /// weight="regular"/>`.
    static func configuration(_ element: XMLElementNode, in decoder: TemplateDecoder) throws -> SymbolConfiguration {
        var attributes = ValueElements.leafAttributes(element, decoder)
        var values: [String: String] = [:]
        for name in configurationAttributes {
            if name == "pointSize" {
                if let size = try attributes.number(name, .positive) { values[name] = String(size) }
            } else if let value = attributes.string(name) {
                values[name] = value
            }
        }
        try attributes.finishLeaf()
        return SymbolConfiguration(values: values)
    }

    /// `<dataDetectorType key="dataDetectorTypes" link="YES" .../>`: the names set to YES.
    static func flags(
        _ element: XMLElementNode, allowed: Set<String>, in decoder: TemplateDecoder
    ) throws -> Set<String> {
        var attributes = ValueElements.leafAttributes(element, decoder)
        var set: Set<String> = []
        for name in allowed.sorted() where try attributes.bool(name) == true { set.insert(name) }
        try attributes.finishLeaf()
        return set
    }

    /// Plain attributes of a button configuration, kept by name.
    static let buttonConfigurationAttributes = [
        "imagePlacement", "imagePadding", "titlePadding", "cornerStyle", "buttonSize", "titleAlignment",
        "showsActivityIndicator",
    ]

    /// `<buttonConfiguration key="configuration" style="plain" title=...>` with an `<imageReference key="image">`,
    /// a `<preferredSymbolConfiguration key="preferredSymbolConfigurationForImage">` and colours
    /// `baseForegroundColor`/`baseBackgroundColor`.
    static func buttonConfiguration(
        _ element: XMLElementNode, in decoder: TemplateDecoder
    ) throws -> ButtonConfiguration {
        var attributes = ValueElements.leafAttributes(element, decoder)
        var configuration = ButtonConfiguration(style: try attributes.requiredString("style"))
        configuration.title = attributes.string("title")
        configuration.subtitle = attributes.string("subtitle")
        for name in buttonConfigurationAttributes {
            if let value = attributes.string(name) { configuration.settings[name] = value }
        }
        try attributes.finish()
        var seen: Set<String> = []
        for child in decoder.children(of: element) {
            guard let key = child.key, seen.insert(key).inserted else {
                throw decoder.error(
                    child,
                    child.key == nil
                        ? "needs a key inside <buttonConfiguration>" : "sets '\(child.key!)' a second time; keep one")
            }
            switch (child.name, key) {
            case ("imageReference", "image"): configuration.image = try imageReference(child, in: decoder)
            case ("preferredSymbolConfiguration", "preferredSymbolConfigurationForImage"):
                configuration.preferredSymbolConfigurationForImage = try self.configuration(child, in: decoder)
            case ("color", "baseForegroundColor"):
                configuration.baseForegroundColor = try ColorElement.read(child, in: decoder)
            case ("color", "baseBackgroundColor"):
                configuration.baseBackgroundColor = try ColorElement.read(child, in: decoder)
            case ("string", "title"): configuration.title = try ValueElements.string(child, in: decoder)
            case ("string", "subtitle"): configuration.subtitle = try ValueElements.string(child, in: decoder)
            default: throw decoder.unknownChild(child, in: element)
            }
        }
        return configuration
    }
}
