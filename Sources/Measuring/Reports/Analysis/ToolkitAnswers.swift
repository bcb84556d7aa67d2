import Results
import Statistics

/// The seed's question put to every toolkit of a run, from the report's comparisons: for each toolkit and
/// timing, the template read per row over code, the cached template over code, the precomputed template over
/// the cached one, and code generated from the template over code (`ToolkitLineup` says which is which).
///
/// Template/code is the inverse of the comparisons' code/template ratio (above 1: code is faster), and its
/// interval the inverse of theirs, so the figures read like the seed's and mgenware's.
public struct ToolkitAnswers: Sendable {
    /// One ratio with its 95% interval.
    public struct Figure: Sendable, Equatable {
        public var ratio: Double
        public var lower: Double
        public var upper: Double
    }

    /// One line of the side-by-side table.
    public struct Line: Sendable {
        public var lineup: ToolkitLineup
        /// Whether the rows were timed with the toolkit's layout pass.
        public var laidOut: Bool
        /// The figures the run has for this toolkit and timing, by their name (`LineupComparison.Figure.name`).
        public var figures: [String: Figure]

        /// The run's value of `figure` for this line; nil: the toolkit has no such pair or the run did not time it.
        func figure(_ figure: LineupComparison.Figure) -> Figure? { figures[figure.name] }

        /// The table's "rows timed" for this line.
        var rowsTimed: String { ToolkitAnswers.rowsTimed(lineup, laidOut: laidOut) }
    }

    /// What a line's rows went through: the model's are always fitted and laid out, a real toolkit's built alone
    /// or built and laid out.
    static func rowsTimed(_ lineup: ToolkitLineup, laidOut: Bool) -> String {
        lineup.isModel ? "built, fitted and laid out" : (laidOut ? "built and laid out" : "built")
    }

    /// The real toolkits first, then the model, each timing that the run has a comparison for.
    public var lines: [Line]

    public init(_ analysis: RunAnalysis) {
        self.init(comparisons: analysis.comparisons.map(ComparisonRow.init))
    }

    /// The table from a run's comparisons alone, as `comparisons.csv` holds them: `across` has no samples to
    /// analyse, and must give each run the figures its own report gave.
    public init(comparisons: [ComparisonRow]) {
        func row(_ spec: ComparisonSpec) -> ComparisonRow? {
            comparisons.first { $0.spec.a == spec.a && $0.spec.b == spec.b }
        }
        // A run of a user's cell (`run --template`) answers for its cell as designed, as a seed run does for the
        // seed's row with fit.
        let fit: Fit = comparisons.contains { $0.spec.a.hasSuffix("/\(Fit.asDesigned.rawValue)") } ? .asDesigned : .fit
        lines = ToolkitLineup.reportOrder.flatMap { lineup in
            lineup.stages.compactMap { laidOut -> Line? in
                var figures: [String: Figure] = [:]
                for comparison in LineupComparison.all {
                    guard let figure = comparison.figure,
                        let spec = comparison.spec(for: lineup, laidOut: laidOut, fit: fit),
                        let row = row(spec)
                    else { continue }
                    figures[figure.name] =
                        figure.inverted
                        ? Figure(ratio: 1 / row.ratio, lower: 1 / row.upper, upper: 1 / row.lower)
                        : Figure(ratio: row.ratio, lower: row.lower, upper: row.upper)
                }
                return figures.isEmpty ? nil : Line(lineup: lineup, laidOut: laidOut, figures: figures)
            }
        }
    }

    /// One line per toolkit and timing, for the terminal: "GTK 4, built: template per row / code 2.07
    /// (2.03–2.11), cached template / code 1.97 (1.95–1.99), precomputed / cached 0.95 (0.94–0.96)."
    public var sentences: [String] {
        lines.map { line in
            let timed = line.lineup.isModel ? "a model of UIKit" : (line.laidOut ? "built and laid out" : "built")
            let parts = LineupComparison.figures.compactMap { figure in
                line.figure(figure).map {
                    """
                    \(figure.name) \(CSVFormat.fixed($0.ratio, 2)) \
                    (\(CSVFormat.fixed($0.lower, 2))–\(CSVFormat.fixed($0.upper, 2)))
                    """
                }
            }
            return "\(line.lineup.title), \(timed): " + parts.joined(separator: ", ") + "."
        }
    }

    /// The table's columns: every figure of every report, and the optional ones whose group the run has a figure of.
    var shownFigures: [LineupComparison.Figure] {
        Self.shownFigures { figure in lines.contains { $0.figure(figure) != nil } }
    }

    /// The columns of a table whose lines have the figures `present` says they have; shared with `across`.
    static func shownFigures(_ present: (LineupComparison.Figure) -> Bool) -> [LineupComparison.Figure] {
        let groups = Set(LineupComparison.figures.filter(present).compactMap(\.optionalGroup))
        return LineupComparison.figures.filter { $0.optionalGroup.map(groups.contains) ?? true }
    }

    /// Whether the run measured a real toolkit's pair at all.
    public var hasRealToolkit: Bool { lines.contains { !$0.lineup.isModel } }
}
