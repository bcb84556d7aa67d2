import Views

/// A template's colour in the forms the generated files write it.
extension Color {
    /// CSS's `rgba()` with percentages (`rgba(0%, 20%, 50%, 1)`): percentages keep the XIB's decimals exactly
    /// (0.2 → 20%) where channels of 0...255 would round them.
    public var cssRGBA: String {
        let percent = { (channel: Double) in PythonNumber.short(channel * 100) + "%" }
        return "rgba(\(percent(red)), \(percent(green)), \(percent(blue)), \(PythonNumber.short(alpha)))"
    }

    /// The channels in 0...255, as a Qt form or `QColor` holds them, rounding half up (0.5 → 128) as
    /// scripts/rowgen/colors.py does.
    public var eightBitChannels: (red: Int, green: Int, blue: Int, alpha: Int) {
        let byte = { (channel: Double) in Int(channel * 255 + 0.5) }
        return (byte(red), byte(green), byte(blue), byte(alpha))
    }

    /// Whether the three channels are equal: Cocoa writes such a colour as a white (`colorWithCalibratedWhite:`).
    public var isGrey: Bool { red == green && green == blue }
}
