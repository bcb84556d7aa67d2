import Results
import TestFixtures
import Testing
@testable import Reports

/// The seed table and headlines of a run of the default variants (code and the nib constructions): the
/// seed's first-rows tables stand beside the cold series, Apple's 2x beside nib-cached vs nib.
@Suite struct NibSeedTableTests {
    static let variants = [
        "code/fit", "code/nofit", "nib/fit", "nib/nofit", "nib-cached/fit", "nib-cached/nofit", "nib-precomputed/fit",
    ]

    func analysis() throws -> RunAnalysis {
        let data = Fixture.data(variants: Self.variants)
        var metadata = Fixture.metadata(for: data)
        metadata.plan.variants = Self.variants
        return try RunAnalysis(data: data, metadata: metadata, path: "run")
    }

    /// The ratio of the sums of the cold row medians of `a` and `b` over `rows`, worked out here.
    func coldRatio(_ analysis: RunAnalysis, _ a: String, _ b: String, _ rows: ClosedRange<Int>) throws -> String {
        let ma = try #require(analysis.variant(a)).coldMedians, mb = try #require(analysis.variant(b)).coldMedians
        let sa = rows.map { ma[$0 - 1]! }.reduce(0, +), sb = rows.map { mb[$0 - 1]! }.reduce(0, +)
        return CSVFormat.fixed(sa / sb, 3)
    }

    @Test func seedRowsStandBesideTheColdSeriesAndTheNibPairs() throws {
        let analysis = try analysis()
        let table = MarkdownReport(analysis: analysis).seedTable().joined(separator: "\n")
        #expect(
            table.contains(
                "| \(try coldRatio(analysis, "code/fit", "nib/fit", 1 ... 10)), cold rows 1–10, code/fit vs nib/fit"))
        #expect(
            table.contains(
                "| \(try coldRatio(analysis, "code/fit", "nib/fit", 1 ... 1)), cold row 1, code/fit vs nib/fit"))
        #expect(
            table.contains(
                "| \(try coldRatio(analysis, "code/fit", "nib/fit", 3 ... 10)), cold rows 3–10, code/fit vs nib/fit"))
        #expect(
            table.contains(
                """
                | \(try coldRatio(analysis, "code/nofit", "nib/nofit", 1 ... 10)), cold rows 1–10, \
                code/nofit vs nib/nofit
                """
            ))
        #expect(table.contains("nib-cached/fit vs nib/fit") && table.contains("code/fit vs nib-precomputed/fit"))
        // Only the flattening figure waits for variants this fixture lacks (flat/*).
        #expect(
            table.split(separator: "\n").filter { $0.contains("not in this run") }.allSatisfy {
                $0.contains("flat/fit")
            })
    }

    @Test func headlinesAnswerWithTheNibVariants() throws {
        let analysis = try analysis()
        #expect(analysis.skipped.allSatisfy { $0.spec.question == .selfCheck || $0.spec.question == .flattening })
        let pairs = analysis.comparisons.map { "\($0.spec.a) vs \($0.spec.b)" }
        #expect(pairs.first == "code/fit vs nib-cached/fit")
        #expect(pairs.contains("nib-cached/fit vs nib/fit") && pairs.contains("nib-precomputed/fit vs nib-cached/fit"))
        #expect(!pairs.contains { $0.contains("template") })
        let sentence = Headline.sentence(analysis.comparisons[0])
        #expect(sentence.contains("the cached nib"))
    }
}
