import Views

/// `<label>`: a `Label`, with Xcode's attribute names (`adjustsFontSizeToFit`, `highlightedColor`, ...).
///
/// A label without `adjustsFontSizeToFit` shrinks its text: Interface Builder writes the attribute only
/// when it is off (`"NO"`), as autoshrink was its default for labels.
enum LabelElement {
    static func decode(_ element: XMLElementNode, in decoder: TemplateDecoder) throws -> TemplateObject {
        var object = try ObjectBuilder(element, kind: .label, in: decoder)
        try ViewElement.readAttributes(into: &object)
        try readAttributes(into: &object)
        try ViewElement.finishAttributes(&object)
        for child in decoder.children(of: element) {
            if try ViewElement.readChild(child, into: &object, in: decoder) { continue }
            guard
                try readChild(child, into: &object, in: decoder)
                    || ViewElement.readRareChild(child, into: &object, in: decoder)
            else {
                try decoder.skipUnknown(child, in: element); continue
            }
        }
        return object.build()
    }

    private static func readAttributes(into object: inout ObjectBuilder) throws {
        // Read through `object.attributes` itself: a local copy of the reader, written back afterwards,
        // made its first consumed attribute copy the whole list (one more allocation per label).
        func add(_ setting: LabelSetting) { object.add(.label(setting)) }
        if let value = object.attributes.string("text") { add(.text(value)) }
        if let value = try object.attributes.choice("textAlignment", TextAlignment.self) { add(.textAlignment(value)) }
        if let value = try object.attributes.choice("lineBreakMode", LineBreakMode.self) { add(.lineBreakMode(value)) }
        if let value = try object.attributes.choice("baselineAdjustment", BaselineAdjustment.self) {
            add(.baselineAdjustment(value))
        }
        if let value = try object.attributes.integer("numberOfLines", minimum: 0) { add(.numberOfLines(value)) }
        add(.adjustsFontSizeToFitWidth(try object.attributes.bool("adjustsFontSizeToFit") ?? true))
        if let value = try object.attributes.number("minimumFontSize", .nonNegative) { add(.minimumFontSize(value)) }
        if let value = try object.attributes.number("minimumScaleFactor", .unit) { add(.minimumScaleFactor(value)) }
        if let value = try object.attributes.bool("highlighted") { add(.highlighted(value)) }
        if let value = try object.attributes.bool("enabled") { add(.enabled(value)) }
        if let value = try object.attributes.bool("adjustsLetterSpacingToFitWidth") {
            add(.adjustsLetterSpacingToFitWidth(value))
        }
        if let value = try object.attributes.number("preferredMaxLayoutWidth", .nonNegative) {
            add(.preferredMaxLayoutWidth(value))
        }
        if let value = try object.attributes.bool("adjustsFontForContentSizeCategory") {
            add(.adjustsFontForContentSizeCategory(value))
        }
    }

    private static func readChild(
        _ child: XMLElementNode, into object: inout ObjectBuilder,
        in decoder: TemplateDecoder
    ) throws -> Bool {
        let setting: LabelSetting?
        switch (child.name, child.key) {
        case ("fontDescription", "fontDescription"): setting = .font(try FontElement.read(child, in: decoder))
        case ("color", "textColor"): setting = .textColor(try ColorElement.read(child, in: decoder))
        case ("color", "highlightedColor"): setting = .highlightedTextColor(try ColorElement.read(child, in: decoder))
        case ("color", "shadowColor"): setting = .shadowColor(try ColorElement.read(child, in: decoder))
        case ("size", "shadowOffset"): setting = .shadowOffset(try ValueElements.size(child, in: decoder))
        case ("string", "text"):
            if object.element.attributes["text"] != nil {
                throw decoder.error(child, "gives the text a second time; the label has a text attribute")
            }
            setting = .text(try ValueElements.string(child, in: decoder))
        case ("nil", "textColor"), ("nil", "highlightedColor"), ("nil", "shadowColor"):
            // nil means the class default: black text, no highlighted or shadow colour.
            try ValueElements.nilValue(child, in: decoder)
            setting = nil
        default:
            return false
        }
        try object.claimKey(of: child, in: decoder)
        if let setting { object.add(.label(setting)) }
        return true
    }
}
