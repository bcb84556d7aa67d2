import Views

/// `<button>`: a `Button`, with the `UIControl` attributes, the button's own, and one `<state key=...>`
/// per control state (`normal`, `highlighted`, `selected`, `disabled`) holding that state's `title`,
/// `image` and `backgroundImage` (attributes) and `titleColor` and `titleShadowColor` (child colours).
///
/// Newer Xcode's `<buttonConfiguration>` (iOS 15 styles) is read by `SymbolElements.buttonConfiguration`.
enum ButtonElement {
    static func decode(_ element: XMLElementNode, in decoder: TemplateDecoder) throws -> TemplateObject {
        var object = try ObjectBuilder(element, kind: .button, in: decoder)
        try ViewElement.readAttributes(into: &object)
        try readControlAttributes(into: &object)
        func add(_ setting: ButtonSetting) { object.add(.button(setting)) }
        if let value = try object.attributes.choice("buttonType", ButtonType.self) { add(.buttonType(value)) }
        if let value = try object.attributes.choice("lineBreakMode", LineBreakMode.self) { add(.lineBreakMode(value)) }
        if let value = try object.attributes.bool("showsTouchWhenHighlighted") {
            add(.showsTouchWhenHighlighted(value))
        }
        if let value = try object.attributes.bool("adjustsImageWhenHighlighted") {
            add(.adjustsImageWhenHighlighted(value))
        }
        if let value = try object.attributes.bool("adjustsImageWhenDisabled") { add(.adjustsImageWhenDisabled(value)) }
        if let value = try object.attributes.bool("reversesTitleShadowWhenHighlighted") {
            add(.reversesTitleShadowWhenHighlighted(value))
        }
        try ViewElement.finishAttributes(&object)
        for child in decoder.children(of: element) {
            if try ViewElement.readChild(child, into: &object, in: decoder) { continue }
            let settings: [ButtonSetting]
            switch (child.name, child.key) {
            case ("fontDescription", "fontDescription"): settings = [.font(try FontElement.read(child, in: decoder))]
            case ("size", "titleShadowOffset"):
                settings = [.titleShadowOffset(try ValueElements.size(child, in: decoder))]
            case ("inset", "contentEdgeInsets"):
                settings = [.contentEdgeInsets(try ValueElements.inset(child, in: decoder))]
            case ("inset", "titleEdgeInsets"):
                settings = [.titleEdgeInsets(try ValueElements.inset(child, in: decoder))]
            case ("inset", "imageEdgeInsets"):
                settings = [.imageEdgeInsets(try ValueElements.inset(child, in: decoder))]
            case ("state", let key?):
                guard let state = ControlState(rawValue: key) else {
                    throw decoder.error(
                        child,
                        "names a control state this reader does not know; use normal, highlighted, selected or disabled"
                    )
                }
                settings = try readState(child, state, in: decoder)
            default:
                guard try ViewElement.readRareChild(child, into: &object, in: decoder) else {
                    try decoder.skipUnknown(child, in: element); continue
                }
                continue
            }
            try object.claimKey(of: child, in: decoder)
            settings.forEach(add)
        }
        return object.build()
    }

    /// The `UIControl` attributes; any control family calls this after `ViewElement.readAttributes`.
    static func readControlAttributes(into object: inout ObjectBuilder) throws {
        func add(_ setting: ControlSetting) { object.add(.control(setting)) }
        if let value = try object.attributes.bool("enabled") { add(.enabled(value)) }
        if let value = try object.attributes.bool("selected") { add(.selected(value)) }
        if let value = try object.attributes.bool("highlighted") { add(.highlighted(value)) }
        if let value = try object.attributes.choice("contentHorizontalAlignment", ContentHorizontalAlignment.self) {
            add(.contentHorizontalAlignment(value))
        }
        if let value = try object.attributes.choice("contentVerticalAlignment", ContentVerticalAlignment.self) {
            add(.contentVerticalAlignment(value))
        }
    }

    private static func readState(
        _ element: XMLElementNode, _ state: ControlState,
        in decoder: TemplateDecoder
    ) throws -> [ButtonSetting] {
        var attributes = ValueElements.leafAttributes(element, decoder)
        var settings: [ButtonSetting] = []
        if let value = attributes.string("title") { settings.append(.title(state, value)) }
        if let value = attributes.string("image") {
            // `catalog="system"`: an SF Symbol, kept by name with its catalog.
            if let catalog = attributes.string("catalog") {
                settings.append(.imageReference(state, ImageReference(name: value, catalog: catalog)))
            } else {
                settings.append(.image(state, value))
            }
        }
        if let value = attributes.string("backgroundImage") { settings.append(.backgroundImage(state, value)) }
        try attributes.finish()
        var seen: Set<String> = []
        for child in decoder.children(of: element) {
            guard let key = child.key, seen.insert(key).inserted else {
                throw decoder.error(
                    child,
                    child.key == nil
                        ? "needs a key inside <state>" : "sets '\(child.key!)' a second time in <state>; keep one")
            }
            switch (child.name, key) {
            case ("color", "titleColor"): settings.append(.titleColor(state, try ColorElement.read(child, in: decoder)))
            case ("color", "titleShadowColor"):
                settings.append(.titleShadowColor(state, try ColorElement.read(child, in: decoder)))
            case ("nil", "titleColor"), ("nil", "titleShadowColor"): try ValueElements.nilValue(child, in: decoder)
            case ("string", "title"): settings.append(.title(state, try ValueElements.string(child, in: decoder)))
            case ("imageReference", "image"):
                settings.append(.imageReference(state, try SymbolElements.imageReference(child, in: decoder)))
            case ("preferredSymbolConfiguration", "preferredSymbolConfiguration"):
                settings.append(.symbolConfiguration(state, try SymbolElements.configuration(child, in: decoder)))
            // An attributed title (`hasAttributedTitle="YES"` on the button): listed as not modelled, as the
            // model's button holds plain titles.
            default: try decoder.skipUnknown(child, in: element)
            }
        }
        return settings
    }
}
