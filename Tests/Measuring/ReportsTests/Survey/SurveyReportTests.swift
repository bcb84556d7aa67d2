import Foundation
import Reports
import Results
import Testing

/// `survey.csv` and `survey.md` from known samples: ranked by the per-row cost, medians and intervals
/// over the processes, refused files listed last with their error.
@Suite struct SurveyReportTests {
    static func entry(_ name: String, refusal: String? = nil) -> SurveyReport.Entry {
        SurveyReport.Entry(
            name: name, kind: "nib", choice: nil, objects: 10, views: 3, constraints: 2,
            notModelled: name == "b.nib" ? ["UITraitCollection ×2 (kept, not run)"] : [], refusal: refusal)
    }

    static func samples(file: Int, perRow: Double, cached: Double) -> [SurveySample] {
        (1...3).flatMap { process in
            [
                SurveySample(
                    process: process, file: file, mode: .perRow, nanosecondsPerLoad: perRow * 1000 + Double(process)),
                SurveySample(
                    process: process, file: file, mode: .cached, nanosecondsPerLoad: cached * 1000 + Double(process)),
            ]
        }
    }

    static func report() throws -> SurveyReport {
        try SurveyReport(
            surveyed: "App.app",
            entries: [(entry("a.nib"), 0), (entry("b.nib"), 1), (entry("c.nib", refusal: "c.nib: byte 9: bad"), nil)],
            samples: samples(file: 0, perRow: 10, cached: 4) + samples(file: 1, perRow: 30, cached: 9), processes: 3)
    }

    @Test func filesAreRankedByPerRowCostWithRefusedOnesLast() throws {
        let report = try Self.report()
        #expect(report.rows.map(\.entry.name) == ["b.nib", "a.nib", "c.nib"])
        let top = try #require(report.rows[0].perRow)
        #expect(abs(top.median - 30.002) < 1e-9 && top.lower <= top.median && top.median <= top.upper)
        #expect(report.rows[2].perRow == nil && report.rows[2].cached == nil)
    }

    @Test func theCSVHasAColumnPerFigureAndARowPerFile() throws {
        let text = String(decoding: try Self.report().csv(), as: UTF8.self)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(
            lines[0]
                == """
                rank,file,kind,chosen_because,objects,views,constraints,not_modelled,per_row_us,per_row_low_us,\
                per_row_high_us,cached_us,cached_low_us,cached_high_us,refused
                """
        )
        #expect(lines[1].hasPrefix("1,b.nib,nib,,10,3,2,\"UITraitCollection ×2 (kept, not run)\",30.00,"))
        #expect(lines[3].hasPrefix("3,c.nib,nib,,10,3,2,,,,,,,,c.nib: byte 9: bad"))
    }

    @Test func theMarkdownSaysWhoseDecoderItIs() throws {
        let text = try Self.report().markdown()
        #expect(text.hasPrefix("# Survey of App.app\n"))
        #expect(
            text.contains("this project's model of UIKit's decoder") && text.contains("median over 3 worker processes"))
        #expect(
            text.contains("| 1 | b.nib | 10 | 3 | 2 | 30.0 (")
                && text.contains("| 3 | c.nib — refused: c.nib: byte 9: bad |"))
    }
}
