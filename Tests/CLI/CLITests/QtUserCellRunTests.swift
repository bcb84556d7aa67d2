import Foundation
import TestFixtures
import Testing

/// `run --template FILE.xib` on Qt Widgets: the user's cell prepared before any worker (uic run on its form, its code
/// and uic's compiled into one module, said on the terminal), built by the three constructions, compared as the
/// seed's row is (uic's code against hand-written code included), and its stand-ins reported.
@Suite(.serialized) struct QtUserCellRunTests {
    @Test func runBuildsTheUserCellOnQtAndListsItsStandIns() throws {
        let xib = try UserCellFixture.write()
        defer { try? FileManager.default.removeItem(at: xib.deletingLastPathComponent()) }
        let output = xib.deletingLastPathComponent().appendingPathComponent("results")
        let result = try CommandRunner.run([
            "run", "--allow-debug", "--toolkits", "qt", "--variants", "qt-*", "--no-self-check",
            "--toolkit-processes", "2", "--toolkit-rounds", "3", "--warmup", "1", "--min-batch-us", "1", "--template",
            xib.path, "--output", output.path,
        ])
        try #require(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("compiled qt-code and qt-uic of UserCell.xib (C++, 13 widgets)"))
        let folders = try FileManager.default.contentsOfDirectory(atPath: output.path)
        let folder = output.appendingPathComponent(try #require(folders.first))
        let samples = try String(contentsOf: folder.appendingPathComponent("samples.csv"), encoding: .utf8)
        let variants = Set(samples.split(separator: "\n").dropFirst().map { String($0.split(separator: ",")[0]) })
        #expect(
            variants == [
                "qt-code/as-designed", "qt-uic/as-designed", "qt-uiloader/as-designed", "qt-code+layout/as-designed",
                "qt-uic+layout/as-designed", "qt-uiloader+layout/as-designed",
            ])
        let report = try String(contentsOf: folder.appendingPathComponent("report.md"), encoding: .utf8)
        #expect(report.contains("| qt-code/as-designed | qt-uiloader/as-designed |"))
        #expect(report.contains("| qt-code/as-designed | qt-uic/as-designed |"))
        #expect(report.contains("| qt-code+layout/as-designed | qt-uiloader+layout/as-designed |"))
        #expect(report.contains("| Qt 6 | built |") && report.contains("| Qt 6 | built and laid out |"))
        #expect(
            report.contains(
                "- Qt 6: 2 elements built as a named stand-in (a plain container of the element's size): "
                    + "`UIProgressView` × 1, `UISlider` × 1"))
    }
}
