import Foundation
import Results

/// `summary.csv`: one record per variant with the statistics of its steady state, allocations and cold start.
///
/// Durations are nanoseconds per row with 3 decimals; `cv` has 6. A statistic that does not exist (no
/// steady samples, no cold processes, a standard deviation of one sample) is an empty field.
enum SummaryCSV {
    static let fileName = "summary.csv"
    static let columns = [
        "variant", "construction", "fit", "samples", "processes", "batch_size",
        "min_ns", "p5_ns", "p25_ns", "median_ns", "p75_ns", "p95_ns", "p99_ns", "max_ns", "mean_ns", "sd_ns", "cv",
        "mad_ns", "median_ci_low_ns", "median_ci_high_ns",
        "outliers_low_mild", "outliers_low_severe", "outliers_high_mild", "outliers_high_severe",
        "allocations_per_row", "bytes_per_row",
        "cold_processes", "cold_first_row_median_ns", "cold_rows_2_10_median_ns", "cold_setup_median_ns",
    ]

    static func encode(_ analysis: RunAnalysis) throws -> Data {
        try CSVFormat.encode(columns: columns, rows: analysis.variants.map(row))
    }

    static func row(_ variant: VariantAnalysis) -> [String] {
        let (construction, fit) = VariantName.parts(variant.name)
        let ns = { (value: Double?) in CSVFormat.fixed(value, 3) }
        let s = variant.summary
        let steady: [String] = [
            s.map { "\($0.count)" } ?? "0", "\(variant.processes)", "\(variant.batchSize)",
            ns(s?.min), ns(s?.p5), ns(s?.p25), ns(s?.median), ns(s?.p75), ns(s?.p95), ns(s?.p99), ns(s?.max),
            ns(s?.mean), ns(s?.standardDeviation), CSVFormat.fixed(s?.coefficientOfVariation, 6),
            ns(s?.medianAbsoluteDeviation), ns(s?.medianInterval.lower), ns(s?.medianInterval.upper),
        ]
        let outliers = [s?.outliers.lowMild, s?.outliers.lowSevere, s?.outliers.highMild, s?.outliers.highSevere]
            .map { $0.map(String.init) ?? "" }
        let rest = [
            CSVFormat.fixed(variant.allocationsPerRow, 3), CSVFormat.fixed(variant.bytesPerRow, 3),
            "\(variant.coldProcesses)", ns(variant.coldFirstRowMedian), ns(variant.coldLaterRowsMedian),
            ns(variant.coldSetupMedian),
        ]
        return [variant.name, construction, fit] + steady + outliers + rest
    }
}
