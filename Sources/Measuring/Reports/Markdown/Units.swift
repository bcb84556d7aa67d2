import Results

/// How numbers appear in the report and charts: fixed places, so output is deterministic.
enum Units {
    /// Nanoseconds as microseconds with 2 decimals, e.g. 41234.5 → "41.23".
    static func microseconds(_ nanoseconds: Double) -> String {
        CSVFormat.fixed(nanoseconds / 1000, 2)
    }

    /// `microseconds`, or "—" for nil.
    static func microseconds(_ nanoseconds: Double?) -> String {
        nanoseconds.map { microseconds($0) } ?? "—"
    }

    /// A p-value with 3 decimals, or "<0.001".
    static func pValue(_ p: Double) -> String {
        p < 0.001 ? "<0.001" : CSVFormat.fixed(p, 3)
    }
}
