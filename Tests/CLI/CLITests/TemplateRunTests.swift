import Foundation
import TestFixtures
import Testing

/// A real Xcode XIB of the corpus beside the package, never copied into it.
private let corpus = SharedFolder.corpus("xib-corpus")
private let avenirCell = corpus.appendingPathComponent("ArtyomBeldeiko__TipsCalculator__TableViewCell.xib").path

/// `run --template FILE.xib`: any supported XIB in the benchmark.
@Suite(.serialized) struct TemplateRunTests {
    @Test(SharedFolder.needed) func runMeasuresTheTemplatesSixVariantsAndReportsTheSubstitutedFonts() throws {
        let output = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try CommandRunner.run(CommandRunner.tinyRun + ["--template", avenirCell, "--output", output.path])
        try #require(result.status == 0, "\(result.stderr)")
        let folders = try FileManager.default.contentsOfDirectory(atPath: output.path)
        let folder = output.appendingPathComponent(try #require(folders.first))
        #expect(folders.count == 1 && !folders[0].hasPrefix("."))
        let samples = try String(contentsOf: folder.appendingPathComponent("samples.csv"), encoding: .utf8)
        let variants = Set(samples.split(separator: "\n").dropFirst().map { String($0.split(separator: ",")[0]) })
        // The XIB compiled to a nib and as a template, in every construction, and the harness self-check,
        // which runs beside them by default.
        #expect(
            variants == [
                "nib/as-designed", "nib-cached/as-designed", "nib-precomputed/as-designed",
                "template-uncached/as-designed", "template-cached/as-designed", "template-precomputed/as-designed",
                "selfcheck/equal-a", "selfcheck/equal-b", "selfcheck/plus-3pct",
            ])
        let report = try String(contentsOf: folder.appendingPathComponent("report.md"), encoding: .utf8)
        #expect(
            report.hasPrefix("# Caching a nib: building the row of `ArtyomBeldeiko__TipsCalculator__TableViewCell.xib`")
        )
        #expect(report.contains("- Fonts substituted: Avenir-Medium → DejaVuSans"))
        #expect(report.contains("template-cached/as-designed | template-uncached/as-designed"))
        #expect(report.contains("nib-cached/as-designed | nib/as-designed"))
        // The picture of the user's row, drawn with the stand-in face at its size, and linked from the report.
        let picture = try String(contentsOf: folder.appendingPathComponent("row.svg"), encoding: .utf8)
        #expect(picture.contains("<text ") && picture.contains("font-family=\"Avenir-Medium, DejaVu Sans\""))
        #expect(report.contains("![row.svg](row.svg)"))
        #expect(report.contains("nib-cached/as-designed | nib/as-designed"))
        let runJSON = try String(contentsOf: folder.appendingPathComponent("run.json"), encoding: .utf8)
        #expect(runJSON.contains("\"templateFile\" : \"\(avenirCell)\"") && runJSON.contains("font-substitutions.tsv"))
    }

    @Test func aTemplateThatCannotBeReadFailsWithOneLineBeforeAnyWorker() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Broken.xib")
        try """
        <?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" \
        version=\"3.0\">\n<objects>\n<view id=\"v\" sparkle=\"YES\"/>\n</objects>\n</document>\n
        """
        .write(to: file, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("results")
        let result = try CommandRunner.run(
            CommandRunner.tinyRun + ["--strict", "--template", file.path, "--output", output.path])
        #expect(result.status == 1)
        let message = result.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(
            message
                == """
                nib-or-not run: \(file.path):4: <view> attribute 'sparkle' is not supported by this reader (see \
                templates/README.md); remove it or extend the reader (or read without --strict)
                """
        )
        #expect(!FileManager.default.fileExists(atPath: output.path), "no run folder before the template is known good")
        #expect(!result.stderr.contains("worker"))
        // Without --strict the attribute is left out, and the report says so.
        let tolerant = try CommandRunner.run(
            CommandRunner.tinyRun + ["--template", file.path, "--output", output.path])
        try #require(tolerant.status == 0, "\(tolerant.stderr)")
        let run = output.appendingPathComponent(
            try #require(try FileManager.default.contentsOfDirectory(atPath: output.path).first))
        let report = try String(contentsOf: run.appendingPathComponent("report.md"), encoding: .utf8)
        #expect(
            report.contains("- Not modelled (kept or stood in for, not built as UIKit would): sparkle= on <view> ×1"))
    }

    @Test(
        SharedFolder.needed,
        arguments: [
            (["--template", "/nonexistent/Cell.xib"], "--template"),
            (["--template", avenirCell, "--variants", "code/*"], "--variants"),
            (["--template", avenirCell, "--font-substitutions", "/nonexistent/subs.tsv"], "--font-substitutions"),
        ])
    func badTemplateOptionsFailNamingTheOption(arguments: [String], named: String) throws {
        let result = try CommandRunner.run(["run"] + arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains(named))
    }

    @Test(SharedFolder.needed) func inspectSaysWhichFontsWereSubstituted() throws {
        let result = try CommandRunner.run(["inspect", avenirCell])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("TableViewCell ") == true)
        #expect(lines.last == "Fonts substituted: Avenir-Medium → DejaVuSans")
        // Without the table the font cannot be measured, and the error says how to fix it.
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bare = try CommandRunner.run(["inspect", avenirCell], directory: folder)
        #expect(bare.status != 0 && bare.stderr.contains("font 'Avenir-Medium' was not found by fontconfig"))
    }

    @Test func listShowsTheCustomTemplateVariants() throws {
        let result = try CommandRunner.run(["list"])
        #expect(result.stdout.contains("template-precomputed/as-designed"))
        #expect(result.stdout.contains("gtk-code/as-designed               FILE.xib or FILE.nib on GTK 4"))
        #expect(
            result.stdout.contains("nib-cached/as-designed")
                && result.stdout.contains("or FILE.nib (run --template FILE.nib: measured as it is)"))
    }
}
