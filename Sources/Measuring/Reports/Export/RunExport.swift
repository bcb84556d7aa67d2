import Foundation
import Results

/// The figures of one run for a results server (`report --format bmf|github-action-benchmark`), as the run's own
/// files state them: per variant its median ns per row with the 95% process-bootstrap interval of summary.csv
/// and its allocations per row (a count, so no interval); per comparison of comparisons.csv its ratio A/B with
/// that file's interval. Values are rounded as the files round them, so the JSON and the CSVs agree digit for digit.
public enum RunExport {
    /// Measure names, one spelling for every command that exports (docs/results-format.md, "Exports").
    public static let nanosecondsPerRow = "ns_per_row"
    public static let allocationsPerRow = "allocations_per_row"
    public static let ratio = "ratio"

    /// Every figure of an analysed run: its variants in report order, then its comparisons.
    public static func metrics(_ analysis: RunAnalysis) -> [ExportedMetric] {
        analysis.variants.flatMap(metrics) + analysis.comparisons.compactMap(metric)
    }

    /// Reads a run folder as `report` does and returns its figures; writes nothing.
    public static func metrics(folder: URL) throws -> [ExportedMetric] {
        guard !SweepFolder.isSweepFolder(folder) else {
            throw ReportError.unusableData(
                path: folder.relativePath,
                detail: "a sweep's folder has no export "
                    + "(its figures are sweep.csv's); pass a run folder")
        }
        let (data, metadata) = try RunFolder.read(folder)
        return metrics(try RunAnalysis(data: data, metadata: metadata, path: folder.relativePath))
    }

    /// One variant's median ns per row (with its interval when the run has one) and allocations per row.
    static func metrics(_ variant: VariantAnalysis) -> [ExportedMetric] {
        var metrics = [ExportedMetric]()
        if let median = rounded(variant.median, 3) {
            metrics.append(
                ExportedMetric(
                    benchmark: variant.name, measure: nanosecondsPerRow, unit: "ns",
                    value: median, lower: rounded(variant.medianInterval?.lower, 3),
                    upper: rounded(variant.medianInterval?.upper, 3)))
        }
        if let allocations = rounded(variant.allocationsPerRow, 3) {
            metrics.append(
                ExportedMetric(
                    benchmark: variant.name, measure: allocationsPerRow, unit: "allocations",
                    value: allocations))
        }
        return metrics
    }

    /// A comparison as the benchmark `A / B`, its ratio and interval as comparisons.csv has them.
    static func metric(_ comparison: ComparisonResult) -> ExportedMetric? {
        let ratio = comparison.ratio
        guard let value = rounded(ratio.ratio, 6) else { return nil }
        return ExportedMetric(
            benchmark: "\(comparison.spec.a) / \(comparison.spec.b)", measure: RunExport.ratio,
            unit: "x", value: value, lower: rounded(ratio.interval.lower, 6),
            upper: rounded(ratio.interval.upper, 6))
    }

    /// The value the CSV files write (`CSVFormat.fixed`), read back; nil where they write an empty field.
    static func rounded(_ value: Double?, _ places: Int) -> Double? {
        value.flatMap { Double(CSVFormat.fixed($0, places)) }
    }
}
