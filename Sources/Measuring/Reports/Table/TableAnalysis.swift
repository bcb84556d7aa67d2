import Results
import Statistics

/// `nib-or-not table`'s frames, summarised per construction and scenario with processes as replicates:
/// each process gives its p50, p95, p99 and max frame time and its share of frames over the 120 Hz and
/// 60 Hz budgets; the summary is the median over processes of each, with a 95% interval from resampling
/// processes (`ProcessBootstrap`).
public struct TableAnalysis: Sendable {
    /// 1/120 s and 1/60 s in nanoseconds.
    public static let budgets: [(name: String, nanoseconds: Double)] = [("120 Hz", 8_333_333), ("60 Hz", 16_666_667)]

    public struct Estimate: Sendable, Equatable {
        public var value: Double
        public var interval: ConfidenceInterval
    }

    public struct Row: Sendable, Equatable {
        public var source: String
        public var scenario: String
        public var processes: Int
        public var frames: Int
        public var p50: Estimate
        public var p95: Estimate
        public var p99: Estimate
        public var max: Estimate
        /// Per budget (in `budgets` order): the share of frames over it, 0...1.
        public var overBudget: [Estimate]
    }

    public var rows: [Row]
    /// Reloads and cells configured in the update scenarios (empty when the run reported none).
    public var work: [TableWorkSummary] = []
    /// Rows created and bound by GTK's constructions (empty when the run had none).
    public var rowCounts: [TableRowSummary] = []

    public init(
        frames: [TableFrame], work: [TableWork] = [], rowCounts: [TableRowCounts] = [], sources: [String],
        scenarios: [String],
        options: BootstrapOptions
    ) throws {
        var rows: [Row] = []
        for (s, scenario) in scenarios.enumerated() {
            for (c, source) in sources.enumerated() {
                let mine = frames.filter { $0.source == source && $0.scenario == scenario }
                let byProcess = Dictionary(grouping: mine, by: \.process).sorted { $0.key < $1.key }
                    .map { $0.value.map { Double($0.nanoseconds) }.sorted() }
                guard !byProcess.isEmpty else { continue }
                let seed = options.seed &+ UInt64(s * 100 + c)
                func estimate(_ statistic: ([Double]) -> Double) throws -> Estimate {
                    let values = byProcess.map(statistic)
                    let interval = try ProcessBootstrap.interval(
                        processes: values.count,
                        options: BootstrapOptions(
                            seed: seed, resamples: options.resamples, level: options.level)
                    ) { Percentile.median(of: $0.map { values[$0] }) }
                    return Estimate(value: Percentile.median(of: values), interval: interval)
                }
                rows.append(
                    Row(
                        source: source, scenario: scenario, processes: byProcess.count, frames: mine.count,
                        p50: try estimate { Percentile.value(at: 0.5, inSorted: $0) },
                        p95: try estimate { Percentile.value(at: 0.95, inSorted: $0) },
                        p99: try estimate { Percentile.value(at: 0.99, inSorted: $0) },
                        max: try estimate { $0.last! },
                        overBudget: try Self.budgets.map { budget in
                            try estimate { Double($0.filter { $0 > budget.nanoseconds }.count) / Double($0.count) }
                        }))
            }
        }
        self.rows = rows
        self.work = TableWorkSummary.summaries(work, sources: sources, scenarios: scenarios)
        self.rowCounts = TableRowSummary.summaries(rowCounts, sources: sources, scenarios: scenarios)
    }

    /// The rows created and bound of `row`'s construction and scenario, if it reported them (GTK's table).
    public func rowCounts(for row: Row) -> TableRowSummary? {
        rowCounts.first { $0.source == row.source && $0.scenario == row.scenario }
    }

    /// The work summary of `row`'s construction and scenario, if its scenario reported one.
    public func work(for row: Row) -> TableWorkSummary? {
        work.first { $0.source == row.source && $0.scenario == row.scenario }
    }

    /// The sentence for one construction in one scenario, from the intervals alone: it keeps a budget when
    /// the whole interval of its share of frames over that budget is below 1%, misses it when the whole
    /// interval is at or above 1%, and otherwise the run cannot tell.
    /// With `work`, the sentence ends with what the strategy did: "...; 11 reloads for 600 changes (...)".
    public static func verdict(_ row: Row, work: TableWorkSummary? = nil) -> String {
        let parts = zip(budgets, row.overBudget).map { budget, share -> String in
            let percent = CSVFormat.fixed(share.value * 100, 1)
            if share.interval.upper < 0.01 {
                return "keeps \(budget.name) (\(percent)% of frames over \(budget.name)'s budget)"
            }
            if share.interval.lower >= 0.01 { return "misses \(budget.name) in \(percent)% of frames" }
            return "may or may not keep \(budget.name) (\(percent)% of frames over, interval reaching across 1%)"
        }
        return "\(row.source): \((parts + (work.map { [$0.sentence] } ?? [])).joined(separator: "; "))."
    }
}
