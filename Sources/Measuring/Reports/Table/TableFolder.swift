import Foundation
import Results
import Statistics

/// Writes `nib-or-not table`'s run folder: `frames.csv` (every frame), `table-summary.csv` (per construction
/// and scenario, with intervals), `work.csv` (reloads and cells configured per update scenario run), `rows.csv`
/// (GTK's rows created and bound per scenario run, when the run had GTK's table), `frames.svg` (p50, p95 and max
/// frame time per construction and scenario) and `report.md` (one table per scenario, the verdicts in
/// sentences). Formats: docs/results-format.md.
public enum TableFolder {
    @discardableResult
    public static func write(
        _ data: TableRunData, plan: TablePlan, commandLine: String, wallSeconds: Double,
        loadAverage: String?, to folder: URL
    ) throws -> [String] {
        let frames = data.frames
        let analysis = try TableAnalysis(
            frames: frames, work: data.work, rowCounts: data.rowCounts, sources: plan.sources,
            scenarios: plan.scenarios,
            options: BootstrapOptions(seed: plan.seed, resamples: 2_000))
        try CSVFormat.encode(
            columns: ["process", "construction", "scenario", "frame", "nanoseconds"],
            rows: frames.map {
                ["\($0.process)", $0.source, $0.scenario, "\($0.index)", "\($0.nanoseconds)"]
            }
        ).write(to: folder.appendingPathComponent("frames.csv"))
        try CSVFormat.encode(
            columns: ["process", "construction", "scenario", "changes", "reloads", "cells_configured"],
            rows: data.work.map {
                ["\($0.process)", $0.source, $0.scenario, "\($0.changes)", "\($0.reloads)", "\($0.cellsConfigured)"]
            }
        ).write(to: folder.appendingPathComponent("work.csv"))
        if !data.rowCounts.isEmpty {
            try CSVFormat.encode(
                columns: ["process", "construction", "scenario", "rows_created", "rows_bound"],
                rows: data.rowCounts.map {
                    ["\($0.process)", $0.source, $0.scenario, "\($0.created)", "\($0.bound)"]
                }
            ).write(to: folder.appendingPathComponent("rows.csv"))
        }
        func cells(_ e: TableAnalysis.Estimate, _ scale: Double, _ places: Int) -> [String] {
            [e.value, e.interval.lower, e.interval.upper].map { CSVFormat.fixed($0 * scale, places) }
        }
        let columns =
            ["construction", "scenario", "processes", "frames"]
            + ["p50", "p95", "p99", "max"].flatMap { ["\($0)_us", "\($0)_ci_lower_us", "\($0)_ci_upper_us"] }
            + [
                "over_120hz", "over_120hz_ci_lower", "over_120hz_ci_upper", "over_60hz", "over_60hz_ci_lower",
                "over_60hz_ci_upper",
            ]
        try CSVFormat.encode(
            columns: columns,
            rows: analysis.rows.map { row in
                [row.source, row.scenario, "\(row.processes)", "\(row.frames)"]
                    + [row.p50, row.p95, row.p99, row.max].flatMap { cells($0, 0.001, 1) }
                    + row.overBudget.flatMap { cells($0, 1, 4) }
            }
        ).write(to: folder.appendingPathComponent("table-summary.csv"))
        let report = TableReport(
            analysis: analysis, plan: plan, commandLine: commandLine, wallSeconds: wallSeconds,
            loadAverage: loadAverage, renderers: Array(Set(data.renderers.map(\.name))).sorted())
        try Data(report.render().utf8).write(to: folder.appendingPathComponent("report.md"))
        try Data(TableChart.render(analysis).utf8).write(to: folder.appendingPathComponent("frames.svg"))
        return report.verdicts()
    }
}
