import Foundation
import TestFixtures
import Testing

/// `run --template FILE.xib` on GNUstep: the user's cell prepared before any worker (its code compiled, said on the
/// terminal), built by the five constructions, compared as the seed's row is, and its stand-ins reported.
@Suite(
    .serialized,
    .enabled(if: GNUstepRun.canRun, "no GNUstep back end or no Xvfb: scripts/install-system-packages.sh installs them"))
struct GNUstepUserCellRunTests {
    @Test func runBuildsTheUserCellOnGNUstepAndListsItsStandIns() throws {
        let xib = try UserCellFixture.write()
        defer { try? FileManager.default.removeItem(at: xib.deletingLastPathComponent()) }
        let output = xib.deletingLastPathComponent().appendingPathComponent("results")
        let result = try CommandRunner.run([
            "run", "--allow-debug", "--variants", "gnustep-*", "--no-self-check", "--toolkit-processes", "2",
            "--toolkit-rounds", "3", "--warmup", "1", "--min-batch-us", "1", "--template", xib.path,
            "--output", output.path,
        ])
        try #require(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("compiled gnustep-code of UserCell.xib (Objective-C, 13 views)"))
        let folders = try FileManager.default.contentsOfDirectory(atPath: output.path)
        let folder = output.appendingPathComponent(try #require(folders.first))
        let samples = try String(contentsOf: folder.appendingPathComponent("samples.csv"), encoding: .utf8)
        let variants = Set(samples.split(separator: "\n").dropFirst().map { String($0.split(separator: ",")[0]) })
        let constructions = [
            "gnustep-code", "gnustep-archive-file", "gnustep-archive", "gnustep-archive-precomputed", "gnustep-nib",
        ]
        #expect(
            variants
                == Set(constructions.map { "\($0)/as-designed" } + constructions.map { "\($0)+layout/as-designed" }))
        let report = try String(contentsOf: folder.appendingPathComponent("report.md"), encoding: .utf8)
        #expect(report.contains("| gnustep-code/as-designed | gnustep-archive-file/as-designed |"))
        #expect(report.contains("| gnustep-code/as-designed | gnustep-archive/as-designed |"))
        #expect(report.contains("| gnustep-archive/as-designed | gnustep-archive-file/as-designed |"))
        #expect(report.contains("| gnustep-archive-precomputed/as-designed | gnustep-archive/as-designed |"))
        #expect(
            report.contains("| GNUstep AppKit | built |") && report.contains("| GNUstep AppKit | built and laid out |"))
        #expect(
            report.contains(
                "- GNUstep AppKit: 3 elements built as a named stand-in (a plain container of the element's size): "
                    + "`UIProgressView` × 1, `UISlider` × 1, `UIStackView` × 1"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".nibs").path))
    }

    /// A XIB of a plain view is no cell: GNUstep says so in one line and leaves its variants out; the model goes on.
    @Test func aXIBThatIsNoCellLeavesGNUstepOutInOneLine() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Plain.xib")
        try UserCellFixture.plainXIB.write(to: file, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("results")
        let result = try CommandRunner.run(
            CommandRunner.tinyRun + [
                "--toolkits", "model,gnustep", "--variants", "gnustep-*,nib-cached/as-designed", "--no-self-check",
                "--template", file.path, "--output", output.path,
            ])
        try #require(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "nib-or-not run: GNUstep AppKit cannot build the cell, its variants are left out: Plain.xib: has no "
                    + "tableViewCell or collectionViewCell; a user's cell must be one"))
        let run = output.appendingPathComponent(
            try #require(try FileManager.default.contentsOfDirectory(atPath: output.path).first))
        let samples = try String(contentsOf: run.appendingPathComponent("samples.csv"), encoding: .utf8)
        let variants = Set(samples.split(separator: "\n").dropFirst().map { String($0.split(separator: ",")[0]) })
        #expect(variants == ["nib-cached/as-designed"])
    }
}
