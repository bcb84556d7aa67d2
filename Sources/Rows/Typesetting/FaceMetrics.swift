import CFreeType

/// One open FreeType face and the unscaled metrics read from it so far.
///
/// Everything is kept in font units, because unhinted layout is linear in the size: the width at any
/// size is `units × size / unitsPerEm`, so one cached figure serves every size exactly. FreeType is
/// asked once per glyph (its advance) and once per pair (its kerning); later measurements only read
/// the caches and allocate nothing.
///
/// Label text is almost all Latin-1, so scalars below 256 use flat tables indexed by scalar value
/// (manually allocated, so reading them costs neither hashing nor Swift's dynamic exclusivity checks,
/// which together made up two thirds of the time of a dictionary-based version). Other scalars use
/// dictionaries.
final class FaceMetrics {
    let font: ResolvedFont
    let unitsPerEm: Int

    /// Keeps the library alive for as long as this face (see `FreeTypeLibrary`).
    private let library: FreeTypeLibrary
    private let face: FT_Face
    private let hasKerning: Bool

    private static let latinCount = 256
    /// Packed glyph entries (see `pack`) for scalars below `latinCount`; 0 means "not read yet".
    private let latinGlyphs: UnsafeMutablePointer<UInt64>
    /// Kerning between two scalars below `latinCount`: one row per left scalar, allocated when that
    /// scalar first starts a pair (1 KB each), indexed by the right scalar. An entry holds
    /// `2 × units + 1` (always odd), so 0 means "not read yet".
    private let latinKerningRows: UnsafeMutablePointer<UnsafeMutablePointer<Int32>?>
    /// Packed glyph entries for every other scalar.
    private var otherGlyphs: [UInt32: UInt64] = [:]
    /// Kerning for pairs with a scalar outside Latin-1, keyed by `left glyph << 32 | right glyph`.
    private var otherKerning: [UInt64: Int32] = [:]
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
        latinGlyphs = .allocate(capacity: Self.latinCount)
        latinGlyphs.initialize(repeating: 0, count: Self.latinCount)
        latinKerningRows = .allocate(capacity: Self.latinCount)
        latinKerningRows.initialize(repeating: nil, count: Self.latinCount)
    }

    deinit {
        for i in 0..<Self.latinCount {
            latinKerningRows[i]?.deallocate()
        }
        latinKerningRows.deallocate()
        latinGlyphs.deallocate()
        FT_Done_Face(face)
    }

    /// The advance of `text` in font units: each Unicode scalar's glyph advance plus the kerning of
    /// each adjacent pair. A scalar the font lacks uses glyph 0 (.notdef), as a renderer would.
    func advanceUnits(of text: String) throws -> Int {
        // Walking the UTF-8 bytes directly is about twice as fast as `unicodeScalars`, whose iterator
        // re-reads a small (inline) string's bytes on every step. For a native string `withUTF8`
        // neither copies nor allocates; the local `var` is only there because it is `mutating`.
        var text = text
        return try text.withUTF8 { try advanceUnits(ofUTF8: $0) }
    }

    /// `advanceUnits(of:)` over valid UTF-8, which Swift guarantees for a `String`'s bytes.
    private func advanceUnits(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) throws -> Int {
        var total = 0
        var previousScalar: UInt32 = 0
        var previousGlyph: UInt32 = 0
        var isFirst = true
        var i = 0
        let count = bytes.count
        while i < count {
            let lead = UInt32(bytes[i])
            let value: UInt32
            if lead < 0x80 {
                value = lead
                i += 1
            } else if lead < 0xE0 {
                value = (lead & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
                i += 2
            } else if lead < 0xF0 {
                value = (lead & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
                i += 3
            } else {
                value =
                    (lead & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12
                    | UInt32(bytes[i + 2] & 0x3F) << 6 | UInt32(bytes[i + 3] & 0x3F)
                i += 4
            }
            let entry = try glyphEntry(for: value)
            let glyph = Self.glyph(of: entry)
            total += Self.advance(of: entry)
            if hasKerning && !isFirst {
                total += try kerningUnits(previousScalar, previousGlyph, value, glyph)
            }
            previousScalar = value
            previousGlyph = glyph
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
            let cached = latinGlyphs[Int(scalar)]
            if cached != 0 { return cached }
            let entry = try readGlyph(for: scalar)
            latinGlyphs[Int(scalar)] = entry
            return entry
        }
        if let cached = otherGlyphs[scalar] { return cached }
        let entry = try readGlyph(for: scalar)
        otherGlyphs[scalar] = entry
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
    private func kerningUnits(
        _ leftScalar: UInt32, _ leftGlyph: UInt32, _ rightScalar: UInt32, _ rightGlyph: UInt32
    ) throws -> Int {
        if leftScalar < UInt32(Self.latinCount) && rightScalar < UInt32(Self.latinCount) {
            if let row = latinKerningRows[Int(leftScalar)] {
                let cached = row[Int(rightScalar)]
                if cached != 0 { return Int(cached >> 1) }
            }
            return try readLatinKerning(leftScalar, leftGlyph, rightScalar, rightGlyph)
        }
        let key = UInt64(leftGlyph) << 32 | UInt64(rightGlyph)
        if let cached = otherKerning[key] { return Int(cached) }
        let units = try readKerning(leftGlyph, rightGlyph)
        otherKerning[key] = units
        return Int(units)
    }

    private func readLatinKerning(
        _ leftScalar: UInt32, _ leftGlyph: UInt32, _ rightScalar: UInt32, _ rightGlyph: UInt32
    ) throws -> Int {
        let row: UnsafeMutablePointer<Int32>
        if let existing = latinKerningRows[Int(leftScalar)] {
            row = existing
        } else {
            row = .allocate(capacity: Self.latinCount)
            row.initialize(repeating: 0, count: Self.latinCount)
            latinKerningRows[Int(leftScalar)] = row
        }
        let units = try readKerning(leftGlyph, rightGlyph)
        row[Int(rightScalar)] = units &* 2 &+ 1
        return Int(units)
    }

    /// The only place kerning comes from FreeType: the 'kern' table's value in font units. (FreeType
    /// does not apply GPOS kerning here; for DejaVu the two tables agree on the pairs checked in the
    /// tests.) Clamped to ±2^30 so that the Latin-1 table's `2 × units + 1` cannot overflow; real
    /// kerning is a few hundred units.
    private func readKerning(_ left: UInt32, _ right: UInt32) throws -> Int32 {
        freeTypeReads += 1
        var vector = FT_Vector(x: 0, y: 0)
        let error = FT_Get_Kerning(face, left, right, FT_KERNING_UNSCALED.rawValue, &vector)
        guard error == 0 else {
            throw TypesettingError.kerningFailed(font: font.displayName, left: left, right: right, code: error)
        }
        return Int32(max(-(1 << 30), min(1 << 30, vector.x)))
    }
}
