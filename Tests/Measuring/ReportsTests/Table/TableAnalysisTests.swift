import Results
import Statistics
import Testing
@testable import Reports

/// Three processes of 100 frames each: frame i takes i × 100 µs in process 1, ×1.01 in process 2, ×0.99 in 3,
/// so 16 or 17 of 100 exceed 8.33 ms and none exceeds 16.67 ms except frames above 166.
private func frames(source: String, scale: Double = 1) -> [TableFrame] {
    (1...3).flatMap { process in
        (1...100).map { i in
            let factor = [1.0, 1.01, 0.99][process - 1] * scale
            return TableFrame(
                process: process, source: source, scenario: "scrolling", index: i,
                nanoseconds: UInt64((Double(i) * 100_000 * factor).rounded()))
        }
    }
}

@Test func tableAnalysisSummarisesPerProcessAndGivesVerdictsFromIntervals() throws {
    let analysis = try TableAnalysis(
        frames: frames(source: "code") + frames(source: "flat", scale: 0.05),
        sources: ["code", "flat"], scenarios: ["scrolling"],
        options: BootstrapOptions(seed: 1, resamples: 200))
    #expect(analysis.rows.count == 2)
    let code = try #require(analysis.rows.first { $0.source == "code" })
    #expect(code.frames == 300 && code.processes == 3)
    // Process 1: type-7 median of 100 µs … 10,000 µs is 5,050 µs; the median process is process 1.
    #expect(abs(code.p50.value - 5_050_000) < 1)
    #expect(abs(code.max.value - 10_000_000) < 1)
    // Over 8.33 ms: frames 84…100 in process 1 (17), 83…100 in process 2 (18), 85…100 in process 3 (16).
    #expect(abs(code.overBudget[0].value - 0.17) < 1e-9)
    #expect(code.overBudget[1].value == 0)
    #expect(
        TableAnalysis.verdict(code)
            == "code: misses 120 Hz in 17.0% of frames; keeps 60 Hz (0.0% of frames over 60 Hz's budget).")
    let flat = try #require(analysis.rows.first { $0.source == "flat" })
    #expect(TableAnalysis.verdict(flat).hasPrefix("flat: keeps 120 Hz"))
}

@Test func framesReadBackFromTheirLines() {
    let frame = TableFrame(
        process: 2, source: "nib-cached", scenario: "updates-throttled", index: 7, nanoseconds: 12_345)
    #expect(TableFrame(line: Substring(frame.line)) == frame)
    #expect(TableFrame(line: "frame,2,code") == nil)
}

@Test func workReadsBackFromItsLineAndRejectsMalformedOnes() {
    let work = TableWork(
        process: 3, source: "code", scenario: "updates-throttled", changes: 600, reloads: 11, cellsConfigured: 220)
    #expect(work.line == "work,3,code,updates-throttled,600,11,220")
    #expect(TableWork(line: Substring(work.line)) == work)
    #expect(TableWork(line: "work,3,code,updates-throttled,600,11") == nil)
    #expect(TableWork(line: "work,3,code,updates-throttled,600,eleven,220") == nil)
    #expect(TableWork(line: "work,3,code,updates-throttled,600,-1,220") == nil)
    #expect(TableWork(line: "frame,3,code,updates-throttled,600,11,220") == nil)
    // A work line is not a frame, so the coordinator tells the two kinds apart.
    #expect(TableFrame(line: Substring(work.line)) == nil)
}

