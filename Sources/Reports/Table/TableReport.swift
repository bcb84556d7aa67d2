import Foundation
import Results

/// `report.md` of `nib-or-not table`: the question, one table per scenario, and the verdicts in sentences.
struct TableReport {
    let analysis: TableAnalysis
    let plan: TablePlan
    let commandLine: String
    let wallSeconds: Double
    let loadAverage: String?
    /// The renderers GTK's workers painted with (empty without GTK's table).
    var renderers: [String] = []

    /// Whether the run had GTK's table: its constructions are named `gtk-list-*`.
    var hasGtk: Bool { plan.sources.contains { $0.hasPrefix("gtk-list-") } }

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
                if let counts = analysis.rowCounts(for: row) { sentence = String(sentence.dropLast()) + "; \(counts.sentence)." }
                return sentence
            }
        }
    }

    /// A scenario's title: the updates' duration and, with GTK's table, both viewports.
    func title(_ scenario: String) -> String {
        var title = Self.scenarioTitles[scenario] ?? scenario
        if scenario == "first-screen" && hasGtk { title = "First screen: the table and its visible rows (the model's 20; GTK's 5, in 568 px)" }
        if plan.updateNanoseconds != 3_000_000_000 {
            title = title.replacingOccurrences(of: "for 3 s", with: "for \(CSVFormat.fixed(Double(plan.updateNanoseconds) / 1e9, 2)) s")
        }
        if plan.scrollRows != TablePlan.defaultScrollRows {
            title = title.replacingOccurrences(of: "Scrolling 1,000 rows", with: "Scrolling \(plan.scrollRows) rows")
        }
        if scenario == "first-screen" && plan.firstScreens != TablePlan.defaultFirstScreens {
            title += " (\(plan.firstScreens) a process" + (hasGtk ? ", GTK's \((plan.firstScreens + 3) / 4))" : ")")
        }
        if scenario == "updates-throttled" { title += ", at most one reload per \(CSVFormat.fixed(Double(plan.throttleNanoseconds) / 1e9, 2)) s" }
        return title
    }

    private func us(_ e: TableAnalysis.Estimate) -> String {
        "\(CSVFormat.fixed(e.value / 1_000, 1)) (\(CSVFormat.fixed(e.interval.lower / 1_000, 1))–\(CSVFormat.fixed(e.interval.upper / 1_000, 1)))"
    }

    private func percent(_ e: TableAnalysis.Estimate) -> String {
        "\(CSVFormat.fixed(e.value * 100, 1))% (\(CSVFormat.fixed(e.interval.lower * 100, 1))–\(CSVFormat.fixed(e.interval.upper * 100, 1)))"
    }

    func render() -> String {
        var lines = ["# Does the table keep its frame budget?", "",
                     "\(plan.processes) worker processes, each running every construction in every scenario (\(plan.firstScreens) first "
                     + "screens, a scroll of \(plan.scrollRows) rows, \(CSVFormat.fixed(Double(plan.updateNanoseconds) / 1e9, 2)) s of updates); rows "
                     + "with shrink-to-fit \(plan.fit ? "on" : "off"); \(CSVFormat.fixed(wallSeconds, 0)) s. "
                     + "Command: `\(commandLine)`."]
        if let loadAverage { lines += ["", "Load average when the run started: \(loadAverage) (1, 5, 15 minutes)."] }
        lines += ["", "A frame's time is the work done for it (laying out the table, configuring and fitting the cells "
                  + "that enter, reloading); drawing and compositing are not modelled. Each figure is the median over "
                  + "processes of that process's statistic, with a 95% interval from resampling processes. Budgets: "
                  + "8.33 ms (120 Hz) and 16.67 ms (60 Hz). ![Frame times](frames.svg)"]
        if hasGtk {
            lines += ["", "GTK's table (`gtk-list-*`, docs/gtk.md \"The table\") is GTK 4's `GtkListView` of the same rows' texts "
                      + "in a 320 × 568 window, or a `GtkBox` of a row per row of data. Its frame's time is the work before "
                      + "the frame (moving the adjustment, which recycles and binds rows; storing changed texts and reloading) "
                      + "plus GTK's frame clock from before-paint to after-paint: style, layout, snapshot and rendering"
                      + (renderers.isEmpty ? "" : " with \(renderers.map { "`\($0)`" }.joined(separator: ", "))")
                      + ", without the clock's wait for the next frame. The model's frames leave drawing out. Rows "
                      + "created (`setup`) and bound (`bind`) are counted over each scenario run. Its first screen and update "
                      + "stream run on a table of \(TablePlan.gtkTableRows) rows, the model's on 1,000: a reload of every row "
                      + "rebinds every row GTK has made (up to about 200 in a list view, all of them in the box), the model's "
                      + "configures the rows on screen, so \(TablePlan.gtkTableRows) rows give both the same work; the scroll "
                      + "runs over a table as long as itself, where reuse shows."]
        }
        lines += ["", "## Verdicts", ""] + verdicts().map { "- " + $0 }
        for scenario in plan.scenarios {
            let rows = analysis.rows.filter { $0.scenario == scenario }
            // The update scenarios also say what their strategy did, per construction (median over processes).
            let withWork = rows.contains { analysis.work(for: $0) != nil }
            let withCounts = rows.contains { analysis.rowCounts(for: $0) != nil }
            var table = MarkdownTable(["construction", "frames", "p50 µs", "p95 µs", "p99 µs", "max µs", "over 8.33 ms", "over 16.67 ms"]
                                      + (withWork ? ["changes", "reloads", "cells configured"] : [])
                                      + (withCounts ? ["rows created", "rows bound"] : []))
            for row in rows {
                let work = analysis.work(for: row)
                let counts = analysis.rowCounts(for: row)
                table.add([row.source, "\(row.frames)", us(row.p50), us(row.p95), us(row.p99), us(row.max),
                           percent(row.overBudget[0]), percent(row.overBudget[1])]
                          + (withWork ? [work?.changes, work?.reloads, work?.cellsConfigured].map { $0.map(TableWorkSummary.count) ?? "–" } : [])
                          + (withCounts ? [counts?.created, counts?.bound].map { $0.map(TableWorkSummary.count) ?? "–" } : []))
            }
            lines += ["", "## \(title(scenario))", ""] + table.lines
        }
        lines += ["", "## Method", "",
                  "- Constructions: `code` and `flat` register a cell class; `nib-cached` registers a nib read once "
                  + "(UINib); `nib` a nib read and decoded for every new cell; `factory` is seed 003's cell factory "
                  + "(dequeue the old way, make from the cached template when the queue is empty). Every reused cell "
                  + "draws what a fresh cell for its row draws (tests).",
                  "- Rows get deterministic texts of 1 to 21 characters, so configuring a reused cell makes shrink-to-fit "
                  + "work again; the viewport is 20 rows of 132 points.",
                  ] + (hasGtk ? [
                  "- GTK's constructions: `gtk-list-code` and `gtk-list-template` are `GtkSignalListItemFactory`s whose `setup` "
                  + "builds the row in C or instantiates its widget class template, `bind` sets the 20 texts and fits them; "
                  + "`gtk-list-builder` is a `GtkBuilderListItemFactory` over `CellListItem.ui` (generated from the XIB), bound "
                  + "by a closure expression of the list item's item; `gtk-list-no-reuse` builds and binds a row for every row "
                  + "of data in a `GtkBox`. GTK's list view keeps rows for items around the viewport, not only "
                  + "those on screen (rows created). Every factory shows the same rows (tests).",
                  ] : []) + [
                  "- Verdict: a construction keeps a budget when the whole interval of its share of frames over it lies "
                  + "below 1%, misses it when the whole interval lies at or above 1%; otherwise the run cannot tell."]
        return lines.joined(separator: "\n") + "\n"
    }
}
