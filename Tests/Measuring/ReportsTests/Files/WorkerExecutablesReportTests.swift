import Foundation
@testable import Reports
import Results
import TestFixtures
import Testing

/// The report says what ran each group's workers, when `run.json` records it.
@Suite struct WorkerExecutablesReportTests {
    func report(_ executables: [String: String]?) throws -> String {
        let data = Fixture.data()
        var metadata = Fixture.metadata(for: data)
        metadata.plan.workerExecutables = executables
        return MarkdownReport(analysis: try RunAnalysis(data: data, metadata: metadata, path: "run")).render()
    }

    @Test func eachGroupsExecutableIsNamed() throws {
        #expect(
            try report(["model": "nib-or-not-worker-model"]).contains(
                """
                - Worker executables: model `nib-or-not-worker-model`; each links only its own toolkit, the \
                model's none\n
                """
            ))
        #expect(
            try report(["model": "nib-or-not worker"]).contains(
                """
                - Worker executables: model `nib-or-not worker`; `nib-or-not worker` links every toolkit, the \
                others only their own\n
                """
            ))
        #expect(try !report(nil).contains("- Worker executables"))
    }
}
