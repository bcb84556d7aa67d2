import Foundation
import Results
import Statistics

/// `comparisons.csv`: one record per comparison made, in report order.
///
/// `ratio` is A/B of time per row (below 1: A is faster), with its confidence interval; `p_value` comes from
/// `test` and `p_adjusted` is Holm's adjustment over every comparison in the file. Ratios and p-values have
/// 6 decimals (so a p-value below 0.0000005 reads 0.000000).
enum ComparisonsCSV {
    static let fileName = "comparisons.csv"
    static let columns = [
        "question", "a", "b", "ratio", "ci_low", "ci_high", "ci_level", "p_value", "p_adjusted",
        "test", "interval_method", "processes", "verdict",
    ]

    static func encode(_ analysis: RunAnalysis) throws -> Data {
        try encode(analysis.comparisons.map(ComparisonRow.init))
    }

    /// The file of `rows`, as `read` takes it back (to the file's 6 decimals).
    static func encode(_ rows: [ComparisonRow]) throws -> Data {
        try CSVFormat.encode(
            columns: columns,
            rows: rows.map { row in
                [
                    row.spec.question.rawValue, row.spec.a, row.spec.b, CSVFormat.fixed(row.ratio, 6),
                    CSVFormat.fixed(row.lower, 6), CSVFormat.fixed(row.upper, 6), CSVFormat.fixed(row.level, 2),
                    CSVFormat.fixed(row.pValue, 6), CSVFormat.fixed(row.adjustedPValue, 6), row.test,
                    row.intervalMethod,
                    "\(row.processes)", row.verdict.rawValue,
                ]
            })
    }

    /// Stable names for the file, independent of the Statistics enums' Swift spelling.
    static func testName(_ test: PairedRatio.Test) -> String {
        switch test {
        case .blockTTest: "t-test-over-blocks"
        case .signedRank: "wilcoxon-signed-rank"
        case .tTest: "one-sample-t"
        case .mannWhitney: "mann-whitney"
        }
    }

    static func methodName(_ method: PairedRatio.Method) -> String {
        switch method {
        case .processBlocks: "t-interval-over-blocks"
        case .processSignedRankInterval: "hodges-lehmann-signed-rank-log-ratios"
        case .processTInterval: "t-interval-log-ratios"
        case .processBootstrap: "bootstrap-log-ratios"
        case .withinProcessBootstrap: "bootstrap-within-one-process"
        }
    }
}
