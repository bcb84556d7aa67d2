import Foundation

/// One figure in the shape the field's results servers take: a benchmark (a variant, a comparison, a cell of the
/// answer), what was measured of it, the value and, where the run has one, its interval.
public struct ExportedMetric: Sendable, Equatable {
    /// The benchmark's name, e.g. `gtk-code/fit` or `gtk: template per row / code, built`.
    public var benchmark: String
    /// What was measured: `ns_per_row`, `allocations_per_row`, `ratio`.
    public var measure: String
    /// The unit a chart labels it with: `ns`, `allocations`, `x`.
    public var unit: String
    public var value: Double
    /// The interval's ends, when the figure has one (nil: a count, or one machine where machines are the level).
    public var lower: Double?
    public var upper: Double?

    public init(
        benchmark: String, measure: String, unit: String, value: Double, lower: Double? = nil,
        upper: Double? = nil
    ) {
        self.benchmark = benchmark; self.measure = measure; self.unit = unit
        self.value = value; self.lower = lower; self.upper = upper
    }
}

/// The two formats of results servers that `report`, `compare` and `across` write on request
/// (docs/results-format.md, "Exports").
public enum ExportFormat: String, CaseIterable, Sendable {
    /// Bencher Metric Format: `{"benchmark": {"measure": {"value", "lower_value", "upper_value"}}}`.
    case bmf
    /// github-action-benchmark's `customSmallerIsBetter`: `[{"name", "unit", "value", "range"}]`.
    case githubActionBenchmark = "github-action-benchmark"
}

/// Writes metrics in an `ExportFormat`, as sorted, pretty-printed JSON so the same figures give the same bytes.
public enum BenchmarkExport {
    public static func encode(_ metrics: [ExportedMetric], as format: ExportFormat) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        switch format {
        case .bmf:
            var benchmarks: [String: [String: BMFMeasure]] = [:]
            for metric in metrics {
                benchmarks[metric.benchmark, default: [:]][metric.measure] =
                    BMFMeasure(value: metric.value, lower: metric.lower, upper: metric.upper)
            }
            return try encoder.encode(benchmarks)
        case .githubActionBenchmark:
            return try encoder.encode(
                metrics.map { metric in
                    GitHubActionBenchmarkEntry(
                        name: "\(metric.benchmark) \(metric.measure)", unit: metric.unit, value: metric.value,
                        range: range(metric))
                })
        }
    }

    /// github-action-benchmark shows `range` as text beside the value: the interval's ends, or nothing.
    static func range(_ metric: ExportedMetric) -> String? {
        guard let lower = metric.lower, let upper = metric.upper else { return nil }
        return "\(number(lower))–\(number(upper))"
    }

    /// Six significant digits: enough for any figure of a run, without binary noise.
    static func number(_ value: Double) -> String { String(format: "%.6g", value) }

    /// One measure of Bencher Metric Format, its keys spelled as the format spells them.
    struct BMFMeasure: Encodable {
        var value: Double
        var lower: Double?
        var upper: Double?

        enum CodingKeys: String, CodingKey {
            case value
            case lower = "lower_value"
            case upper = "upper_value"
        }
    }

    struct GitHubActionBenchmarkEntry: Encodable {
        var name: String
        var unit: String
        var value: Double
        var range: String?
    }
}
