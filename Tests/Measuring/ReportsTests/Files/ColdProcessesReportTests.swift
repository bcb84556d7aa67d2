import Foundation
@testable import Reports
import Results
import TestFixtures
import Testing

/// The method says each group's cold series, and which real toolkits had none (a default run's toolkits).
@Suite struct ColdProcessesReportTests {
    @Test func toolkitsWithoutAColdSeriesAreSaidTogether() throws {
        let data = Fixture.data()
        var metadata = Fixture.metadata(for: data)
        metadata.plan.coldProcesses = 3
        metadata.plan.toolkitGroups = [("gtk", 1), ("qt", 0), ("webkit", 0)].map { toolkit, cold in
            ToolkitGroup(
                toolkit: toolkit, variants: [], processes: 5, warmupRounds: 1, rounds: 10, coldProcesses: cold,
                countingRows: 1)
        }
        let report = MarkdownReport(analysis: try RunAnalysis(data: data, metadata: metadata, path: "run")).render()
        #expect(
            report.contains(
                "- Cold processes: 3 per variant, \(metadata.plan.coldRows) rows each; 1 per gtk variant; "
                    + "none for qt, webkit (`--cold-processes` gives them a cold series)\n"), "\(report)")
    }
}
