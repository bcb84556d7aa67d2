import Views

/// `UISwitch`'s keys, after `UIControl`'s: `UISwitchOn`, `UIOnTintColor`, `UIThumbTintColor`.
extension Switch {
    public static let switchNibCoding = NibClassCoding.view(
        "UISwitch", Switch.self, make: { Switch() },
        decodeKeys: { try decodeSwitchKeys($0, from: $1) },
        encodeKeys: { try encodeSwitchKeys($0, to: $1) })

    public static func decodeSwitchKeys(_ view: Switch, from coder: NibDecoder) throws {
        try decodeControlKeys(view, from: coder)
        if let flag = try coder.decodeBool(forKey: "UISwitchOn") { view.isOn = flag }
        // `UISwitchOnTintColor` is what ibtool writes (../shared/apple-nibs); `UIOnTintColor` the project's older
        // guess.
        if let color = try coder.decodeColor(forKey: "UISwitchOnTintColor")
            ?? coder.decodeColor(forKey: "UIOnTintColor")
        {
            view.onTintColor = color
        }
        if let color = try coder.decodeColor(forKey: "UIThumbTintColor") { view.thumbTintColor = color }
    }

    public static func encodeSwitchKeys(_ view: Switch, to coder: NibEncoder) throws {
        try encodeControlKeys(view, to: coder)
        if view.isOn { coder.encodeBool(true, forKey: "UISwitchOn") }
        coder.encodeColor(view.onTintColor, forKey: "UIOnTintColor")
        coder.encodeColor(view.thumbTintColor, forKey: "UIThumbTintColor")
    }
}
