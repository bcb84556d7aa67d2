/// Everything that can go wrong while resolving a font or measuring text: the module's one error type.
///
/// Each `description` is a single full sentence that names the font (or file) and says what would fix
/// it, because the CLI prints it as is and the reader should not need to look anything up.
public enum TypesettingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// fontconfig could not give us a configuration (no fonts.conf, broken cache, ...).
    case fontconfigUnavailable
    /// One of the DejaVu faces standing in for the system font is not installed.
    case systemFontMissing(face: String, pattern: String)
    /// fontconfig knows no font whose family, PostScript name or full name is `name`.
    case fontNotFound(name: String)
    /// `FT_Init_FreeType` failed.
    case freeTypeInitFailed(code: Int32)
    /// FreeType could not open the file fontconfig chose.
    case faceOpenFailed(font: String, path: String, faceIndex: Int, code: Int32)
    /// The file holds only bitmaps (units per em is 0), so it has no metrics in font units to scale.
    case notScalable(font: String, path: String)
    /// FreeType could not read one glyph's advance.
    case advanceFailed(font: String, glyphIndex: UInt32, code: Int32)
    /// FreeType could not read the kerning of one glyph pair.
    case kerningFailed(font: String, left: UInt32, right: UInt32, code: Int32)
    /// The font substitution table could not be read.
    case substitutionsUnreadable(path: String, reason: String)
    /// A line of the font substitution table is not `name<TAB>stand-in`.
    case malformedSubstitution(path: String, line: Int, reason: String)

    public var description: String {
        switch self {
        case .fontconfigUnavailable:
            return "fontconfig could not load its configuration; install the fontconfig package "
                + "and check that /etc/fonts/fonts.conf is readable."
        case .systemFontMissing(let face, let pattern):
            return "the system face '\(face)' (fontconfig pattern '\(pattern)') was not found; "
                + "install the Debian package \(Self.debianPackage(ofSystemFace: face))."
        case .fontNotFound(let name):
            return "font '\(name)' was not found by fontconfig; install it or map it to a DejaVu face "
                + "in the measurer's substitutions."
        case .freeTypeInitFailed(let code):
            return "FreeType could not be initialised (FreeType error \(Self.hex(code))); "
                + "reinstall libfreetype6."
        case .faceOpenFailed(let font, let path, let faceIndex, let code):
            return "FreeType could not open '\(path)' (face \(faceIndex)) for font '\(font)' "
                + "(FreeType error \(Self.hex(code))); reinstall the font or map '\(font)' to another face."
        case .notScalable(let font, let path):
            return "font '\(font)' at '\(path)' has no scalable outlines (0 units per em); "
                + "install a TrueType or OpenType version of it or map it to a DejaVu face."
        case .advanceFailed(let font, let glyphIndex, let code):
            return "FreeType could not read the advance of glyph \(glyphIndex) in font '\(font)' "
                + "(FreeType error \(Self.hex(code))); the font file may be damaged, reinstall it."
        case .kerningFailed(let font, let left, let right, let code):
            return "FreeType could not read the kerning of glyphs \(left) and \(right) in font '\(font)' "
                + "(FreeType error \(Self.hex(code))); the font file may be damaged, reinstall it."
        case .substitutionsUnreadable(let path, let reason):
            return "\(path): the font substitution table cannot be read (\(reason)); pass an existing file."
        case .malformedSubstitution(let path, let line, let reason):
            return "\(path):\(line): \(reason)."
        }
    }

    /// FreeType documents its error codes in hexadecimal (fterrdef.h), so print them that way.
    /// Debian ships DejaVu Sans, Bold and Mono in fonts-dejavu-core, and the Oblique and ExtraLight faces
    /// (which italic and thin system fonts stand in for) in fonts-dejavu-extra.
    static func debianPackage(ofSystemFace face: String) -> String {
        face.contains("Oblique") || face.contains("ExtraLight") ? "fonts-dejavu-extra" : "fonts-dejavu-core"
    }

    private static func hex(_ code: Int32) -> String {
        "0x" + String(UInt32(bitPattern: code), radix: 16, uppercase: true)
    }
}
