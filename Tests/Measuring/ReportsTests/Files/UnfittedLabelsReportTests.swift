import Foundation
@testable import Reports
import Results
import TestFixtures
import Testing

/// A user's cell whose labels UIKit shrinks to fit: the report names, per toolkit, the labels it built at their
/// designed size, and says nothing when every toolkit built none that way.
@Suite struct UnfittedLabelsReportTests {
    func report(_ unfitted: [String: Int]?) throws -> String {
        let data = Fixture.data()
        var metadata = Fixture.metadata(for: data)
        metadata.unfittedLabels = unfitted
        return MarkdownReport(analysis: try RunAnalysis(data: data, metadata: metadata, path: "run")).render()
    }

    @Test func eachToolkitsUnfittedLabelsAreListed() throws {
        let text = try report(["qt": 1, "gtk": 3])
        #expect(text.contains("## Shrink-to-fit on the toolkits"))
        #expect(text.contains("- GTK 4: 3 labels at the designed size\n- Qt 6: 1 label at the designed size\n"))
    }

    @Test func noSectionWhenNoLabelWasLeftUnfitted() throws {
        #expect(!(try report(["gtk": 0, "qt": 0])).contains("Shrink-to-fit on the toolkits"))
        #expect(!(try report(nil)).contains("Shrink-to-fit on the toolkits"))
    }
}
