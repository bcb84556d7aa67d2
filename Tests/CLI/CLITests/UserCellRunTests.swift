import Foundation
import TestFixtures
import Testing

/// `run --template FILE.xib` on GTK: the user's cell prepared before any worker (its code compiled, said on the
/// terminal), built by the four constructions, compared as the seed's row is, and its stand-ins reported.
@Suite(.serialized, TestDisplay.needed(for: "GTK 4")) struct UserCellRunTests {
    @Test func runBuildsTheUserCellOnGtkAndListsItsStandIns() throws {
        let xib = try UserCellFixture.write()
        defer { try? FileManager.default.removeItem(at: xib.deletingLastPathComponent()) }
        let output = xib.deletingLastPathComponent().appendingPathComponent("results")
        let result = try CommandRunner.run([
            "run", "--allow-debug", "--variants", "gtk-*", "--no-self-check", "--toolkit-processes", "2",
            "--toolkit-rounds", "3", "--warmup", "1", "--min-batch-us", "1", "--template", xib.path,
            "--output", output.path,
        ])
        try #require(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("compiled gtk-code of UserCell.xib (C, 13 widgets)"))
        let folders = try FileManager.default.contentsOfDirectory(atPath: output.path)
        let folder = output.appendingPathComponent(try #require(folders.first))
        let samples = try String(contentsOf: folder.appendingPathComponent("samples.csv"), encoding: .utf8)
        let variants = Set(samples.split(separator: "\n").dropFirst().map { String($0.split(separator: ",")[0]) })
        #expect(
            variants == [
                "gtk-code/as-designed", "gtk-builder/as-designed", "gtk-template/as-designed",
                "gtk-template-precomputed/as-designed", "gtk-code+layout/as-designed", "gtk-builder+layout/as-designed",
                "gtk-template+layout/as-designed", "gtk-template-precomputed+layout/as-designed",
            ])
        let report = try String(contentsOf: folder.appendingPathComponent("report.md"), encoding: .utf8)
        #expect(report.contains("| gtk-code/as-designed | gtk-builder/as-designed |"))
        #expect(report.contains("| gtk-code/as-designed | gtk-template/as-designed |"))
        #expect(report.contains("| gtk-template/as-designed | gtk-builder/as-designed |"))
        #expect(report.contains("| gtk-code+layout/as-designed | gtk-builder+layout/as-designed |"))
        #expect(report.contains("| gtk-template-precomputed/as-designed | gtk-template/as-designed |"))
        // The side-by-side table answers for the cell as for the seed's row: template per row / code, kept / code.
        #expect(report.contains("## The seed's question on your cell on every toolkit"))
        #expect(report.contains("Time per row of the user's cell `UserCell.xib` as designed"))
        // The paragraph names the cell's constructions, not the seed's row's (no fitted sizes written in).
        #expect(report.contains("GTK 4: GTK code (`gtk-code`), GtkBuilder (`gtk-builder`), the GTK class template"))
        #expect(!report.contains("the same with fitted sizes in the template"))
        #expect(report.contains("| GTK 4 | built |") && report.contains("| GTK 4 | built and laid out |"))
        #expect(report.contains("## Stand-ins on each toolkit"))
        #expect(
            report.contains(
                "- GTK 4: 2 elements built as a named stand-in (a plain container of the element's size): "
                    + "`UIProgressView` × 1, `UISlider` × 1"))
        // The prepared files and the compiled module go with the run's compiled nibs: nothing is left behind.
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".nibs").path))
    }

    /// A compiled nib of the cell is built on GTK from the tree it decodes to, beside the model's nib variants.
    @Test func runBuildsACompiledNibsCellOnGtk() throws {
        let xib = try UserCellFixture.write()
        let folder = xib.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        let nib = folder.appendingPathComponent("UserCell.nib")
        #expect(try CommandRunner.run(["compile", xib.path, "-o", nib.path]).status == 0)
        let output = folder.appendingPathComponent("results")
        let result = try CommandRunner.run(
            CommandRunner.tinyRun + [
                "--toolkits", "model,gtk", "--variants", "gtk-code*,gtk-builder/*,nib-cached/as-designed",
                "--no-self-check", "--template", nib.path, "--output", output.path,
            ])
        try #require(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("compiled gtk-code of UserCell.nib (C, 13 widgets)"), "\(result.stderr)")
        let run = output.appendingPathComponent(
            try #require(try FileManager.default.contentsOfDirectory(atPath: output.path).first))
        let variants = try CommandRunner.variantsMeasured(in: run)
        #expect(
            variants == [
                "nib-cached/as-designed", "gtk-code/as-designed", "gtk-code+layout/as-designed",
                "gtk-builder/as-designed",
            ])
        let report = try String(contentsOf: run.appendingPathComponent("report.md"), encoding: .utf8)
        #expect(report.contains("| gtk-code/as-designed | gtk-builder/as-designed |"))
        #expect(report.contains("`UIProgressView` × 1, `UISlider` × 1"))
    }

    /// `survey --toolkits gtk`: each cell of the folder, XIB or nib, gets a run of its own on GTK, and the survey ranks
    /// them by template per row / code; a plain view's XIB is listed as no cell, without failing the survey.
    @Test func surveyWithToolkitsRanksTheCellsByWhatCodeSaves() throws {
        let xib = try UserCellFixture.write()
        let folder = xib.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            try CommandRunner.run(["compile", xib.path, "-o", folder.appendingPathComponent("UserCell.nib").path])
                .status == 0)
        let plain = folder.appendingPathComponent("Plain.xib")
        try UserCellFixture.plainXIB.write(to: plain, atomically: true, encoding: .utf8)
        let output = folder.deletingLastPathComponent().appendingPathComponent("survey-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try CommandRunner.run([
            "survey", folder.path, "--toolkits", "gtk", "--allow-debug", "--processes", "2", "--batches", "3",
            "--batch-ms", "0.2", "--output", output.path,
        ])
        try #require(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("cell 1/2 on the toolkits: UserCell.nib"), "\(result.stderr)")
        let survey = output.appendingPathComponent(
            try #require(
                try FileManager.default.contentsOfDirectory(
                    atPath: output.path
                ).first))
        let csv = try String(contentsOf: survey.appendingPathComponent("survey-toolkits.csv"), encoding: .utf8)
            .split(separator: "\n")
        #expect(csv.count == 4, "\(csv)")
        #expect(csv.dropFirst().filter { $0.contains(",gtk,") }.count == 2)
        #expect(
            csv.last?.hasPrefix("3,Plain.xib,") == true && csv.last?.contains("not measured on the toolkits") == true)
        let markdown = try String(contentsOf: survey.appendingPathComponent("survey.md"), encoding: .utf8)
        #expect(markdown.contains("## What code would save on each toolkit"))
        #expect(markdown.contains("| rank | file | GTK 4: per row / code, kept / code |"))
        let run = survey.appendingPathComponent("cells/UserCell.xib")
        let runs = try FileManager.default.contentsOfDirectory(atPath: run.path)
        #expect(runs.count == 1)
        #expect(FileManager.default.fileExists(atPath: run.appendingPathComponent(runs[0] + "/report.md").path))
        #expect(result.stdout.contains("template per row / code GTK 4 "))
    }

    /// A XIB of a plain view is no cell: GTK says so in one line and leaves its variants out; the model goes on.
    @Test func aXIBThatIsNoCellLeavesGtkOutInOneLine() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Plain.xib")
        try UserCellFixture.plainXIB.write(to: file, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("results")
        let result = try CommandRunner.run(
            CommandRunner.tinyRun + [
                "--toolkits", "model,gtk", "--variants", "gtk-*,nib-cached/as-designed", "--no-self-check",
                "--template", file.path, "--output", output.path,
            ])
        try #require(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "nib-or-not run: GTK 4 cannot build the cell, its variants are left out: Plain.xib: has no "
                    + "tableViewCell or collectionViewCell; a user's cell must be one"))
        let run = output.appendingPathComponent(
            try #require(
                try FileManager.default.contentsOfDirectory(
                    atPath: output.path
                ).first))
        let samples = try String(contentsOf: run.appendingPathComponent("samples.csv"), encoding: .utf8)
        let variants = Set(samples.split(separator: "\n").dropFirst().map { String($0.split(separator: ",")[0]) })
        #expect(variants == ["nib-cached/as-designed"])
    }
}
