import Views

/// `UITextField`'s keys, after `UIControl`'s: `UIText`, `UIPlaceholder`, `UIFont`, `UITextColor`,
/// `UITextAlignment`, `UIBorderStyle`, `UIClearButtonMode`, `UIClearsOnBeginEditing`,
/// `UIAdjustsFontSizeToFit`, `UIMinimumFontSize`, `UIBackground` and `UIDisabledBackground` (image
/// placeholders), and the keyboard traits as one `UITextInputTraits` dictionary, as `UITextView`'s.
extension TextField {
    public static let textFieldNibCoding = NibClassCoding.view(
        "UITextField", TextField.self, make: { TextField() },
        decodeKeys: { try decodeTextFieldKeys($0, from: $1) },
        encodeKeys: { try encodeTextFieldKeys($0, to: $1) })

    public static func decodeTextFieldKeys(_ field: TextField, from coder: NibDecoder) throws {
        try decodeControlKeys(field, from: coder)
        if let text = try coder.decodeString(forKey: "UIText") { field.text = text }
        if let text = try coder.decodeString(forKey: "UIPlaceholder") { field.placeholder = text }
        if let font = try coder.decodeFont(forKey: "UIFont") { field.font = font }
        if let color = try coder.decodeColor(forKey: "UITextColor") { field.textColor = color }
        if let value = try coder.decodeEnum(forKey: "UITextAlignment", in: Label.alignments) {
            field.textAlignment = value
        }
        if let value = try coder.decodeEnum(forKey: "UIBorderStyle", in: BorderStyle.allCases) {
            field.borderStyle = value
        }
        if let value = try coder.decodeEnum(forKey: "UIClearButtonMode", in: ViewMode.allCases) {
            field.clearButtonMode = value
        }
        if let flag = try coder.decodeBool(forKey: "UIClearsOnBeginEditing") { field.clearsOnBeginEditing = flag }
        if let flag = try coder.decodeBool(forKey: "UIAdjustsFontSizeToFit") { field.adjustsFontSizeToFitWidth = flag }
        if let size = try coder.decodeDouble(forKey: "UIMinimumFontSize") { field.minimumFontSize = size }
        if let name = try ImageCoding.decode(forKey: "UIBackground", from: coder) { field.background = name }
        if let name = try ImageCoding.decode(forKey: "UIDisabledBackground", from: coder) {
            field.disabledBackground = name
        }
        if let traits = try StringDictionaryCoding.decode(forKey: "UITextInputTraits", from: coder) {
            field.textInputTraits = TextInputTraits(values: traits)
        }
    }

    public static func encodeTextFieldKeys(_ field: TextField, to coder: NibEncoder) throws {
        try encodeControlKeys(field, to: coder)
        let fresh = TextField()
        if let text = field.text { coder.encodeString(text, forKey: "UIText") }
        if let text = field.placeholder { coder.encodeString(text, forKey: "UIPlaceholder") }
        if field.font != fresh.font { coder.encodeFont(field.font, forKey: "UIFont") }
        coder.encodeColor(field.textColor, forKey: "UITextColor")
        if field.textAlignment != fresh.textAlignment {
            coder.encodeEnum(field.textAlignment, in: Label.alignments, forKey: "UITextAlignment")
        }
        if field.borderStyle != fresh.borderStyle {
            coder.encodeEnum(field.borderStyle, in: BorderStyle.allCases, forKey: "UIBorderStyle")
        }
        if field.clearButtonMode != fresh.clearButtonMode {
            coder.encodeEnum(field.clearButtonMode, in: ViewMode.allCases, forKey: "UIClearButtonMode")
        }
        if field.clearsOnBeginEditing { coder.encodeBool(true, forKey: "UIClearsOnBeginEditing") }
        if field.adjustsFontSizeToFitWidth { coder.encodeBool(true, forKey: "UIAdjustsFontSizeToFit") }
        if field.minimumFontSize != fresh.minimumFontSize {
            coder.encodeDouble(field.minimumFontSize, forKey: "UIMinimumFontSize")
        }
        ImageCoding.encode(field.background, forKey: "UIBackground", in: coder)
        ImageCoding.encode(field.disabledBackground, forKey: "UIDisabledBackground", in: coder)
        StringDictionaryCoding.encode(field.textInputTraits.values, forKey: "UITextInputTraits", in: coder)
    }
}
