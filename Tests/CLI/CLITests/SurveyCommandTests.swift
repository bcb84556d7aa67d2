import Foundation
import Testing
import TestFixtures

/// `survey` end to end in a debug build (`--allow-debug`): the folder, the two files, the ranking, and a
/// damaged nib listed with its one-line error and a failing exit status.
@Suite struct SurveyCommandTests {
    @Test func aFolderIsSurveyedIntoCSVAndMarkdown() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("App.app")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        let cell = CommandRunner.packageRoot.appendingPathComponent("templates/Cell.xib")
        let compiled = try CommandRunner.run(["compile", cell.path, "-o", app.appendingPathComponent("Cell.nib").path])
        #expect(compiled.status == 0, "\(compiled.stderr)")
        try Data(contentsOf: cell).write(to: app.appendingPathComponent("Cell.xib"))
        let output = folder.appendingPathComponent("results")
        let result = try CommandRunner.run([
            "survey", app.path, "--allow-debug", "--processes", "2", "--batches", "1",
            "--batch-ms", "0.2", "--output", output.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("decoding 2 files") && result.stderr.contains("survey worker 2/2 started"))
        let runs = try FileManager.default.contentsOfDirectory(atPath: output.path)
        #expect(runs.count == 1)
        let run = output.appendingPathComponent(runs[0])
        let csv = try String(contentsOf: run.appendingPathComponent("survey.csv"), encoding: .utf8).split(
            separator: "\n")
        #expect(csv.count == 3 && csv[0].hasPrefix("rank,file,kind,"))
        #expect(Set(csv.dropFirst().map { $0.split(separator: ",")[1] }) == ["Cell.nib", "Cell.xib"])
        let markdown = try String(contentsOf: run.appendingPathComponent("survey.md"), encoding: .utf8)
        #expect(markdown.contains("model of UIKit's decoder") && markdown.contains("| Cell.nib |"))
        #expect(result.stdout.contains("1. Cell.") && result.stdout.contains("Survey: \(run.path)/survey.md"))
    }

    @Test func aDamagedNibIsListedWithItsErrorAndFailsTheSurvey() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("NIBArchive".utf8 + [1, 0, 0, 0]).write(to: folder.appendingPathComponent("Broken.nib"))
        let output = folder.appendingPathComponent("results")
        let result = try CommandRunner.run([
            "survey", folder.path, "--allow-debug", "--processes", "1", "--output", output.path,
        ])
        #expect(result.status == 1)
        #expect(result.stderr.contains("nib-or-not survey: Broken.nib: "))
        let runs = try FileManager.default.contentsOfDirectory(atPath: output.path)
        let csv = try String(
            contentsOf: output.appendingPathComponent(runs[0]).appendingPathComponent("survey.csv"), encoding: .utf8)
        #expect(csv.contains("1,Broken.nib,nib,") && csv.contains("Broken.nib: "))
    }

    @Test func anUnknownToolkitIsRefusedInOneLine() throws {
        let result = try CommandRunner.run(["survey", "templates", "--toolkits", "gtk,motif", "--allow-debug"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--toolkits: 'motif' is not a real toolkit; give some of gtk,"))
    }

    @Test func aPathThatDoesNotExistIsOneLine() throws {
        let result = try CommandRunner.run(["survey", "/nonexistent/App.app", "--allow-debug"])
        #expect(result.status == 1)
        #expect(
            result.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
                == "nib-or-not survey: /nonexistent/App.app: no such file or folder")
    }

    /// A compiled nib whose label uses a font this machine lacks is measured with the DejaVu stand-in, as
    /// its XIB is, and says so (corpus-2's `PostViewCell` uses Radikal).
    @Test(SharedFolder.needed) func aNibWithAMissingFontGetsTheXIBsStandIn() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let xib = SharedFolder.corpus("xib-corpus-2").appendingPathComponent("Yalantis__PixPic__PostViewCell.xib")
        let nib = folder.appendingPathComponent("PostViewCell.nib")
        #expect(try CommandRunner.run(["compile", xib.path, "-o", nib.path]).status == 0)
        for file in [xib, nib] {
            let result = try CommandRunner.run(["inspect", file.path])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("Fonts substituted: Radikal → DejaVuSans"), "\(file.lastPathComponent)")
        }
    }
}
