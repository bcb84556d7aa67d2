import Foundation
import TestFixtures
import Testing

/// `run --template FILE.xib` on Qt Quick: the user's cell prepared before any worker (its C++ and Qt's tools' C++
/// compiled, said on the terminal), built by the six constructions, compared as the seed's row is, and its stand-ins
/// reported.
@Suite(.serialized) struct QmlUserCellRunTests {
    @Test func runBuildsTheUserCellOnQtQuickAndListsItsStandIns() throws {
        let xib = try UserCellFixture.write()
        defer { try? FileManager.default.removeItem(at: xib.deletingLastPathComponent()) }
        let output = xib.deletingLastPathComponent().appendingPathComponent("results")
        let result = try CommandRunner.run([
            "run", "--allow-debug", "--variants", "qml-*", "--no-self-check", "--toolkit-processes", "2",
            "--toolkit-rounds", "3", "--warmup", "1", "--min-batch-us", "1", "--template", xib.path,
            "--output", output.path,
        ])
        try #require(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("compiled qml-code of UserCell.xib (C++, 13 items)"))
        #expect(
            result.stderr.contains("compiled qml-cachegen and qml-tc of UserCell.xib (qmlcachegen's and qmltc's C++"))
        let folders = try FileManager.default.contentsOfDirectory(atPath: output.path)
        let folder = output.appendingPathComponent(try #require(folders.first))
        let samples = try String(contentsOf: folder.appendingPathComponent("samples.csv"), encoding: .utf8)
        let variants = Set(samples.split(separator: "\n").dropFirst().map { String($0.split(separator: ",")[0]) })
        #expect(
            variants == [
                "qml-code/as-designed", "qml-component-file/as-designed", "qml-component/as-designed",
                "qml-component-precomputed/as-designed", "qml-cachegen/as-designed", "qml-tc/as-designed",
                "qml-code+layout/as-designed", "qml-component-file+layout/as-designed",
                "qml-component+layout/as-designed", "qml-component-precomputed+layout/as-designed",
                "qml-cachegen+layout/as-designed", "qml-tc+layout/as-designed",
            ])
        let report = try String(contentsOf: folder.appendingPathComponent("report.md"), encoding: .utf8)
        #expect(report.contains("| qml-code/as-designed | qml-component-file/as-designed |"))
        #expect(report.contains("| qml-code/as-designed | qml-component/as-designed |"))
        #expect(report.contains("| qml-component/as-designed | qml-component-file/as-designed |"))
        #expect(report.contains("| qml-code/as-designed | qml-tc/as-designed |"))
        #expect(report.contains("| qml-cachegen/as-designed | qml-component/as-designed |"))
        #expect(report.contains("| qml-component-precomputed/as-designed | qml-component/as-designed |"))
        #expect(report.contains("| Qt Quick | built |") && report.contains("| Qt Quick | built and laid out |"))
        #expect(
            report.contains(
                "- Qt Quick: 4 elements built as a named stand-in (a plain container of the element's size): "
                    + "`UIButton` × 1, `UIProgressView` × 1, `UISlider` × 1, `UISwitch` × 1"))
    }
}
