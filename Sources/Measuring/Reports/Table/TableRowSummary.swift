import Results
import Statistics

/// Rows created and bound by one GTK construction in one scenario, over its processes (median and range):
/// the recycling that the frame times come from. A scenario run is deterministic in what it builds, so every
/// process should report the same; the range shows if one did not.
public struct TableRowSummary: Sendable, Equatable {
    public var source: String
    public var scenario: String
    public var processes: Int
    public var created: Double
    public var createdRange: ClosedRange<Int>
    public var bound: Double

    /// One summary per construction and scenario with counts, in `scenarios` then `sources` order.
    public static func summaries(
        _ counts: [TableRowCounts], sources: [String], scenarios: [String]
    ) -> [TableRowSummary] {
        scenarios.flatMap { scenario in
            sources.compactMap { source -> TableRowSummary? in
                let mine = counts.filter { $0.source == source && $0.scenario == scenario }
                guard let low = mine.map(\.created).min(), let high = mine.map(\.created).max() else { return nil }
                return TableRowSummary(
                    source: source, scenario: scenario, processes: mine.count,
                    created: Percentile.median(of: mine.map { Double($0.created) }), createdRange: low...high,
                    bound: Percentile.median(of: mine.map { Double($0.bound) }))
            }
        }
    }

    /// "206 rows created, 1,020 bound", with the range when processes differed.
    public var sentence: String {
        let range =
            createdRange.lowerBound == createdRange.upperBound
            ? "" : " (\(createdRange.lowerBound)–\(createdRange.upperBound) across processes)"
        return "\(TableWorkSummary.count(created)) rows created\(range), \(TableWorkSummary.count(bound)) bound"
    }
}
