import Typesetting

/// The Dynamic Type text styles a XIB names (`<fontDescription style="UICTFontTextStyleBody"/>`) and the
/// system font each gives at the default content size category (Large).
///
/// Data, kept in one table: sizes and weights are the iOS column "Large (default)" of Apple's Human
/// Interface Guidelines, Typography, "Dynamic Type sizes". The model has no user text size, so a text
/// style always resolves to this font.
enum TextStyleTable {
    /// Style name as Xcode writes it → (point size, weight).
    static let styles: [String: (size: Double, weight: FontWeight)] = [
        "UICTFontTextStyleTitle0": (34, .regular),  // Large Title, as UIFont.TextStyle.largeTitle spells it
        "UICTFontTextStyleTitle1": (28, .regular),
        "UICTFontTextStyleTitle2": (22, .regular),
        "UICTFontTextStyleTitle3": (20, .regular),
        "UICTFontTextStyleHeadline": (17, .semibold),
        "UICTFontTextStyleBody": (17, .regular),
        "UICTFontTextStyleCallout": (16, .regular),
        "UICTFontTextStyleSubhead": (15, .regular),
        "UICTFontTextStyleFootnote": (13, .regular),
        "UICTFontTextStyleCaption1": (12, .regular),
        "UICTFontTextStyleCaption2": (11, .regular),
    ]
}