/// The update scenarios' work lands in the analysis, the verdicts and the report's table.
@Test func theReportShowsReloadsPerConstructionAndStrategy() throws {
    let scenarios = ["updates-reload-all", "updates-throttled"]
    let frames = scenarios.flatMap { scenario in
        (1...3).flatMap { process in
            (1...10).map {
                TableFrame(process: process, source: "code", scenario: scenario, index: $0, nanoseconds: 1_000_000)
            }
        }
    }
    let work = (1...3).flatMap { process in
        [
            TableWork(
                process: process, source: "code", scenario: "updates-reload-all", changes: 600, reloads: 600,
                cellsConfigured: 12_000),
            TableWork(
                process: process, source: "code", scenario: "updates-throttled", changes: 600,
                reloads: process == 3 ? 12 : 11,
                cellsConfigured: 220),
        ]
    }
    let analysis = try TableAnalysis(
        frames: frames, work: work, sources: ["code"], scenarios: scenarios,
        options: BootstrapOptions(seed: 1, resamples: 100))
    let throttled = try #require(analysis.work.first { $0.scenario == "updates-throttled" })
    #expect(
        throttled.reloads == 11 && throttled.reloadsRange == 11...12 && throttled.changes == 600
            && throttled.processes == 3)
    let row = try #require(analysis.rows.first { $0.scenario == "updates-throttled" })
    #expect(
        TableAnalysis.verdict(row, work: analysis.work(for: row)).hasSuffix(
            "; 11 reloads for 600 changes, 11–12 across processes (220 cells configured)."))
    var plan = TablePlan(
        processes: 3, sources: ["code"], scenarios: scenarios, fit: true, templatesDirectory: "templates", seed: 1)
    plan.throttleNanoseconds = 300_000_000
    let report = TableReport(
        analysis: analysis, plan: plan, commandLine: "nib-or-not table", wallSeconds: 1, loadAverage: nil)
    let text = report.render()
    #expect(text.contains("| changes | reloads | cells configured |"))
    #expect(text.contains("| 600 | 600 | 12000 |"))
    #expect(
        report.verdicts().contains {
            $0.hasPrefix("updates-reload-all, code:")
                && $0.hasSuffix("; 600 reloads for 600 changes (12000 cells configured).")
        })
}

@Test func rowCountsAndRenderersReadBackFromTheirLines() {
    let counts = TableRowCounts(process: 2, source: "gtk-list-code", scenario: "scrolling", created: 206, bound: 1_020)
    #expect(counts.line == "rows,2,gtk-list-code,scrolling,206,1020")
    #expect(TableRowCounts(line: Substring(counts.line)) == counts)
    #expect(TableRowCounts(line: "rows,2,gtk-list-code,scrolling,206") == nil)
    #expect(TableRowCounts(line: "rows,2,gtk-list-code,scrolling,-1,1020") == nil)
    #expect(TableWork(line: Substring(counts.line)) == nil && TableFrame(line: Substring(counts.line)) == nil)
    let renderer = TableRenderer(process: 1, name: "GskGLRenderer")
    #expect(TableRenderer(line: Substring(renderer.line)) == renderer)
    #expect(TableRenderer(line: "renderer,1,") == nil)
}

/// With GTK's table the report sets the rows created and bound beside the times, in the verdicts too, names
/// the renderer, and titles the first screen with both viewports; the model's report alone says none of it.
@Test func theReportShowsGtkRowsCreatedAndBound() throws {
    let sources = ["code", "gtk-list-code"]
    let frames = sources.flatMap { source in
        (1...3).flatMap { process in
            (1...10).map {
                TableFrame(process: process, source: source, scenario: "scrolling", index: $0, nanoseconds: 1_000_000)
            }
        }
    }
    let counts = (1...3).map {
        TableRowCounts(
            process: $0, source: "gtk-list-code", scenario: "scrolling", created: $0 == 3 ? 207 : 206, bound: 1_020)
    }
    let analysis = try TableAnalysis(
        frames: frames, rowCounts: counts, sources: sources, scenarios: ["scrolling", "first-screen"],
        options: BootstrapOptions(seed: 1, resamples: 100))
    let summary = try #require(analysis.rowCounts.first)
    #expect(
        analysis.rowCounts.count == 1 && summary.created == 206 && summary.createdRange == 206...207
            && summary.bound == 1_020)
    let plan = TablePlan(
        processes: 3, sources: sources, scenarios: ["scrolling", "first-screen"], fit: true,
        templatesDirectory: "templates", seed: 1)
    let report = TableReport(
        analysis: analysis, plan: plan, commandLine: "nib-or-not table", wallSeconds: 1, loadAverage: nil,
        renderers: ["GskGLRenderer"])
    let text = report.render()
    #expect(
        text.contains("| rows created | rows bound |") && text.contains("| 206 | 1020 |")
            && text.contains("| – | – |"))
    #expect(text.contains("`GskGLRenderer`") && text.contains("the model's 20; GTK's 5"))
    #expect(
        report.verdicts().contains {
            $0.hasPrefix("scrolling, gtk-list-code:")
                && $0.hasSuffix("; 206 rows created (206–207 across processes), 1020 bound.")
        })
    let modelOnly = TableReport(
        analysis: try TableAnalysis(
            frames: frames.filter { $0.source == "code" }, sources: ["code"],
            scenarios: ["scrolling"], options: BootstrapOptions(seed: 1, resamples: 100)),
        plan: TablePlan(
            processes: 3, sources: ["code"], scenarios: ["scrolling"], fit: true,
            templatesDirectory: "templates", seed: 1),
        commandLine: "nib-or-not table", wallSeconds: 1, loadAverage: nil
    ).render()
    #expect(!modelOnly.contains("GtkListView") && !modelOnly.contains("rows created"))
}

