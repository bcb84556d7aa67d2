import Foundation
import Reports
import Testing

@Suite struct BenchmarkExportTests {
    let metrics = [
        ExportedMetric(
            benchmark: "gtk-code/fit", measure: "ns_per_row", unit: "ns", value: 41_000, lower: 40_000,
            upper: 42_500),
        ExportedMetric(benchmark: "gtk-code/fit", measure: "allocations_per_row", unit: "allocations", value: 312),
        ExportedMetric(
            benchmark: "gtk: template per row / code, built", measure: "ratio", unit: "x", value: 1.27,
            lower: 1.21, upper: 1.33),
    ]

    /// Bencher Metric Format: an object of benchmarks, each an object of measures, each with `value` and, when
    /// there is an interval, `lower_value` and `upper_value` (absent, not null, without one).
    @Test func bmfHasTheFormatsShape() throws {
        let data = try BenchmarkExport.encode(metrics, as: .bmf)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: [String: [String: Double]]])
        #expect(Set(object.keys) == ["gtk-code/fit", "gtk: template per row / code, built"])
        #expect(
            object["gtk-code/fit"]?["ns_per_row"] == ["value": 41_000, "lower_value": 40_000, "upper_value": 42_500])
        #expect(object["gtk-code/fit"]?["allocations_per_row"] == ["value": 312])
        #expect(object["gtk: template per row / code, built"]?["ratio"]?["value"] == 1.27)
    }

    /// github-action-benchmark's custom format: an array of `name`, `unit`, `value` and an optional `range` text.
    @Test func githubActionBenchmarkHasTheFormatsShape() throws {
        let data = try BenchmarkExport.encode(metrics, as: .githubActionBenchmark)
        let array = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(array.count == 3)
        for entry in array {
            #expect(Set(entry.keys).isSubset(of: ["name", "unit", "value", "range"]))
            #expect(entry["name"] is String && entry["unit"] is String && entry["value"] is Double)
        }
        #expect(array[0]["name"] as? String == "gtk-code/fit ns_per_row")
        #expect(array[0]["range"] as? String == "40000–42500")
        #expect(array[1]["range"] == nil)
        #expect(array[2]["value"] as? Double == 1.27)
    }
}
