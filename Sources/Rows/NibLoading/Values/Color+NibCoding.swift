import Views

/// `UIColor` (fallback `NSColor`): the component count, then `UIWhite` or `UIRed`/`UIGreen`/`UIBlue`,
/// and `UIAlpha`, as 32-bit floats, each followed by a `-Double` twin when the float is not exact; and
/// AppKit's textual copy (`NSWhite`/`NSRGB`, no trailing NUL) with `NSColorSpace`.
///
/// The model resolves named and system colours to components when a XIB is read, so every colour is
/// archived by its components.
enum ColorCoding {
    static let color = NibClassCoding(className: "UIColor", fallbackClassNames: ["NSColor"], decode: decode)

    static func decode(_ coder: NibDecoder) throws -> NibDecoded {
        let count = try coder.decodeInteger(forKey: "UIColorComponentCount") ?? 4
        let alpha = try component(coder, "UIAlpha", "UIAlpha-Double") ?? 1
        if count == 2 {
            guard let white = try component(coder, "UIWhite", "UIWhite-Double") else {
                throw coder.error("is a grey UIColor without UIWhite")
            }
            return .color(Color(white: white, alpha: alpha))
        }
        guard let red = try component(coder, "UIRed", "UIRed-Double"),
            let green = try component(coder, "UIGreen", "UIGreen-Double"),
            let blue = try component(coder, "UIBlue", "UIBlue-Double")
        else {
            throw coder.error("is an RGB UIColor without UIRed, UIGreen and UIBlue")
        }
        return .color(Color(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// A component: the float, or its exact double twin when one was written.
    private static func component(_ coder: NibDecoder, _ key: StaticString, _ exact: StaticString) throws -> Double? {
        guard let float = try coder.decodeFloat(forKey: key) else { return nil }
        return try coder.decodeDouble(forKey: exact) ?? Double(float)
    }

    /// Writes a new `UIColor` object and returns its index.
    static func reference(_ color: Color, in coder: NibEncoder) -> Int {
        coder.addObject(className: "UIColor", fallbacks: ["NSColor"]) {
            let grey = color.red == color.green && color.green == color.blue
            coder.encodeInteger(grey ? 2 : 4, forKey: "UIColorComponentCount")
            if grey {
                component(color.red, "UIWhite", coder)
            } else {
                component(color.red, "UIRed", coder)
                component(color.green, "UIGreen", coder)
                component(color.blue, "UIBlue", coder)
            }
            component(color.alpha, "UIAlpha", coder)
            var text = (grey ? [color.red] : [color.red, color.green, color.blue]).map(appKitNumber)
            if color.alpha != 1 { text.append(appKitNumber(color.alpha)) }
            coder.encode(.data(Array(text.joined(separator: " ").utf8)), forKey: grey ? "NSWhite" : "NSRGB")
            coder.encodeInteger(grey ? 4 : 2, forKey: "NSColorSpace")
        }
    }

    private static func component(_ value: Double, _ key: String, _ coder: NibEncoder) {
        coder.encodeFloat(Float(value), forKey: key)
        if Double(Float(value)) != value { coder.encodeDouble(value, forKey: key + "-Double") }
    }

    private static func appKitNumber(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(Float(value))
    }
}

extension NibEncoder {
    /// A `UIColor`; nothing when `color` is nil (the key is left out, as for any default).
    public func encodeColor(_ color: Color?, forKey key: String) {
        guard let color else { return }
        encode(.object(ColorCoding.reference(color, in: self)), forKey: key)
    }
}
