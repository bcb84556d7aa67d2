import CFreeType

/// One open FreeType face and the unscaled metrics read from it so far.
///
/// Everything is kept in font units, because unhinted layout is linear in the size: the width at any
/// size is `units × size / unitsPerEm`, so one cached figure serves every size exactly. FreeType is
/// asked once per glyph (its advance) and once per glyph pair (its kerning); later measurements are
/// table and dictionary look-ups only, with no allocation.
final class FaceMetrics {
    let font: ResolvedFont
    let unitsPerEm: Int

    /// Keeps the library alive for as long as this face (see `FreeTypeLibrary`).
    private let library: FreeTypeLibrary
    private let face: FT_Face
    private let hasKerning: Bool

    /// Packed glyph entries (see `pack`) for scalars below `latinCount`, indexed by scalar value;
    /// 0 means "not read yet". A flat table because almost all label text is Latin-1 and indexing
    /// beats hashing on the hot path.
    private let latin: UnsafeMutablePointer<UInt64>
    private static let latinCount = 256
    /// Packed glyph entries for every other scalar.
    private var others: [UInt32: UInt64] = [:]
    /// Kerning in font units, keyed by `left glyph << 32 | right glyph`.
    private var kerning: [UInt64: Int32] = [:]
    /// How many times this face has asked FreeType for an advance or a kerning pair: the tests check
    /// with it that the caches work. Counted on the cold path only.
    private(set) var freeTypeReads = 0

    init(library: FreeTypeLibrary, font: ResolvedFont) throws {
        var face: FT_Face?
        let error = FT_New_Face(library.handle, font.path, FT_Long(font.faceIndex), &face)
        guard error == 0, let face else {
            throw TypesettingError.faceOpenFailed(
                font: font.displayName, path: font.path, faceIndex: font.faceIndex, code: error)
        }
        let unitsPerEm = Int(face.pointee.units_per_EM)
        guard unitsPerEm > 0 else {
            FT_Done_Face(face)
            throw TypesettingError.notScalable(font: font.displayName, path: font.path)
        }
        self.library = library
        self.face = face
        self.font = font
        self.unitsPerEm = unitsPerEm
        self.hasKerning = face.pointee.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0
        latin = .allocate(capacity: Self.latinCount)
        latin.initialize(repeating: 0, count: Self.latinCount)
    }

    deinit {
        latin.deallocate()
        FT_Done_Face(face)
    }

    /// The advance of `text` in font units: each Unicode scalar's glyph advance plus the kerning of
    /// each adjacent glyph pair. A scalar the font lacks uses glyph 0 (.notdef), as a renderer would.
    func advanceUnits(of text: String) throws -> Int {
        var total = 0
        var previous: UInt32 = 0
        var isFirst = true
        for scalar in text.unicodeScalars {
            let entry = try glyphEntry(for: scalar.value)
            let glyph = Self.glyph(of: entry)
            total += Self.advance(of: entry)
            if hasKerning && !isFirst {
                total += try kerningUnits(previous, glyph)
            }
            previous = glyph
            isFirst = false
        }
        return total
    }

    // MARK: Glyph entries

    /// A glyph index and its advance in one word: bit 63 set (so a read entry is never 0), the glyph
    /// index in bits 32...62, the advance in font units (as `Int32`) in bits 0...31.
    private static func pack(glyph: UInt32, advance: Int32) -> UInt64 {
        1 << 63 | UInt64(glyph & 0x7FFF_FFFF) << 32 | UInt64(UInt32(bitPattern: advance))
    }

    private static func glyph(of entry: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: entry >> 32) & 0x7FFF_FFFF
    }

    private static func advance(of entry: UInt64) -> Int {
        Int(Int32(bitPattern: UInt32(truncatingIfNeeded: entry)))
    }

    @inline(__always)
    private func glyphEntry(for scalar: UInt32) throws -> UInt64 {
        if scalar < UInt32(Self.latinCount) {
            let cached = latin[Int(scalar)]
            if cached != 0 { return cached }
            let entry = try readGlyph(for: scalar)
            latin[Int(scalar)] = entry
            return entry
        }
        if let cached = others[scalar] { return cached }
        let entry = try readGlyph(for: scalar)
        others[scalar] = entry
        return entry
    }

    /// The only place glyph metrics come from FreeType. `FT_LOAD_NO_SCALE` returns the advance in font
    /// units, unhinted, straight from the metrics table (no outline is loaded).
    private func readGlyph(for scalar: UInt32) throws -> UInt64 {
        freeTypeReads += 1
        let glyph = FT_Get_Char_Index(face, FT_ULong(scalar))
        var advance: FT_Fixed = 0
        let error = FT_Get_Advance(face, glyph, FT_Int32(FT_LOAD_NO_SCALE), &advance)
        guard error == 0 else {
            throw TypesettingError.advanceFailed(font: font.displayName, glyphIndex: glyph, code: error)
        }
        return Self.pack(glyph: glyph, advance: Int32(clamping: advance))
    }

    // MARK: Kerning

    @inline(__always)
    private func kerningUnits(_ left: UInt32, _ right: UInt32) throws -> Int {
        let key = UInt64(left) << 32 | UInt64(right)
        if let cached = kerning[key] { return Int(cached) }
        let units = try readKerning(left, right)
        kerning[key] = units
        return Int(units)
    }

    /// The only place kerning comes from FreeType: the 'kern' table's value in font units. (FreeType
    /// does not apply GPOS kerning here; for DejaVu the two tables agree on the pairs checked in the
    /// tests.)
    private func readKerning(_ left: UInt32, _ right: UInt32) throws -> Int32 {
        freeTypeReads += 1
        var vector = FT_Vector(x: 0, y: 0)
        let error = FT_Get_Kerning(face, left, right, FT_KERNING_UNSCALED.rawValue, &vector)
        guard error == 0 else {
            throw TypesettingError.kerningFailed(font: font.displayName, left: left, right: right, code: error)
        }
        return Int32(clamping: vector.x)
    }
}
