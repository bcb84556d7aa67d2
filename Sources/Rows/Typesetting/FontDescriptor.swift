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
        /// `UIFont.systemFont(ofSize:weight:)` for a weight other than regular and bold (which are
        /// `.system` and `.boldSystem`): DejaVu Sans Bold for semibold and heavier, DejaVu Sans
        /// ExtraLight for ultra-light and thin, DejaVu Sans otherwise.
        case weightedSystem(FontWeight)
        /// A font by name (PostScript or family name), resolved through fontconfig.
        case named(String)

        /// The system face of `weight`, in its simplest spelling: `.system` for regular, `.boldSystem`
        /// for bold, so that one font has one descriptor and trees compare alike however it was written.
        public static func system(weight: FontWeight) -> Face {
            switch weight {
            case .regular: .system
            case .bold: .boldSystem
            default: .weightedSystem(weight)
            }
        }
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
        case .weightedSystem(let weight): return "system-\(weight.rawValue) \(size)pt"
        case .named(let name): return "\(name) \(size)pt"
        }
    }
}

/// The weights of `UIFont.Weight`, with Xcode's spellings, lightest first.
public enum FontWeight: String, CaseIterable, Sendable, Comparable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// Whether the weight is drawn with the bold face: semibold and heavier.
    public var isBoldish: Bool { self >= .semibold }

    /// Whether the weight is drawn with the extra-light face: ultra-light and thin.
    public var isExtraLight: Bool { self <= .thin }

    public static func < (a: FontWeight, b: FontWeight) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
