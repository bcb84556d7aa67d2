import Foundation
import TestFixtures
import Testing

/// `run --template FILE.xib` in Chromium: the user's cell prepared before any worker (nothing compiled), built by the
/// six constructions, compared as the seed's row is, and its stand-ins reported.
@Suite(.serialized, WebEngineTraits.chromium) struct WebUserCellRunTests {
    @Test func runBuildsTheUserCellInChromiumAndListsItsStandIns() throws {
        // GTK's fixture: the web one names a font the run's check of the template refuses, as it is not installed.
        let xib = try UserCellFixture.write()
        defer { try? FileManager.default.removeItem(at: xib.deletingLastPathComponent()) }
        let output = xib.deletingLastPathComponent().appendingPathComponent("results")
        let result = try CommandRunner.run([
            "run", "--allow-debug", "--toolkits", "chromium", "--variants", "chromium-*", "--no-self-check",
            "--toolkit-processes", "2", "--toolkit-rounds", "3", "--warmup", "1", "--min-batch-us", "1",
            "--template", xib.path, "--output", output.path,
        ])
        try #require(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("compiled "), "nothing is compiled for the web")
        let folders = try FileManager.default.contentsOfDirectory(atPath: output.path)
        let folder = output.appendingPathComponent(try #require(folders.first))
        let samples = try String(contentsOf: folder.appendingPathComponent("samples.csv"), encoding: .utf8)
        let variants = Set(samples.split(separator: "\n").dropFirst().map { String($0.split(separator: ",")[0]) })
        let constructions = ["code", "code-css", "html", "template", "template-import", "template-precomputed"]
        #expect(
            variants
                == Set(
                    constructions.flatMap {
                        ["chromium-\($0)/as-designed", "chromium-\($0)+layout/as-designed"]
                    }))
        let report = try String(contentsOf: folder.appendingPathComponent("report.md"), encoding: .utf8)
        #expect(report.contains("| chromium-code/as-designed | chromium-html/as-designed |"))
        #expect(report.contains("| chromium-code/as-designed | chromium-template/as-designed |"))
        #expect(report.contains("| chromium-template+layout/as-designed | chromium-html+layout/as-designed |"))
        #expect(report.contains("| chromium-template-precomputed/as-designed | chromium-template/as-designed |"))
        #expect(report.contains("| Chromium | built |") && report.contains("| Chromium | built and laid out |"))
        #expect(
            report.contains(
                "- Chromium: 2 elements built as a named stand-in (a plain container of the element's size): "
                    + "`UIProgressView` × 1, `UISlider` × 1"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".nibs").path))
    }
}
