import Foundation
import Results
import TestFixtures
import Testing
@testable import Reports

/// `survey --toolkits`: each cell's figures are its run's comparisons of code with the templates, turned over to
/// template / code, and the cells are ranked by the geometric mean of template per row / code.
@Suite struct SurveyToolkitsTests {
    static let gtk = ToolkitLineup.named("gtk")!
    static let qt = ToolkitLineup.named("qt")!

    /// A run folder whose comparisons.csv holds `rows` (a, b, ratio, low, high).
    func runFolder(_ rows: [(String, String, Double, Double, Double)]) throws -> URL {
        let folder = try Fixture.temporaryFolder()
        let comparisons = rows.map { a, b, ratio, lower, upper in
            ComparisonRow(
                spec: ComparisonSpec(.codeVersusTemplate, a, b), ratio: ratio, lower: lower, upper: upper,
                pValue: 0.001, adjustedPValue: 0.002, processes: 5, verdict: .faster)
        }
        try ComparisonsCSV.encode(comparisons).write(to: folder.appendingPathComponent("comparisons.csv"))
        return folder
    }

    @Test func figuresAreTemplateOverCodeWhicheverWayTheRunCompared() throws {
        let run = try runFolder([
            ("gtk-code/as-designed", "gtk-builder/as-designed", 0.25, 0.2, 0.5),
            ("gtk-template/as-designed", "gtk-code/as-designed", 2.0, 1.5, 2.5),
            ("qt-code/as-designed", "qt-uiloader/as-designed", 0.1, 0.08, 0.125),
            // The seed's row's comparison is not the cell's.
            ("gtk-code/fit", "gtk-builder/fit", 0.5, 0.4, 0.6),
        ])
        defer { try? FileManager.default.removeItem(at: run) }
        let cell = try SurveyToolkits.reading(
            SurveyToolkits.Cell(name: "A.xib", runFolder: "cells/A.xib/run"), run: run, toolkits: [Self.gtk, Self.qt])
        #expect(cell.perRow["gtk"] == SurveyToolkits.Figure(ratio: 4, lower: 2, upper: 5))
        #expect(cell.kept["gtk"] == SurveyToolkits.Figure(ratio: 2, lower: 1.5, upper: 2.5))
        #expect(cell.perRow["qt"] == SurveyToolkits.Figure(ratio: 10, lower: 8, upper: 12.5))
        #expect(cell.kept["qt"] == nil, "Qt Widgets keeps no template")
        #expect(abs(try #require(cell.meanPerRowRatio) - 40.0.squareRoot()) < 1e-9)
    }

    @Test func cellsAreRankedByWhatCodeSavesAndFilesWithoutFiguresComeLast() throws {
        var small = SurveyToolkits.Cell(name: "Small.xib", runFolder: "cells/Small.xib/r")
        small.perRow["gtk"] = .init(ratio: 1.5, lower: 1.4, upper: 1.6)
        var large = SurveyToolkits.Cell(name: "Large.nib", runFolder: "cells/Large.nib/r")
        large.perRow["gtk"] = .init(ratio: 3, lower: 2.9, upper: 3.1)
        large.kept["gtk"] = .init(ratio: 1.2, lower: 1.1, upper: 1.3)
        let plain = SurveyToolkits.Cell(name: "Plain.xib", refusal: "not measured on the toolkits: no cell")
        let survey = SurveyToolkits(toolkits: [Self.gtk], cells: [plain, small, large])
        #expect(survey.cells.map(\.name) == ["Large.nib", "Small.xib", "Plain.xib"])
        let csv = String(decoding: try survey.csv(), as: UTF8.self).split(separator: "\n")
        #expect(csv.first == Substring(SurveyToolkits.columns.joined(separator: ",")))
        #expect(csv[1] == "1,Large.nib,gtk,3.000,2.900,3.100,1.200,1.100,1.300,cells/Large.nib/r,")
        #expect(csv[3] == "3,Plain.xib,,,,,,,,,not measured on the toolkits: no cell")
        let markdown = survey.markdown()
        #expect(markdown.contains("| rank | file | GTK 4: per row / code, kept / code |"))
        #expect(markdown.contains("| 1 | Large.nib | 3.00 (2.90–3.10), 1.20 (1.10–1.30) |"))
        #expect(markdown.contains("| 2 | Small.xib | 1.50 (1.40–1.60), — |"))
        #expect(markdown.contains("| 3 | Plain.xib — not measured on the toolkits: no cell | —, — |"))
    }
}
