import Foundation
import Results
import Statistics

/// `survey --toolkits`: what writing each cell in code would save on each real toolkit, read from one `run
/// --template` of the cell per file (its comparisons.csv), and ranked by how much the template costs over code.
public struct SurveyToolkits {
    /// Template / code for one toolkit: the ratio of medians and its 95% interval over the toolkit's processes, as
    /// the run's report gives it (above 1: code is faster).
    public struct Figure: Sendable, Equatable {
        public var ratio: Double, lower: Double, upper: Double
    }

    /// One surveyed file: its run's folder and each toolkit's figures, or why it has none.
    public struct Cell: Sendable, Equatable {
        public var name: String
        /// The run's folder, relative to the survey's (`cells/MyCell.xib/2026-...`); nil when nothing ran.
        public var runFolder: String?
        /// By toolkit name: the template read per row / code and the kept template / code (nil: not measured).
        public var perRow: [String: Figure] = [:]
        public var kept: [String: Figure] = [:]
        /// Why the file has no figures (not a cell; its run failed), in one line.
        public var refusal: String?
        /// Whether its run failed, which makes the survey exit 1; a file that is not a cell is no failure.
        public var failed = false

        public init(name: String, runFolder: String? = nil, refusal: String? = nil) {
            self.name = name
            self.runFolder = runFolder
            self.refusal = refusal
        }

        /// A cell whose run failed, for `reason`.
        public static func failure(_ name: String, _ reason: String) -> Cell {
            var cell = Cell(name: name, refusal: reason)
            cell.failed = true
            return cell
        }

        /// The geometric mean of its template-per-row / code ratios over the toolkits measured: what ranks it.
        public var meanPerRowRatio: Double? {
            guard !perRow.isEmpty else { return nil }
            return exp(perRow.values.map { log($0.ratio) }.reduce(0, +) / Double(perRow.count))
        }
    }

    public let toolkits: [ToolkitLineup]
    public let cells: [Cell]

    /// The cells ranked, those code would save most on first; files with no figures last, by name.
    public init(toolkits: [ToolkitLineup], cells: [Cell]) {
        self.toolkits = toolkits
        self.cells = cells.sorted { ($0.meanPerRowRatio ?? 0, $1.name) > ($1.meanPerRowRatio ?? 0, $0.name) }
    }

    /// `cell` with its figures read from the run folder `run` (`comparisons.csv`), for each of `toolkits`: the
    /// comparison of the toolkit's code with its template per row, and with its kept template, turned over.
    public static func reading(_ cell: Cell, run: URL, toolkits: [ToolkitLineup]) throws -> Cell {
        let rows = try ComparisonsCSV.read(run.appendingPathComponent(ComparisonsCSV.fileName))
        var read = cell
        for lineup in toolkits {
            read.perRow[lineup.toolkit] = figure(rows, code: lineup.code, template: lineup.templatePerRow)
            read.kept[lineup.toolkit] = lineup.cachedTemplate.flatMap { figure(rows, code: lineup.code, template: $0) }
        }
        return read
    }

    /// Template / code from the comparison of the two constructions as designed, whichever way round it was made.
    private static func figure(_ rows: [ComparisonRow], code: Construction, template: Construction) -> Figure? {
        let code = Variant(code, .asDesigned).name, template = Variant(template, .asDesigned).name
        if let row = rows.first(where: { $0.spec.a == template && $0.spec.b == code }) {
            return Figure(ratio: row.ratio, lower: row.lower, upper: row.upper)
        }
        guard let row = rows.first(where: { $0.spec.a == code && $0.spec.b == template }) else { return nil }
        return Figure(ratio: 1 / row.ratio, lower: 1 / row.upper, upper: 1 / row.lower)
    }

    public static let csvName = "survey-toolkits.csv"
    public static let columns = [
        "rank", "file", "toolkit", "per_row_over_code", "per_row_low", "per_row_high", "kept_over_code", "kept_low",
        "kept_high", "run_folder", "refused",
    ]

    /// A line per file and toolkit (one line for a file with no figures), in rank order.
    public func csv() throws -> Data {
        func number(_ value: Double?) -> String { CSVFormat.fixed(value, 3) }
        var records: [[String]] = []
        for (rank, cell) in cells.enumerated() {
            let measured = toolkits.filter { cell.perRow[$0.toolkit] != nil || cell.kept[$0.toolkit] != nil }
            if measured.isEmpty {
                records.append(
                    [String(rank + 1), cell.name, "", "", "", "", "", "", "", cell.runFolder ?? "", cell.refusal ?? ""])
            }
            for lineup in measured {
                let perRow = cell.perRow[lineup.toolkit], kept = cell.kept[lineup.toolkit]
                records.append([
                    String(rank + 1), cell.name, lineup.toolkit, number(perRow?.ratio), number(perRow?.lower),
                    number(perRow?.upper), number(kept?.ratio), number(kept?.lower), number(kept?.upper),
                    cell.runFolder ?? "", "",
                ])
            }
        }
        return try CSVFormat.encode(columns: Self.columns, rows: records)
    }

    /// The section `survey.md` ends with.
    public func markdown() -> [String] {
        func figure(_ value: Figure?) -> String {
            guard let value else { return "—" }
            return "\(CSVFormat.fixed(value.ratio, 2)) (\(CSVFormat.fixed(value.lower, 2))–"
                + "\(CSVFormat.fixed(value.upper, 2)))"
        }
        func escaped(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
        var lines = [
            "## What code would save on each toolkit", "",
            "Each cell built on the real toolkits by `run --template` (its run's folder under `cells/`, with its "
                + "report): the template read per row / code, then the kept template / code, as ratios of medians "
                + "with 95% intervals over the toolkit's processes; above 1, code builds the cell faster. Ranked by "
                + "the geometric mean of the first ratio over the toolkits; \"—\": the toolkit has no such "
                + "construction or could not build the cell (the run's terminal says why).",
            "",
            "| rank | file | " + toolkits.map { "\($0.title): per row / code, kept / code" }.joined(separator: " | ")
                + " |",
            "| ---: | --- | " + toolkits.map { _ in "---:" }.joined(separator: " | ") + " |",
        ]
        for (rank, cell) in cells.enumerated() {
            let name = escaped(cell.name) + (cell.refusal.map { " — " + escaped($0) } ?? "")
            let figures = toolkits.map { figure(cell.perRow[$0.toolkit]) + ", " + figure(cell.kept[$0.toolkit]) }
            lines.append("| \(rank + 1) | \(name) | " + figures.joined(separator: " | ") + " |")
        }
        return lines
    }
}