/// The report's text on GTK's table comes from GTK's declaration (`ToolkitTable.gtk`) and reads, byte for byte, as
/// when the report wrote it itself: the first screen's titles, the paragraph and the method's line.
@Test func theReportsTextOnGtksTableIsItsDeclarations() throws {
    let sources = ["code", "gtk-list-code"]
    let frames = sources.flatMap { source in
        (1...3).flatMap { process in
            (1...10).map {
                TableFrame(
                    process: process, source: source, scenario: "first-screen", index: $0, nanoseconds: 1_000_000)
            }
        }
    }
    let analysis = try TableAnalysis(
        frames: frames, sources: sources, scenarios: ["first-screen"],
        options: BootstrapOptions(seed: 1, resamples: 100))
    var plan = TablePlan(
        processes: 3, sources: sources, scenarios: ["first-screen"], fit: true, templatesDirectory: "templates", seed: 1
    )
    plan.firstScreens = 9
    let report = TableReport(
        analysis: analysis, plan: plan, commandLine: "nib-or-not table", wallSeconds: 1, loadAverage: nil,
        renderers: ["GskGLRenderer"])
    #expect(
        report.title("first-screen")
            == """
            First screen: the table and its visible rows (the model's 20; GTK's 5, in 568 px) (9 a process, GTK's \
            3)
            """
    )
    let text = report.render()
    let paragraph: String = [
        "\n\nGTK's table (`gtk-list-*`, docs/gtk.md \"The table\") is GTK 4's `GtkListView` of the same rows' texts ",
        "in a 320 × 568 window, or a `GtkBox` of a row per row of data. Its frame's time is the work before the ",
        "frame (moving the adjustment, which recycles and binds rows; storing changed texts and reloading) plus GTK's ",
        "frame clock from before-paint to after-paint: style, layout, snapshot and rendering with `GskGLRenderer`, ",
        "without the clock's wait for the next frame. The model's frames leave drawing out. Rows created (`setup`) ",
        "and bound (`bind`) are counted over each scenario run. Its first screen and update stream run on a table of ",
        "20 rows, the model's on 1,000: a reload of every row rebinds every row GTK has made (up to about 200 in a ",
        "list view, all of them in the box), the model's configures the rows on screen, so 20 rows give both the same ",
        "work; the scroll runs over a table as long as itself, where reuse shows.\n\n## Verdicts",
    ].joined()
    let method: String = [
        "work again; the viewport is 20 rows of 132 points.\n- GTK's constructions: `gtk-list-code` and ",
        "`gtk-list-template` are `GtkSignalListItemFactory`s whose `setup` builds the row in C or instantiates its ",
        "widget class template, `bind` sets the 20 texts and fits them; `gtk-list-builder` is a ",
        "`GtkBuilderListItemFactory` over `CellListItem.ui` (generated from the XIB), bound by a closure expression ",
        "of the list item's item; `gtk-list-no-reuse` builds and binds a row for every row of data in a `GtkBox`. ",
        "GTK's list view keeps rows for items around the viewport, not only those on screen (rows created). Every ",
        "factory shows the same rows (tests).\n- Verdict: ",
    ].joined()
    #expect(text.contains(paragraph))
    #expect(text.contains(method))
}
