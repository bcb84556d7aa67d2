import Results
import Statistics

/// The work done by one construction in one update scenario, over its processes: changes, reloads and cells
/// configured. The simulation's time paces the changes and the throttle, so every process should report the
/// same counts; the summary keeps the median and the range so that a process that differed would show.
public struct TableWorkSummary: Sendable, Equatable {
    public var source: String
    public var scenario: String
    public var processes: Int
    public var changes: Double
    public var reloads: Double
    public var reloadsRange: ClosedRange<Int>
    public var cellsConfigured: Double

    /// One summary per construction and scenario that has work records, in `scenarios` then `sources` order.
    public static func summaries(_ work: [TableWork], sources: [String], scenarios: [String]) -> [TableWorkSummary] {
        scenarios.flatMap { scenario in
            sources.compactMap { source -> TableWorkSummary? in
                let mine = work.filter { $0.source == source && $0.scenario == scenario }
                guard let low = mine.map(\.reloads).min(), let high = mine.map(\.reloads).max() else { return nil }
                func median(_ value: (TableWork) -> Int) -> Double {
                    Percentile.median(of: mine.map { Double(value($0)) })
                }
                return TableWorkSummary(
                    source: source, scenario: scenario, processes: mine.count, changes: median(\.changes),
                    reloads: median(\.reloads), reloadsRange: low...high,
                    cellsConfigured: median(\.cellsConfigured))
            }
        }
    }

    /// "11 reloads for 600 changes (189 cells configured)", with the range when processes differed.
    public var sentence: String {
        let range =
            reloadsRange.lowerBound == reloadsRange.upperBound
            ? "" : ", \(reloadsRange.lowerBound)–\(reloadsRange.upperBound) across processes"
        return
            """
            \(Self.count(reloads)) reloads for \(Self.count(changes)) changes\(range) \
            (\(Self.count(cellsConfigured)) cells configured)
            """
    }

    /// Counts are whole numbers unless a median fell between two processes.
    static func count(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : CSVFormat.fixed(value, 1)
    }
}
