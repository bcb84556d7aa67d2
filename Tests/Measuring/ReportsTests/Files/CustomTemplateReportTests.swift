import Foundation
@testable import Reports
import Results
import TestFixtures
import Testing

/// The report of a run with `--template`: the user's template as designed, compared with itself.
@Suite struct CustomTemplateReportTests {
    static let variants = [
        "template-uncached/as-designed", "template-cached/as-designed", "template-precomputed/as-designed",
    ]

    func analysis() throws -> RunAnalysis {
        let data = Fixture.data(variants: Self.variants)
        var metadata = Fixture.metadata(for: data)
        metadata.plan.variants = Self.variants
        metadata.plan.templateFile = "/home/me/App/Cells/PriceCell.xib"
        metadata.fontSubstitutions = ["Avenir-Medium → DejaVuSans"]
        return try RunAnalysis(data: data, metadata: metadata, path: "run")
    }

    @Test func comparesCachingAndPrecomputingOnly() throws {
        let analysis = try analysis()
        #expect(
            analysis.comparisons.map { "\($0.spec.a) vs \($0.spec.b)" } == [
                "template-cached/as-designed vs template-uncached/as-designed",
                "template-precomputed/as-designed vs template-cached/as-designed",
            ])
        // The nib variants were not in this run, so their pairs are listed as skipped.
        #expect(
            analysis.skipped.map { "\($0.spec.a) vs \($0.spec.b)" } == [
                "nib-cached/as-designed vs nib/as-designed", "nib-precomputed/as-designed vs nib-cached/as-designed",
            ])
        #expect(analysis.variants.map(\.name) == Self.variants)
    }

    @Test func reportNamesTheTemplateAndTheSubstitutedFonts() throws {
        let report = MarkdownReport(analysis: try analysis()).render()
        #expect(report.hasPrefix("# Caching a nib: building the row of `PriceCell.xib`\n"))
        #expect(report.contains("| construction | as-designed |"))
        #expect(report.contains("- Template: `/home/me/App/Cells/PriceCell.xib`, built as designed"))
        #expect(report.contains("- Fonts substituted: Avenir-Medium → DejaVuSans"))
        #expect(
            report.contains(
                "- For the template as designed, the cached template and the uncached template build the row"))
        #expect(!report.contains("code/fit") && !report.contains("Beside the seed's figures"))
    }

    @Test func runJSONKeepsTheTemplateAndSubstitutionsAndOmitsThemOtherwise() throws {
        let custom = try analysis().metadata
        let decoded = try JSONDecoder().decode(RunMetadata.self, from: JSONEncoder().encode(custom))
        #expect(decoded == custom && decoded.plan.templateFile != nil)
        let builtIn = Fixture.metadata(for: Fixture.data(processes: 1))
        let text = String(decoding: try JSONEncoder().encode(builtIn), as: UTF8.self)
        #expect(!text.contains("templateFile") && !text.contains("fontSubstitutions"))
    }
}
