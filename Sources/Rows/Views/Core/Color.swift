/// A colour as RGBA components in 0...1, the way a XIB's `calibratedRGB` or `calibratedWhite` gives it.
///
/// Named and system colours are resolved to components when a template is read, so two trees compare
/// by value whatever notation built them.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// A grey, as `UIColor(white:alpha:)`.
    public init(white: Double, alpha: Double) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Fully transparent black, as `UIColor.clear`.
    public static let clear = Color(white: 0, alpha: 0)
    public static let black = Color(white: 0, alpha: 1)
    public static let white = Color(white: 1, alpha: 1)

    public var description: String {
        if red == green, green == blue { return "white(\(formatted(red)), \(formatted(alpha)))" }
        return "rgba(\(formatted(red)), \(formatted(green)), \(formatted(blue)), \(formatted(alpha)))"
    }
}
