import Testing
@testable import Typesetting

// Expected figures come from outside this code base, so the tests check FreeType and the caches
// against the font files themselves:
// - [fontTools]: Python fontTools 4.68 reading the Debian fonts-dejavu-core files: `head.unitsPerEm`,
//   `hmtx` advances of the `getBestCmap()` glyphs, pair values from the `kern` table (format 0); the
//   GPOS pair lookup gives the same -131 for "AV" in DejaVu Sans.
// - [C]: a throwaway C program calling FT_Get_Advance(FT_LOAD_NO_SCALE) and
//   FT_Get_Kerning(FT_KERNING_UNSCALED) directly, which agreed with fontTools on every figure.
// - [PLATFORM]: /work/shared/PLATFORM.md. Its "AV -139 units" is DejaVu Sans *Bold*; in the regular
//   face the pair is -131 ([fontTools], [C]).

@Suite struct FreeTypeMeasurerTests {
    let measurer: FreeTypeMeasurer

    init() throws {
        measurer = try FreeTypeMeasurer()
    }

    @Test(arguments: [FontDescriptor.Face.system, .boldSystem, .italicSystem])
    func dejaVuFacesHave2048UnitsPerEm(face: FontDescriptor.Face) throws {
        #expect(try measurer.unitsPerEm(for: face) == 2048)  // [fontTools] head.unitsPerEm
    }

    @Test func placeholderInBoldHasTheKnownAdvance() throws {
        // [fontTools], [PLATFORM]: 13,585 units of advance, no kerning between its letters.
        #expect(try measurer.advanceInFontUnits(of: "placeholder", in: .boldSystem) == 13_585)
        let at14 = try measurer.width(of: "placeholder", in: .boldSystem(14))
        let at10 = try measurer.width(of: "placeholder", in: .boldSystem(10))
        #expect(at14 == 13_585.0 * 14 / 2048)
        #expect(abs(at14 - 92.866) < 0.0005)  // [PLATFORM] 92.866 pt at 14 pt
        #expect(abs(at10 - 66.33) < 0.005)  // [PLATFORM] 66.33 pt at 10 pt
    }

    @Test func placeholderInRegularAndObliqueHasTheKnownAdvance() throws {
        // [fontTools]: 12,032 units in both DejaVuSans.ttf and DejaVuSans-Oblique.ttf.
        #expect(try measurer.advanceInFontUnits(of: "placeholder", in: .system) == 12_032)
        #expect(try measurer.advanceInFontUnits(of: "placeholder", in: .italicSystem) == 12_032)
    }

    @Test func kerningIsAppliedInFontUnits() throws {
        // [fontTools], [C]: A and V advance 1401 each in DejaVu Sans, 1585 each in Bold.
        #expect(try measurer.advanceInFontUnits(of: "A", in: .system) == 1401)
        #expect(try measurer.advanceInFontUnits(of: "V", in: .system) == 1401)
        #expect(try measurer.advanceInFontUnits(of: "AV", in: .system) == 2802 - 131)
        #expect(try measurer.advanceInFontUnits(of: "AV", in: .boldSystem) == 3170 - 139)
        #expect(try measurer.advanceInFontUnits(of: "AV", in: .italicSystem) == 2802 - 102)
        // Several pairs, some repeated: 8278 units of advance, -580 of kerning ([fontTools]).
        #expect(try measurer.advanceInFontUnits(of: "AVATAR", in: .system) == 8278 - 580)
        // A space between letters breaks the pair: "Wave To" has W-a and T-o kerning only.
        #expect(try measurer.advanceInFontUnits(of: "Wave To", in: .system) == 8907 - 479)
    }

    @Test func textOutsideLatin1AndMissingGlyphsAreMeasured() throws {
        // [fontTools]: "é€" 2563 units (é from the Latin-1 table, € from the dictionary);
        // "😀x": DejaVu Sans has no emoji, so .notdef's advance plus x's, 3347 units.
        #expect(try measurer.advanceInFontUnits(of: "é€", in: .system) == 2563)
        #expect(try measurer.advanceInFontUnits(of: "😀x", in: .system) == 3347)
        #expect(try measurer.width(of: "", in: .system(14)) == 0)
        // Kerning with a scalar outside Latin-1 (U+0178) goes through the glyph-pair dictionary:
        // 2652 units of advance, -159 of kerning either way round, like "YA" ([fontTools]).
        #expect(try measurer.advanceInFontUnits(of: "YA", in: .system) == 2652 - 159)
        #expect(try measurer.advanceInFontUnits(of: "ŸA", in: .system) == 2652 - 159)
        #expect(try measurer.advanceInFontUnits(of: "AŸ", in: .system) == 2652 - 159)
    }

    @Test func cachedWidthsAreExactAndLinearInSize() throws {
        let first = try measurer.width(of: "AVATAR placeholder", in: .boldSystem(14))
        let second = try measurer.width(of: "AVATAR placeholder", in: .boldSystem(14))
        let double = try measurer.width(of: "AVATAR placeholder", in: .boldSystem(28))
        #expect(first == second)
        #expect(double == 2 * first)
        // The same figure as a measurer that has cached nothing yet.
        let fresh = try FreeTypeMeasurer()
        #expect(try fresh.width(of: "AVATAR placeholder", in: .boldSystem(14)) == first)
    }

    @Test func freeTypeIsAskedOncePerGlyphAndPair() throws {
        _ = try measurer.width(of: "placeholder", in: .boldSystem(14))
        // 9 distinct letters (p l a c e h o d r) and 10 distinct adjacent pairs.
        #expect(try measurer.freeTypeReads(for: .boldSystem) == 19)
        for size in stride(from: 14.0, through: 10.0, by: -0.5) {
            _ = try measurer.width(of: "placeholder", in: .boldSystem(size))
        }
        #expect(try measurer.freeTypeReads(for: .boldSystem) == 19)
        _ = try measurer.width(of: "hold", in: .boldSystem(12))
        #expect(try measurer.freeTypeReads(for: .boldSystem) == 19)  // h-o, o-l, l-d already known
    }
}
