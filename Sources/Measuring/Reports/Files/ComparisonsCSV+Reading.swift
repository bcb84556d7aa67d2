import Foundation
import Results
import Statistics

extension ComparisonsCSV {
    /// Reads `comparisons.csv` back, checking its header and every field; a bad one is named by file, line and
    /// column (`ResultsError`), as the measurement files' readers do.
    ///
    /// Why: a machine's record keeps a run's comparisons but not its samples, so `across` takes the ratios from
    /// here rather than analysing the run again.
    static func read(_ url: URL) throws -> [ComparisonRow] {
        try CSVTable(reading: url, schema: columns).records.map(row)
    }

    static func row(_ record: CSVRecord) throws -> ComparisonRow {
        let questionText = try record.string("question")
        guard let question = Question(rawValue: questionText) else {
            throw ResultsError.badField(
                path: record.path, line: record.line, column: "question", value: questionText,
                expected: "one of " + Question.allCases.map(\.rawValue).joined(separator: ", "))
        }
        let verdictText = try record.string("verdict")
        guard let verdict = Verdict(rawValue: verdictText) else {
            throw ResultsError.badField(
                path: record.path, line: record.line, column: "verdict", value: verdictText,
                expected: "one of " + Verdict.allCases.map(\.rawValue).joined(separator: ", "))
        }
        let row = ComparisonRow(
            spec: ComparisonSpec(question, try record.string("a"), try record.string("b")),
            ratio: try positive("ratio", of: record), lower: try positive("ci_low", of: record),
            upper: try positive("ci_high", of: record), level: try record.decimal("ci_level"),
            pValue: try record.decimal("p_value"), adjustedPValue: try record.decimal("p_adjusted"),
            test: try record.string("test"), intervalMethod: try record.string("interval_method"),
            processes: try record.int("processes", minimum: 1), verdict: verdict)
        guard row.lower <= row.upper else {
            let detail = "ci_low \(record.text("ci_low")) is above ci_high \(record.text("ci_high"))"
            throw ResultsError.inconsistentRecord(path: record.path, line: record.line, detail: detail)
        }
        return row
    }

    /// A ratio or an end of its interval: above 0, since the side-by-side table turns code/template over.
    private static func positive(_ column: String, of record: CSVRecord) throws -> Double {
        let value = try record.decimal(column)
        guard value > 0 else {
            throw ResultsError.badField(
                path: record.path, line: record.line, column: column,
                value: record.text(column), expected: "a number above 0")
        }
        return value
    }
}
