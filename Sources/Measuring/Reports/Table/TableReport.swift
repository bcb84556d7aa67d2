import Foundation
import Results

/// `report.md` of `nib-or-not table`: the question, one table per scenario, and the verdicts in sentences.
struct TableReport {
    let analysis: TableAnalysis
    let plan: TablePlan
    let commandLine: String
    let wallSeconds: Double
    let loadAverage: String?
    /// The renderers the real toolkits' workers painted with (empty without a real toolkit's table).
    var renderers: [String] = []

    /// The real toolkits' tables the run had, by their declared constructions: each adds its own lines.
    var toolkitTables: [ToolkitTable] {
        ToolkitDeclaration.offering(.table).filter { !$0.isModel }.compactMap(\.table).filter { table in
            plan.sources.contains(where: table.constructions.contains)
        }
    }

    static let scenarioTitles: [String: String] = [
        "first-screen": "First screen: the table and its 20 visible rows",
        "scrolling": "Scrolling 1,000 rows, 2 rows a frame, with reuse",
        "scrolling-no-reuse": "Scrolling 1,000 rows, 2 rows a frame, every row a new cell",
        "updates-reload-all": "Updates every 5 ms for 3 s: reloadData() on each",
        "updates-reload-changed": "Updates every 5 ms for 3 s: reload the changed row only",
        "updates-throttled": "Updates every 5 ms for 3 s: throttled reload (seed 004)",
    ]

    func verdicts() -> [String] {
        plan.scenarios.flatMap { scenario in
            analysis.rows.filter { $0.scenario == scenario }.map { row in
                var sentence = "\(scenario), \(TableAnalysis.verdict(row, work: analysis.work(for: row)))"
                if let counts = analysis.rowCounts(for: row) {
                    sentence = String(sentence.dropLast()) + "; \(counts.sentence)."
                }
                return sentence
            }
        }
    }

    /// A scenario's title: the updates' duration and, with a real toolkit's table, every table's viewport.
    func title(_ scenario: String) -> String {
        var title = Self.scenarioTitles[scenario] ?? scenario
        let toolkitTables = toolkitTables
        if scenario == "first-screen" && !toolkitTables.isEmpty {
            let modelTables = ToolkitDeclaration.offering(.table).filter(\.isModel).compactMap(\.table)
            title =
                "First screen: the table and its visible rows ("
                + (modelTables + toolkitTables).map { "\($0.possessive) \($0.visibleRowsPhrase)" }.joined(
                    separator: "; ") + ")"
        }
        if plan.updateNanoseconds != 3_000_000_000 {
            title = title.replacingOccurrences(
                of: "for 3 s", with: "for \(CSVFormat.fixed(Double(plan.updateNanoseconds) / 1e9, 2)) s")
        }
        if plan.scrollRows != TablePlan.defaultScrollRows {
            title = title.replacingOccurrences(of: "Scrolling 1,000 rows", with: "Scrolling \(plan.scrollRows) rows")
        }
        if scenario == "first-screen" && plan.firstScreens != TablePlan.defaultFirstScreens {
            title +=
                " (\(plan.firstScreens) a process"
                + toolkitTables.map { ", \($0.possessive) \($0.firstScreens(for: plan.firstScreens))" }.joined() + ")"
        }
        if scenario == "updates-throttled" {
            title += ", at most one reload per \(CSVFormat.fixed(Double(plan.throttleNanoseconds) / 1e9, 2)) s"
        }
        return title
    }

    private func us(_ e: TableAnalysis.Estimate) -> String {
        """
        \(CSVFormat.fixed(e.value / 1_000, 1)) \
        (\(CSVFormat.fixed(e.interval.lower / 1_000, 1))–\(CSVFormat.fixed(e.interval.upper / 1_000, 1)))
        """
    }

    private func percent(_ e: TableAnalysis.Estimate) -> String {
        """
        \(CSVFormat.fixed(e.value * 100, 1))% \
        (\(CSVFormat.fixed(e.interval.lower * 100, 1))–\(CSVFormat.fixed(e.interval.upper * 100, 1)))
        """
    }

    func render() -> String {
        var lines = [
            "# Does the table keep its frame budget?", "",
            "\(plan.processes) worker processes, each running every construction in every scenario "
                + "(\(plan.firstScreens) first "
                + "screens, a scroll of \(plan.scrollRows) rows, "
                + "\(CSVFormat.fixed(Double(plan.updateNanoseconds) / 1e9, 2)) s of updates); rows "
                + "with shrink-to-fit \(plan.fit ? "on" : "off"); \(CSVFormat.fixed(wallSeconds, 0)) s. "
                + "Command: `\(commandLine)`.",
        ]
        if let loadAverage { lines += ["", "Load average when the run started: \(loadAverage) (1, 5, 15 minutes)."] }
        lines += [
            "",
            "A frame's time is the work done for it (laying out the table, configuring and fitting the cells "
                + "that enter, reloading); drawing and compositing are not modelled. Each figure is the median over "
                + "processes of that process's statistic, with a 95% interval from resampling processes. Budgets: "
                + "8.33 ms (120 Hz) and 16.67 ms (60 Hz). ![Frame times](frames.svg)",
        ]
        lines += toolkitTables.compactMap { $0.reportParagraph?(renderers) }.flatMap { ["", $0] }
        lines += ["", "## Verdicts", ""] + verdicts().map { "- " + $0 }
        for scenario in plan.scenarios {
            let rows = analysis.rows.filter { $0.scenario == scenario }
            // The update scenarios also say what their strategy did, per construction (median over processes).
            let withWork = rows.contains { analysis.work(for: $0) != nil }
            let withCounts = rows.contains { analysis.rowCounts(for: $0) != nil }
            var table = MarkdownTable(
                ["construction", "frames", "p50 µs", "p95 µs", "p99 µs", "max µs", "over 8.33 ms", "over 16.67 ms"]
                    + (withWork ? ["changes", "reloads", "cells configured"] : [])
                    + (withCounts ? ["rows created", "rows bound"] : []))
            for row in rows {
                let work = analysis.work(for: row)
                let counts = analysis.rowCounts(for: row)
                table.add(
                    [
                        row.source, "\(row.frames)", us(row.p50), us(row.p95), us(row.p99), us(row.max),
                        percent(row.overBudget[0]), percent(row.overBudget[1]),
                    ]
                        + (withWork
                            ? [work?.changes, work?.reloads, work?.cellsConfigured].map {
                                $0.map(TableWorkSummary.count) ?? "–"
                            } : [])
                        + (withCounts
                            ? [counts?.created, counts?.bound].map { $0.map(TableWorkSummary.count) ?? "–" } : []))
            }
            lines += ["", "## \(title(scenario))", ""] + table.lines
        }
        lines +=
            [
                "", "## Method", "",
                "- Constructions: `code` and `flat` register a cell class; `nib-cached` registers a nib read once "
                    + "(UINib); `nib` a nib read and decoded for every new cell; `factory` is seed 003's cell factory "
                    + "(dequeue the old way, make from the cached template when the queue is empty). Every reused cell "
                    + "draws what a fresh cell for its row draws (tests).",
                "- Rows get deterministic texts of 1 to 21 characters, so configuring a reused cell makes "
                    + "shrink-to-fit "
                    + "work again; the viewport is 20 rows of 132 points.",
            ] + toolkitTables.compactMap(\.methodLine) + [
                "- Verdict: a construction keeps a budget when the whole interval of its share of frames over it lies "
                    + "below 1%, misses it when the whole interval lies at or above 1%; otherwise the run cannot tell."
            ]
        return lines.joined(separator: "\n") + "\n"
    }
}
