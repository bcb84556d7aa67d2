/// A font as a view asks for it: which face, at what size. It names no file; a `TextMeasuring`
/// resolves it to a real face.
public struct FontDescriptor: Hashable, Sendable, CustomStringConvertible {
    /// Which face the descriptor asks for.
    public enum Face: Hashable, Sendable {
        /// `UIFont.systemFont(ofSize:)`: DejaVu Sans here.
        case system
        /// `UIFont.boldSystemFont(ofSize:)`: DejaVu Sans Bold here.
        case boldSystem
        /// `UIFont.italicSystemFont(ofSize:)`: DejaVu Sans Oblique here.
        case italicSystem
        /// A font by name (PostScript or family name), resolved through fontconfig.
        case named(String)
    }

    public var face: Face
    /// The requested size in points.
    public var pointSize: Double

    public init(_ face: Face, size pointSize: Double) {
        self.face = face
        self.pointSize = pointSize
    }

    public static func system(_ size: Double) -> FontDescriptor { FontDescriptor(.system, size: size) }
    public static func boldSystem(_ size: Double) -> FontDescriptor { FontDescriptor(.boldSystem, size: size) }
    public static func italicSystem(_ size: Double) -> FontDescriptor { FontDescriptor(.italicSystem, size: size) }

    /// The same face at another size.
    public func withSize(_ size: Double) -> FontDescriptor { FontDescriptor(face, size: size) }

    public var description: String {
        // `Int(exactly:)` rather than `Int(pointSize)` after a `rounded()` test, which trapped on
        // sizes too large for an Int (1e20, infinity).
        let size = Int(exactly: pointSize).map { String($0) } ?? String(pointSize)
        switch face {
        case .system: return "system \(size)pt"
        case .boldSystem: return "bold-system \(size)pt"
        case .italicSystem: return "italic-system \(size)pt"
        case .named(let name): return "\(name) \(size)pt"
        }
    }
}
