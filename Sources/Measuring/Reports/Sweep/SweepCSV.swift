import Foundation
import Results

/// `sweep.csv`: one record per construction and number of labels (see docs/results-format.md).
enum SweepCSV {
    static let fileName = "sweep.csv"
    static let columns = [
        "construction", "fit", "labels", "processes", "ns_per_row", "ns_ci_lower", "ns_ci_upper",
        "ratio_to_code", "ratio_ci_lower", "ratio_ci_upper", "allocations_per_row", "bytes_per_row",
        "instructions_per_row",
    ]

    static func encode(_ analysis: SweepAnalysis) throws -> Data {
        try CSVFormat.encode(
            columns: columns,
            rows: analysis.points.map { point in
                [
                    point.construction.rawValue, analysis.fit.rawValue, "\(point.labels)", "\(point.processes)",
                    CSVFormat.fixed(point.nanosecondsPerRow, 1), CSVFormat.fixed(point.interval.lower, 1),
                    CSVFormat.fixed(point.interval.upper, 1), CSVFormat.fixed(point.ratioToCode, 4),
                    CSVFormat.fixed(point.ratioInterval?.lower, 4), CSVFormat.fixed(point.ratioInterval?.upper, 4),
                    CSVFormat.fixed(point.allocationsPerRow, 1), CSVFormat.fixed(point.bytesPerRow, 1),
                    CSVFormat.fixed(point.instructionsPerRow, 1),
                ]
            })
    }
}
