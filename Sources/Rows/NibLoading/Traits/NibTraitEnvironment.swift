/// The trait environment a nib is instantiated for: the size classes its trait storage records
/// (`UINibTraitStorageListsKey`, ibtool's iOS 13+ nibs) are matched against, as UIKit matches them
/// against the `traitCollection` a view gets in its window.
///
/// The default is an iPhone in portrait, compact width and regular height: the row the benchmark
/// builds is a table row of a phone (the figures it is compared with are iPhones'), and it is the
/// environment in which a record written for Interface Builder's "Any" size class, and no more specific
/// one, applies. docs/nib-coding.md says why this and not the regular width of an iPad.
public struct NibTraitEnvironment: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// `UIUserInterfaceSizeClass`, with UIKit's numbers (as ibtool archives them, int8).
    public enum SizeClass: Int, Sendable, CaseIterable {
        case unspecified = 0, compact = 1, regular = 2

        /// Interface Builder's letter: `C`, `R`, or `Any`.
        public var letter: String {
            switch self {
            case .unspecified: "Any"
            case .compact: "C"
            case .regular: "R"
            }
        }
    }

    /// The horizontal size class (`horizontalSizeClass`).
    public var horizontal: SizeClass
    /// The vertical size class (`verticalSizeClass`).
    public var vertical: SizeClass

    public init(horizontal: SizeClass, vertical: SizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// An iPhone in portrait: compact width, regular height.
    public static let iPhonePortrait = NibTraitEnvironment(horizontal: .compact, vertical: .regular)
    /// An iPhone in landscape (all but the largest): compact width, compact height.
    public static let iPhoneLandscape = NibTraitEnvironment(horizontal: .compact, vertical: .compact)
    /// An iPad full screen, either orientation: regular width, regular height.
    public static let iPad = NibTraitEnvironment(horizontal: .regular, vertical: .regular)
    /// What `Nib.instantiate` renders unless told otherwise: `iPhonePortrait`.
    public static let `default` = iPhonePortrait

    /// Interface Builder's notation, `wC hR`.
    public var description: String { "w\(horizontal.letter) h\(vertical.letter)" }

    /// Whether a record's traits apply here: every size class the record specifies (not unspecified)
    /// equals the environment's, as `-[UITraitCollection containsTraitsInCollection:]` decides. A record
    /// that specifies no trait applies everywhere.
    func matches(_ traits: NibTraitSpecification) -> Bool {
        guard traits.otherTraits == 0 else { return false }
        if let wanted = traits.horizontal, wanted != horizontal { return false }
        if let wanted = traits.vertical, wanted != vertical { return false }
        return true
    }
}

/// A record's `UITraitCollection`: the size classes it specifies (nil for unspecified) and how many
/// other traits it names, which this environment does not hold, so such a record never applies.
struct NibTraitSpecification: Equatable {
    var horizontal: NibTraitEnvironment.SizeClass?
    var vertical: NibTraitEnvironment.SizeClass?
    var otherTraits = 0

    /// How many traits it specifies: the more, the more specific, and the later it is applied.
    var specificity: Int { (horizontal == nil ? 0 : 1) + (vertical == nil ? 0 : 1) + otherTraits }

    static let horizontalKey = "UITraitCollectionBuiltinTrait-_UITraitNameHorizontalSizeClass"
    static let verticalKey = "UITraitCollectionBuiltinTrait-_UITraitNameVerticalSizeClass"
}

extension NibTraitEnvironment {
    /// Interface Builder's notation, `wR,hC` (a space or comma between; `Any` for unspecified): how
    /// `inspect --traits` names an environment. Nil for anything else.
    public init?(notation: String) {
        let parts = notation.split(whereSeparator: { $0 == "," || $0 == " " })
        guard parts.count == 2, parts[0].hasPrefix("w"), parts[1].hasPrefix("h") else { return nil }
        func sizeClass(_ letter: Substring) -> SizeClass? { SizeClass.allCases.first { $0.letter == letter } }
        guard let horizontal = sizeClass(parts[0].dropFirst()), let vertical = sizeClass(parts[1].dropFirst()) else {
            return nil
        }
        self.init(horizontal: horizontal, vertical: vertical)
    }
}
