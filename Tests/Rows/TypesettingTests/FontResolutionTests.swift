import Testing
import Typesetting

// Expected files and names: `fc-list` and `fc-match -f '%{file} %{postscriptname}'` on this system
// (Debian fonts-dejavu-core); advances: Python fontTools reading those files' hmtx tables.

@Suite struct FontResolutionTests {
    let measurer: FreeTypeMeasurer

    init() throws {
        measurer = try FreeTypeMeasurer()
    }

    @Test func systemFacesResolveToTheDejaVuSansFiles() throws {
        let regular = try measurer.resolvedFont(for: .system)
        let bold = try measurer.resolvedFont(for: .boldSystem)
        let italic = try measurer.resolvedFont(for: .italicSystem)
        #expect(regular.postScriptName == "DejaVuSans")
        #expect(bold.postScriptName == "DejaVuSans-Bold")
        #expect(italic.postScriptName == "DejaVuSans-Oblique")
        #expect(regular.path.hasSuffix("/DejaVuSans.ttf"))
        #expect(bold.path.hasSuffix("/DejaVuSans-Bold.ttf"))
        #expect(italic.path.hasSuffix("/DejaVuSans-Oblique.ttf"))
    }

    @Test func namedFamiliesThatFontconfigKnowsAreMeasured() throws {
        // [fontTools] "Hello": 5541 units in DejaVu Serif, 5 × 1233 = 6165 in DejaVu Sans Mono.
        #expect(try measurer.advanceInFontUnits(of: "Hello", in: .named("DejaVu Serif")) == 5541)
        #expect(try measurer.advanceInFontUnits(of: "Hello", in: .named("DejaVu Sans Mono")) == 6165)
        #expect(
            try measurer.width(of: "Hello", in: FontDescriptor(.named("DejaVu Serif"), size: 16))
                == 5541.0 * 16 / 2048)
        // A family name gives the family's regular face, not a condensed or light one.
        #expect(try measurer.resolvedFont(for: .named("DejaVu Sans")).postScriptName == "DejaVuSans")
        #expect(try measurer.resolvedFont(for: .named("DejaVu Serif")).postScriptName == "DejaVuSerif")
    }

    @Test(arguments: ["DejaVuSans-Bold", "dejavusans-bold", "DejaVu Sans Bold", "DEJAVU SANS BOLD"])
    func postScriptAndFullNamesMatchCaseInsensitively(name: String) throws {
        let font = try measurer.resolvedFont(for: .named(name))
        #expect(font.path == (try measurer.resolvedFont(for: .boldSystem)).path)
        #expect(try measurer.advanceInFontUnits(of: "placeholder", in: .named(name)) == 13_585)
    }

    @Test func familyStyleSpellingMatches() throws {
        // Not a PostScript name of any installed face: family "DejaVu Serif" with spaces dropped,
        // style "Bold Italic" likewise.
        let font = try measurer.resolvedFont(for: .named("DejaVuSerif-BoldItalic"))
        #expect(font.path.hasSuffix("/DejaVuSerif-BoldItalic.ttf"))
        let condensed = try measurer.resolvedFont(for: .named("DejaVuSansCondensed-BoldOblique"))
        #expect(condensed.path.hasSuffix("/DejaVuSansCondensed-BoldOblique.ttf"))
    }

    @Test(arguments: ["NoSuchFont-Regular", "Helvetica", "DejaVu", "Sans"])
    func unknownNamesThrowInsteadOfFallingBack(name: String) throws {
        // fontconfig itself would answer each of these with DejaVu Sans (`fc-match Helvetica`).
        #expect(throws: TypesettingError.fontNotFound(name: name)) {
            try measurer.width(of: "x", in: FontDescriptor(.named(name), size: 12))
        }
        // The failure is remembered and thrown again, not turned into a fallback.
        #expect(throws: TypesettingError.fontNotFound(name: name)) {
            try measurer.width(of: "x", in: FontDescriptor(.named(name), size: 12))
        }
    }

    @Test func manyNamedFacesInTurnKeepTheirOwnMetrics() throws {
        // More names than the measurer's memo of recent faces holds, so entries are evicted and looked
        // up again; each name must keep giving its own face's figure.
        let names = [
            "DejaVu Serif", "DejaVu Sans Mono", "DejaVuSans-Bold", "DejaVu Sans",
            "DejaVuSerif-BoldItalic", "DejaVu Sans Mono Bold",
        ]
        let reference = try FreeTypeMeasurer()
        let expected = try names.map { try reference.advanceInFontUnits(of: "Hello", in: .named($0)) }
        #expect(expected[0] == 5541 && expected[1] == 6165 && expected[2] != expected[3])
        for _ in 0..<3 {
            for (name, units) in zip(names, expected) {
                #expect(try measurer.advanceInFontUnits(of: "Hello", in: .named(name)) == units)
                #expect(throws: TypesettingError.fontNotFound(name: "")) {
                    try measurer.advanceInFontUnits(of: "Hello", in: .named(""))
                }
            }
        }
    }

    @Test func notFoundErrorIsOneSentenceNamingTheFontAndTheFix() {
        let text = TypesettingError.fontNotFound(name: "NoSuchFont-Regular").description
        #expect(
            text == "font 'NoSuchFont-Regular' was not found by fontconfig; install it or map it "
                + "to a DejaVu face in the measurer's substitutions.")
        #expect(!text.contains("\n"))
    }

    /// A missing stand-in names the Debian package that holds it: Oblique and ExtraLight are not in -core.
    @Test(arguments: [
        ("DejaVu Sans Bold", "fonts-dejavu-core"), ("DejaVu Sans Oblique", "fonts-dejavu-extra"),
        ("DejaVu Sans ExtraLight", "fonts-dejavu-extra"), ("DejaVu Sans", "fonts-dejavu-core"),
    ])
    func aMissingSystemFaceNamesItsPackage(face: String, package: String) {
        let text = TypesettingError.systemFontMissing(face: face, pattern: "p").description
        #expect(text.hasSuffix("install the Debian package \(package)."), "\(text)")
    }

    @Test func everyErrorDescriptionIsOneLine() {
        let errors: [TypesettingError] = [
            .fontconfigUnavailable,
            .systemFontMissing(face: "DejaVu Sans Bold", pattern: "DejaVu Sans:bold"),
            .fontNotFound(name: "X"),
            .freeTypeInitFailed(code: 1),
            .faceOpenFailed(font: "X", path: "/x.ttf", faceIndex: 0, code: 2),
            .notScalable(font: "X", path: "/x.pcf"),
            .advanceFailed(font: "X", glyphIndex: 3, code: 0x10),
            .kerningFailed(font: "X", left: 1, right: 2, code: 0x10),
        ]
        for error in errors {
            #expect(!error.description.contains("\n"))
            #expect(error.description.hasSuffix("."))
        }
        #expect(
            TypesettingError.faceOpenFailed(font: "X", path: "/x.ttf", faceIndex: 0, code: 2).description
                .contains("'/x.ttf'"))
        #expect(
            TypesettingError.advanceFailed(font: "X", glyphIndex: 3, code: 0x10).description
                .contains("0x10"))
    }

    @Test func substitutionsMapNamesOntoOtherFaces() throws {
        let mapped = try FreeTypeMeasurer(substitutions: [
            "HelveticaNeue-Bold": .boldSystem,
            "Menlo": .named("DejaVu Sans Mono"),
            "Broken": .named("NoSuchFont-Regular"),
        ])
        #expect(try mapped.advanceInFontUnits(of: "placeholder", in: .named("HelveticaNeue-Bold")) == 13_585)
        #expect(
            try mapped.width(of: "placeholder", in: FontDescriptor(.named("HelveticaNeue-Bold"), size: 14))
                == (try mapped.width(of: "placeholder", in: .boldSystem(14))))
        #expect(try mapped.advanceInFontUnits(of: "Hello", in: .named("Menlo")) == 6165)
        #expect(throws: TypesettingError.fontNotFound(name: "NoSuchFont-Regular")) {
            try mapped.width(of: "x", in: FontDescriptor(.named("Broken"), size: 12))
        }
        // Keys match exactly; unmapped names still go to fontconfig.
        #expect(throws: TypesettingError.fontNotFound(name: "helveticaneue-bold")) {
            try mapped.width(of: "x", in: FontDescriptor(.named("helveticaneue-bold"), size: 12))
        }
    }

    @Test func nameToNameSubstitutions() throws {
        let mapped = try FreeTypeMeasurer(substitutingNames: ["Courier": "DejaVu Sans Mono"])
        #expect(try mapped.advanceInFontUnits(of: "Hello", in: .named("Courier")) == 6165)
        #expect(try mapped.resolvedFont(for: .named("Courier")).postScriptName == "DejaVuSansMono")
    }
}
