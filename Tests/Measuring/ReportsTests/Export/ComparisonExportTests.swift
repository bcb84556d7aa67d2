import Foundation
@testable import Reports
import Results
import TestFixtures
import Testing

/// `compare --format`: the golden comparison (code/fit 30% slower, 50 more allocations a row) exported, parsed
/// back, and its candidate's figures held against `report`'s export of the same run.
@Suite struct ComparisonExportTests {
    static let comparison = Result {
        try RunComparison(
            baseline: RunComparisonTests.input("results/base"),
            candidate: RunComparisonTests.input(
                "results/cand", scaling: "code/fit", by: 1.30,
                allocationsBy: 50))
    }

    @Test func bmfHoldsTheCandidatesFiguresAndEachVariantsChange() throws {
        let metrics = try ComparisonExport.metrics(try Self.comparison.get(), nil)
        let data = try BenchmarkExport.encode(metrics, as: .bmf)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: [String: [String: Double]]])
        #expect(Set(object.keys) == Set(Fixture.variants))
        for variant in Fixture.variants {
            let measures = try #require(object[variant])
            #expect(Set(measures.keys) == ["ns_per_row", "allocations_per_row", "change"])
            #expect(Set(measures["ns_per_row"]!.keys) == ["value", "lower_value", "upper_value"])
            #expect(Set(measures["change"]!.keys) == ["value", "lower_value", "upper_value"])
            #expect(measures["allocations_per_row"]!.keys.sorted() == ["value"])
        }
        let change = try #require(object["code/fit"]?["change"])
        #expect(abs(change["value"]! - 1.30) < 0.001)
        #expect(change["lower_value"]! < change["value"]! && change["value"]! < change["upper_value"]!)
        #expect(object["code/nofit"]?["change"]?["value"] == 1)
        // The fixture counts 46 allocations a row for code; 50 more over 50 rows in each of 10 processes is one more.
        #expect(object["code/fit"]?["allocations_per_row"]?["value"] == 47)
    }

    /// One measure, one statistic: the candidate's ns_per_row is what `report --format` gives for its folder.
    @Test func theCandidatesFiguresAreThoseOfItsReport() throws {
        let comparison = try Self.comparison.get()
        var data = RunData()
        data.samples = comparison.candidate.samples
        data.allocations = comparison.candidate.allocations ?? []
        let analysis = try RunAnalysis(data: data, metadata: try #require(comparison.candidate.metadata), path: "cand")
        let exported = try ComparisonExport.metrics(comparison, nil).filter { $0.measure != "change" }
        #expect(exported == RunExport.metrics(analysis).filter { $0.measure != "ratio" })
    }

    /// Without run.json the run's seed is unknown, so the candidate's median goes without the report's interval.
    @Test func withoutRunJSONTheMedianHasNoInterval() throws {
        var candidate = RunComparisonTests.input("cand")
        candidate.metadata = nil
        let comparison = try RunComparison(baseline: RunComparisonTests.baseline, candidate: candidate)
        let medians = try ComparisonExport.metrics(comparison, nil).filter { $0.measure == "ns_per_row" }
        #expect(medians.count == Fixture.variants.count)
        #expect(medians.allSatisfy { $0.lower == nil && $0.upper == nil })
    }

    @Test func githubActionBenchmarkNamesEveryFigureAndInstructionCountsJoinIn() throws {
        let instructions = InstructionComparison(
            baseline: [InstructionCount(variant: "code/fit", rows: 10, instructions: 1_000_000)],
            candidate: [InstructionCount(variant: "code/fit", rows: 10, instructions: 1_100_000)])
        let metrics = try ComparisonExport.metrics(try Self.comparison.get(), instructions)
        let data = try BenchmarkExport.encode(metrics, as: .githubActionBenchmark)
        let entries = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(entries.count == 3 * Fixture.variants.count + 2)
        let byName = Dictionary(uniqueKeysWithValues: entries.map { ($0["name"] as? String ?? "", $0) })
        #expect(byName["code/fit change"]?["unit"] as? String == "x")
        #expect((byName["code/fit change"]?["range"] as? String)?.contains("–") == true)
        #expect(byName["code/fit instructions_per_row"]?["value"] as? Double == 110_000)
        #expect(byName["code/fit instructions_change"]?["value"] as? Double == 1.1)
        #expect(byName["code/fit instructions_change"]?["range"] == nil)
    }
}
