import Views

/// `<textField>`: a `TextField`, with the `UIControl` attributes, its text, placeholder, border, clear
/// button and shrinking settings, background images by name, font, text colour and keyboard traits.
enum TextFieldElement {
    static func decode(_ element: XMLElementNode, in decoder: TemplateDecoder) throws -> TemplateObject {
        try SimpleElement.decode(
            element, kind: .textField, in: decoder,
            readAttributes: { object in
                try ButtonElement.readControlAttributes(into: &object)
                func add(_ setting: ControlsSetting) { object.add(.controls(setting)) }
                if let value = object.attributes.string("text") { add(.textFieldText(value)) }
                if let value = object.attributes.string("placeholder") { add(.textFieldPlaceholder(value)) }
                if let value = try object.attributes.choice("textAlignment", TextAlignment.self) {
                    add(.textFieldAlignment(value))
                }
                if let value = try object.attributes.choice("borderStyle", TextField.BorderStyle.self) {
                    add(.borderStyle(value))
                }
                if let value = try object.attributes.choice("clearButtonMode", TextField.ViewMode.self) {
                    add(.clearButtonMode(value))
                }
                if let value = try object.attributes.bool("clearsOnBeginEditing") { add(.clearsOnBeginEditing(value)) }
                if let value = try object.attributes.bool("adjustsFontSizeToFit") {
                    add(.textFieldAdjustsFontSize(value))
                }
                if let value = try object.attributes.number("minimumFontSize", .nonNegative) {
                    add(.textFieldMinimumFontSize(value))
                }
                if let value = object.attributes.string("background") { add(.textFieldBackground(value)) }
                if let value = object.attributes.string("disabledBackground") {
                    add(.textFieldDisabledBackground(value))
                }
            },
            readChild: { child, object in
                switch (child.name, child.key) {
                case ("fontDescription", "fontDescription"):
                    object.add(.controls(.textFieldFont(try FontElement.read(child, in: decoder))))
                case ("color", "textColor"):
                    object.add(.controls(.textFieldTextColor(try ColorElement.read(child, in: decoder))))
                case ("nil", "textColor"): try ValueElements.nilValue(child, in: decoder)
                case ("textInputTraits", "textInputTraits"):
                    object.add(.controls(.textFieldTraits(try ScrollViewElement.textInputTraits(child, in: decoder))))
                default: return false
                }
                return true
            })
    }
}
