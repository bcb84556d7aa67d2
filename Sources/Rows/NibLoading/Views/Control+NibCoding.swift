import Views

/// `UIControl`'s keys, after `UIView`'s. Its target-action pairs are not keys: they are
/// `UIRuntimeEventConnection`s, connected after decoding.
extension Control {
    public static let controlNibCoding = NibClassCoding.view(
        "UIControl", Control.self, make: { Control() },
        decodeKeys: { try decodeControlKeys($0, from: $1) },
        encodeKeys: { try encodeControlKeys($0, to: $1) })

    public static func decodeControlKeys(_ control: Control, from coder: NibDecoder) throws {
        try decodeViewKeys(control, from: coder)
        if let flag = try coder.decodeBool(forKey: "UIDisabled") { control.isEnabled = !flag }
        if let flag = try coder.decodeBool(forKey: "UISelected") { control.isSelected = flag }
        if let flag = try coder.decodeBool(forKey: "UIHighlighted") { control.isHighlighted = flag }
        if let value = try coder.decodeEnum(
            forKey: "UIContentHorizontalAlignment", in: ContentHorizontalAlignment.allCases)
        {
            control.contentHorizontalAlignment = value
        }
        if let value = try coder.decodeEnum(forKey: "UIContentVerticalAlignment", in: ContentVerticalAlignment.allCases)
        {
            control.contentVerticalAlignment = value
        }
    }

    public static func encodeControlKeys(_ control: Control, to coder: NibEncoder) throws {
        try encodeViewKeys(control, to: coder)
        if !control.isEnabled { coder.encodeBool(true, forKey: "UIDisabled") }
        if control.isSelected { coder.encodeBool(true, forKey: "UISelected") }
        if control.isHighlighted { coder.encodeBool(true, forKey: "UIHighlighted") }
        if control.contentHorizontalAlignment != .center {
            coder.encodeEnum(
                control.contentHorizontalAlignment, in: ContentHorizontalAlignment.allCases,
                forKey: "UIContentHorizontalAlignment")
        }
        if control.contentVerticalAlignment != .center {
            coder.encodeEnum(
                control.contentVerticalAlignment, in: ContentVerticalAlignment.allCases,
                forKey: "UIContentVerticalAlignment")
        }
    }
}
