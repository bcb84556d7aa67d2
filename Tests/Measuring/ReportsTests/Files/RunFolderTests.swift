import Foundation
@testable import Reports
import Results
import TestFixtures
import Testing

@Suite struct RunFolderTests {
    @Test func regeneratingTheReportGivesTheSameBytes() throws {
        let folder = try Fixture.runFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let firstHeadlines = try ReportGenerator.generate(in: folder)
        let first = try ReportGenerator.outputFiles.map { try Data(contentsOf: folder.appendingPathComponent($0)) }
        for name in ReportGenerator.outputFiles {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
        let secondHeadlines = try ReportGenerator.generate(in: folder)
        let second = try ReportGenerator.outputFiles.map { try Data(contentsOf: folder.appendingPathComponent($0)) }
        #expect(first == second)
        #expect(firstHeadlines == secondHeadlines)
        // One headline per question the fixture can answer: all but the self-check and flattening, whose
        // variants it lacks.
        #expect(firstHeadlines.count == Question.allCases.count - 2)
    }

    @Test func noTemporaryFilesAreLeftBehind() throws {
        let folder = try Fixture.runFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ReportGenerator.generate(in: folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(
            names
                == (["allocations.csv", "cold.csv", "run.json", "samples.csv"] + ReportGenerator.outputFiles).sorted())
    }

    @Test func aRunWithSomeVariantsSaysWhichComparisonsItSkipped() throws {
        let data = Fixture.data(variants: ["code/fit", "template-cached/fit"])
        let analysis = try RunAnalysis(data: data, metadata: Fixture.metadata(for: data), path: "run")
        #expect(analysis.comparisons.map { "\($0.spec.a) vs \($0.spec.b)" } == ["code/fit vs template-cached/fit"])
        // A run without any nib variant still lists the nib pairs first, as skipped.
        #expect(analysis.skipped.count == ComparisonCatalog.all.count + ComparisonCatalog.templates.count - 1)
        let report = MarkdownReport(analysis: analysis).render()
        #expect(
            report.contains(
                """
                - Not compared (variants not in this run): code/fit vs nib-cached/fit; code/nofit vs \
                nib-cached/nofit; code/fit vs nib/fit; code/nofit vs nib/nofit; code/fit vs nib-precomputed/fit; \
                code/nofit vs template-cached/nofit; code/fit vs template-uncached/fit; code/nofit vs \
                template-uncached/nofit; code/fit vs template-precomputed/fit.
                """
            ))
        #expect(report.contains("| template-precomputed | — | — |") == false)
    }

    @Test func theAllocationTableSaysWhichProcessesCounted() throws {
        let data = Fixture.data(processes: 2, variants: ["code/fit", "code/nofit"])
        var metadata = Fixture.metadata(for: data)
        #expect(
            MarkdownReport(analysis: try RunAnalysis(data: data, metadata: metadata, path: "run")).render()
                .contains("From a separate counting pass in each steady process ("))
        metadata.plan.countingProcesses = 3
        #expect(
            MarkdownReport(analysis: try RunAnalysis(data: data, metadata: metadata, path: "run")).render()
                .contains("From a separate counting pass in the first 3 steady processes of each group ("))
    }

    @Test func theReportSaysHowManyBatchesWereTimedAgain() throws {
        let data = Fixture.data(processes: 2, variants: ["code/fit", "code/nofit"])
        var metadata = Fixture.metadata(for: data)
        let report = { MarkdownReport(analysis: try RunAnalysis(data: data, metadata: metadata, path: "run")).render() }
        #expect(!(try report()).contains("Batches timed again"))
        metadata.retimedBatches = [:]
        #expect(try report().contains("up to \(Retiming.maximumRetimes) times each, the last kept): none"))
        // 6 batches of code/fit of 12 in all; half of code/fit's timed again.
        let batches = data.samples.filter { $0.variant == "code/fit" }.count
        #expect(batches == 6 && data.samples.count == 12)
        metadata.retimedBatches = ["code/fit": 3]
        #expect(try report().contains("the last kept): 3 of 12 (25.0%); most often code/fit 50.0%"))
    }

    @Test func aDebugBuildIsShoutedAbout() throws {
        let data = Fixture.data(processes: 2, variants: ["code/fit", "code/nofit"])
        let analysis = try RunAnalysis(
            data: data, metadata: Fixture.metadata(for: data, buildConfiguration: "debug"),
            path: "run")
        let report = MarkdownReport(analysis: analysis).render()
        #expect(report.contains("> **WARNING: DEBUG BUILD.**"))
        #expect(report.contains("- Build configuration: **DEBUG — NOT A RELEASE BUILD, numbers not meaningful**"))
    }

    @Test func oneProcessFallsBackToWithinProcessComparisonAndSaysSo() throws {
        let data = Fixture.data(processes: 1, variants: ["code/fit", "code/nofit"])
        let analysis = try RunAnalysis(data: data, metadata: Fixture.metadata(for: data), path: "run")
        let result = try #require(analysis.comparisons.first)
        #expect(result.ratio.method == .withinProcessBootstrap)
        #expect(Headline.sentence(result).contains("one process only, so its samples were treated as independent"))
    }

    @Test func seedsAreStableAndDifferPerLabel() {
        #expect(StableSeed.derive(runSeed: 42, label: "code/fit") == StableSeed.derive(runSeed: 42, label: "code/fit"))
        #expect(StableSeed.derive(runSeed: 42, label: "code/fit") != StableSeed.derive(runSeed: 43, label: "code/fit"))
        #expect(
            StableSeed.derive(runSeed: 42, label: "code/fit") != StableSeed.derive(runSeed: 42, label: "code/nofit"))
        // FNV-1a 64 over eight zero bytes then "a", computed independently with Python.
        #expect(StableSeed.derive(runSeed: 0, label: "a") == 0xe604_613a_248f_f1ac)
    }
}
