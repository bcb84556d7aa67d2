import Foundation
@testable import Reports
import Results
import TestFixtures
import Testing

/// `report --format`: the golden fixture run's figures in both formats, parsed back and held against the golden
/// summary.csv and comparisons.csv, whose digits they must repeat.
@Suite struct RunExportTests {
    /// The records of a golden CSV file by their first fields, each as a column-to-field dictionary.
    static func golden(_ name: String) throws -> [[String: String]] {
        let lines = try String(contentsOf: GoldenFileTests.golden.appendingPathComponent(name), encoding: .utf8)
            .split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        return lines.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(lines[0], $0)) }
    }

    static func fixtureMetrics() throws -> [ExportedMetric] {
        let folder = try Fixture.runFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        return try RunExport.metrics(folder: folder)
    }

    @Test func bmfHoldsEveryVariantAndComparisonWithTheFilesFigures() throws {
        let data = try BenchmarkExport.encode(try Self.fixtureMetrics(), as: .bmf)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: [String: [String: Double]]])
        let summary = try Self.golden("summary.csv"), comparisons = try Self.golden("comparisons.csv")
        let pairs = comparisons.map { "\($0["a"]!) / \($0["b"]!)" }
        #expect(Set(object.keys) == Set(Fixture.variants + pairs))
        for record in summary {
            let variant = try #require(object[record["variant"]!])
            #expect(Set(variant.keys) == ["ns_per_row", "allocations_per_row"])
            #expect(
                variant["ns_per_row"] == [
                    "value": Double(record["median_ns"]!)!,
                    "lower_value": Double(record["median_ci_low_ns"]!)!,
                    "upper_value": Double(record["median_ci_high_ns"]!)!,
                ])
            #expect(variant["allocations_per_row"] == ["value": Double(record["allocations_per_row"]!)!])
        }
        for (record, pair) in zip(comparisons, pairs) {
            #expect(
                object[pair] == [
                    "ratio": [
                        "value": Double(record["ratio"]!)!,
                        "lower_value": Double(record["ci_low"]!)!,
                        "upper_value": Double(record["ci_high"]!)!,
                    ]
                ])
        }
    }

    @Test func githubActionBenchmarkListsEachFigureOnceWithARangeWhereThereIsAnInterval() throws {
        let data = try BenchmarkExport.encode(try Self.fixtureMetrics(), as: .githubActionBenchmark)
        let entries = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        let comparisons = try Self.golden("comparisons.csv")
        #expect(entries.count == 2 * Fixture.variants.count + comparisons.count)
        let names = entries.compactMap { $0["name"] as? String }
        #expect(Set(names).count == entries.count)
        #expect(names.prefix(2) == ["code/fit ns_per_row", "code/fit allocations_per_row"])
        #expect(names.last == "\(comparisons.last!["a"]!) / \(comparisons.last!["b"]!) ratio")
        for entry in entries {
            let name = try #require(entry["name"] as? String), unit = try #require(entry["unit"] as? String)
            #expect(entry["value"] is Double)
            if name.hasSuffix(" allocations_per_row") {
                #expect(unit == "allocations" && entry["range"] == nil)
            } else {
                #expect(unit == (name.hasSuffix(" ratio") ? "x" : "ns"))
                #expect((entry["range"] as? String)?.contains("–") == true, "\(name) has no range")
            }
        }
    }

    /// A sweep's folder has figures of its own (sweep.csv); the export says so instead of misreading them.
    @Test func aSweepFolderIsRefusedInOneLine() throws {
        let folder = try Fixture.runFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("construction\n".utf8).write(to: folder.appendingPathComponent("sweep.csv"))
        let error = try #require(throws: ReportError.self) { try RunExport.metrics(folder: folder) }
        #expect(error.description.contains("a sweep's folder has no export"))
    }
}
