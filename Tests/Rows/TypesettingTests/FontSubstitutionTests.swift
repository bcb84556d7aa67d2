import Foundation
import TestFixtures
import Testing
import Typesetting

/// System font weights on the DejaVu faces, and the substitution table for fonts that are not installed.
@Suite struct FontSubstitutionTests {
    let measurer: FreeTypeMeasurer

    init() throws {
        measurer = try FreeTypeMeasurer()
    }

    @Test(arguments: [
        (FontWeight.ultraLight, "DejaVuSans-ExtraLight"), (.thin, "DejaVuSans-ExtraLight"), (.light, "DejaVuSans"),
        (.medium, "DejaVuSans"), (.semibold, "DejaVuSans-Bold"), (.heavy, "DejaVuSans-Bold"),
        (.black, "DejaVuSans-Bold"),
    ])
    func weightsMapOntoTheDejaVuFaces(weight: FontWeight, postScriptName: String) throws {
        #expect(try measurer.resolvedFont(for: .weightedSystem(weight)).postScriptName == postScriptName)
    }

    @Test func regularAndBoldWeightsAreTheSystemFaces() {
        #expect(FontDescriptor.Face.system(weight: .regular) == .system)
        #expect(FontDescriptor.Face.system(weight: .bold) == .boldSystem)
        #expect(FontDescriptor(.system(weight: .medium), size: 17).description == "system-medium 17pt")
    }

    @Test func tableParsesEveryStandInForm() throws {
        let table = try FontSubstitutions.parse(
            """
            # comment
            Avenir-Medium\tsystem

            Avenir-Heavy\tbold-system\r
            Avenir-Oblique \t italic-system
            HelveticaNeue-Thin\tsystem-thin
            Menlo-Regular\tDejaVu Sans Mono
            """, path: "subs.tsv")
        #expect(
            table == [
                "Avenir-Medium": .system, "Avenir-Heavy": .boldSystem, "Avenir-Oblique": .italicSystem,
                "HelveticaNeue-Thin": .weightedSystem(.thin), "Menlo-Regular": .named("DejaVu Sans Mono"),
            ])
    }

    @Test(arguments: [
        ("Avenir-Medium system\n", 1, "expected two tab-separated fields"),
        ("A\tsystem\nA\tbold-system\n", 2, "'A' is already mapped on line 1"),
        ("# x\nA\tsystem-hefty\n", 2, "'system-hefty' is not a system weight"),
        ("A\t\n", 1, "expected two tab-separated fields"),
    ])
    func malformedTablesNameTheLine(text: String, line: Int, fragment: String) throws {
        let error = try #require(throws: TypesettingError.self) { try FontSubstitutions.parse(text, path: "subs.tsv") }
        #expect(error.description.hasPrefix("subs.tsv:\(line): ") && error.description.contains(fragment), "\(error)")
    }

    @Test func missingTableIsAnError() {
        #expect(throws: TypesettingError.self) { try FontSubstitutions.load(path: "/nonexistent/subs.tsv") }
    }

    @Test func theDefaultTableLoadsAndResolvesEveryStandIn() throws {
        let path = PackagePaths.inPackage("templates/font-substitutions.tsv").path
        let table = try FontSubstitutions.load(path: path)
        #expect(table["Avenir-Medium"] == .system && table["HelveticaNeue-Bold"] == .boldSystem && table.count > 100)
        let substituting = try FreeTypeMeasurer(substitutions: table)
        for name in table.keys.sorted() {
            _ = try substituting.width(of: "x", in: FontDescriptor(.named(name), size: 10))
        }
        #expect(substituting.substitutionsUsed.count == table.count)
    }

    @Test func measurerReportsOnlyTheSubstitutionsItUsed() throws {
        let substituting = try FreeTypeMeasurer(substitutions: ["Avenir-Medium": .system, "Futura-Bold": .boldSystem])
        #expect(substituting.substitutionsUsed.isEmpty)
        let width = try substituting.width(of: "Amount", in: FontDescriptor(.named("Avenir-Medium"), size: 25))
        #expect(width == (try measurer.width(of: "Amount", in: .system(25))))
        _ = try substituting.width(of: "x", in: FontDescriptor(.named("DejaVu Serif"), size: 12))
        #expect(substituting.substitutionsUsed.map(\.name) == ["Avenir-Medium"])
        #expect(substituting.substitutionsUsed.first?.font.postScriptName == "DejaVuSans")
    }
}
