import Foundation
@testable import Reports
import Results
import TestFixtures
import Testing

/// Every file of a run folder made from `Fixture`, compared byte for byte with `Golden/`.
///
/// After an intended change of format, rewrite the golden files with
/// `UPDATE_GOLDEN=1 swift test --filter ReportsTests`, then review the diff before committing.
@Suite struct GoldenFileTests {
    static let golden = PackagePaths.inPackage("Tests/Measuring/ReportsTests/Golden")
    static let update = ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1"
    static let files = ["samples.csv", "cold.csv", "allocations.csv", "run.json"] + ReportGenerator.outputFiles

    @Test(arguments: files)
    func fileMatchesGolden(_ name: String) throws {
        let folder = try Fixture.runFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ReportGenerator.generate(in: folder)
        let made = try Data(contentsOf: folder.appendingPathComponent(name))
        let expected = GoldenFileTests.golden.appendingPathComponent(name)
        if GoldenFileTests.update {
            try FileManager.default.createDirectory(at: GoldenFileTests.golden, withIntermediateDirectories: true)
            try made.write(to: expected)
        }
        let golden = try Data(contentsOf: expected)
        #expect(
            String(decoding: made, as: UTF8.self) == String(decoding: golden, as: UTF8.self),
            "\(name) differs from Golden/\(name); if the change is intended, run with UPDATE_GOLDEN=1")
    }
}
