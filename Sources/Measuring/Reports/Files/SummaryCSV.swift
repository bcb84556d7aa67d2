import Foundation
import Results

/// `summary.csv`: one record per variant with the statistics of its steady state, allocations and cold start.
///
/// Durations are nanoseconds per row with 3 decimals; ratios and CVs have 6. The median and its interval are
/// over all samples, the interval from resampling processes; `pooled_*` figures pool the samples of the most
/// common batch size only. A statistic that does not exist (no
/// steady samples, no cold processes, a standard deviation of one sample) is an empty field.
enum SummaryCSV {
    static let fileName = "summary.csv"
    static let columns = [
        "variant", "construction", "fit", "samples", "processes", "batch_size",
        "median_ns", "median_ci_low_ns", "median_ci_high_ns",
        "process_median_min_ns", "process_median_max_ns", "process_range", "process_cv",
        "pooled_samples", "pooled_min_ns", "pooled_p5_ns", "pooled_p25_ns", "pooled_median_ns", "pooled_p75_ns",
        "pooled_p95_ns", "pooled_p99_ns", "pooled_max_ns", "pooled_mean_ns", "pooled_sd_ns", "pooled_cv",
        "pooled_mad_ns",
        "pooled_outliers_low_mild", "pooled_outliers_low_severe", "pooled_outliers_high_mild",
        "pooled_outliers_high_severe",
        "allocations_per_row", "bytes_per_row",
        "cold_processes", "cold_first_row_median_ns", "cold_rows_2_10_median_ns", "cold_setup_median_ns",
    ]

    static func encode(_ analysis: RunAnalysis) throws -> Data {
        try CSVFormat.encode(columns: columns, rows: analysis.variants.map(row))
    }

    static func row(_ variant: VariantAnalysis) -> [String] {
        let (construction, fit) = VariantName.parts(variant.name)
        let ns = { (value: Double?) in CSVFormat.fixed(value, 3) }
        let s = variant.summary, spread = variant.spread
        let steady: [String] = [
            "\(variant.sampleCount)", "\(variant.processes)", "\(variant.batchSize)",
            ns(variant.median), ns(variant.medianInterval?.lower), ns(variant.medianInterval?.upper),
            ns(spread?.min), ns(spread?.max), CSVFormat.fixed(spread?.range, 6),
            CSVFormat.fixed(spread?.coefficientOfVariation, 6),
            s.map { "\($0.count)" } ?? "0",
            ns(s?.min), ns(s?.p5), ns(s?.p25), ns(s?.median), ns(s?.p75), ns(s?.p95), ns(s?.p99), ns(s?.max),
            ns(s?.mean), ns(s?.standardDeviation), CSVFormat.fixed(s?.coefficientOfVariation, 6),
            ns(s?.medianAbsoluteDeviation),
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
