import Foundation
import Results

/// `report.md` of a sweep: time per row against the number of labels, ratios against code beside
/// mgenware's iPhone figures, cost per label and per row, allocations, the chart and the method.
///
/// Every number comes from the analysis of this run; the only fixed figures are mgenware's and the seed's
/// "factor of 10", each with its source.
struct SweepReport {
    let analysis: SweepAnalysis
    let metadata: RunMetadata
    /// The 1-, 5- and 15-minute load averages when the run started, as `/proc/loadavg` gave them.
    let loadAverage: String?

    private var constructions: [SweepVariant.Construction] {
        analysis.points.map(\.construction).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }
    /// The sweep's one group of workers: the model's, or since sweeps planned a real toolkit's points as its own
    /// group, that toolkit's (`RunPlan.workerGroups`).
    private var group: ToolkitGroup { metadata.plan.workerGroups.first ?? metadata.plan.modelGroup }
    private var sizes: [Int] { Array(Set(analysis.points.map(\.labels))).sorted() }

    func render() -> String {
        var lines = [
            "# Time per row against the number of labels", "",
            "Sweep of \(metadata.date), commit `\(metadata.gitCommit)`: \(metadata.steadyProcessesRun) worker "
                + "processes "
                + "of \(group.rounds) rounds, labels with shrink-to-fit \(analysis.fit == .fit ? "on" : "off"), "
                + "\(metadata.buildConfiguration) build, \(CSVFormat.fixed(metadata.wallSeconds, 0)) s.",
        ]
        if metadata.isDebugBuild {
            lines += ["", "> **WARNING: DEBUG BUILD.** These numbers say nothing about release performance."]
        }
        if let loadAverage {
            lines += [
                "",
                "Load average when the sweep started: \(loadAverage) (1, 5, 15 minutes) on \(metadata.cores) cores.",
            ]
        }
        lines += section("Headlines", headlines())
        lines += section("Time per row", timeTable() + ["", "![Median µs per row against labels, log-log](sweep.svg)"])
        lines += section("Ratios against code, beside mgenware's iPhone figures", ratioTable())
        lines += section("Cost per label and fixed cost per row", lineTable())
        lines += section("Allocations per row", allocationTable())
        if analysis.points.contains(where: { $0.instructionsPerRow != nil }) {
            lines += section("Instructions per row", instructionTable())
        }
        lines += section("Method", method())
        lines += section(
            "Environment",
            [
                "- CPU: \(metadata.cpuModel), \(metadata.cores) cores; \(metadata.kernel)",
                "- Toolchain: \(metadata.toolchain)", "- jemalloc \(metadata.jemallocVersion)",
                "- Command: `nib-or-not \(metadata.options.joined(separator: " "))`",
            ])
        return lines.joined(separator: "\n") + "\n"
    }

    private func section(_ heading: String, _ body: [String]) -> [String] { ["", "## \(heading)", ""] + body }

    private func micro(_ nanoseconds: Double) -> String {
        CSVFormat.fixed(nanoseconds / 1_000, nanoseconds < 10_000 ? 2 : 1)
    }

    private func withInterval(_ point: SweepAnalysis.Point) -> String {
        "\(micro(point.nanosecondsPerRow)) (\(micro(point.interval.lower))–\(micro(point.interval.upper)))"
    }

    private func ratio(_ point: SweepAnalysis.Point?) -> String {
        guard let point, let ratio = point.ratioToCode, let interval = point.ratioInterval else { return "—" }
        return
            "\(CSVFormat.fixed(ratio, 2)) (\(CSVFormat.fixed(interval.lower, 2))–\(CSVFormat.fixed(interval.upper, 2)))"
    }

    func headlines() -> [String] {
        var lines: [String] = []
        for line in analysis.lines {
            if let curved = curvedLineHeadline(line) {
                lines.append(curved)
                continue
            }
            lines.append(
                "- \(line.construction.rawValue): \(micro(line.perLabelNanoseconds)) µs per label "
                    + "(95% CI \(micro(line.perLabelInterval.lower))–\(micro(line.perLabelInterval.upper))) and "
                    + "\(micro(line.fixedNanoseconds)) µs per row whatever the labels "
                    + "(\(micro(line.fixedInterval.lower))–\(micro(line.fixedInterval.upper))).")
        }
        if let flat = analysis.point(.flat, labels: 20), let ratio = flat.ratioToCode, let interval = flat.ratioInterval
        {
            lines.append(
                "- Flattening, at the seed's 20 labels: the flat row takes \(CSVFormat.fixed(ratio, 2)) of code's time "
                    + "(95% CI \(CSVFormat.fixed(interval.lower, 2))–\(CSVFormat.fixed(interval.upper, 2))), "
                        + """
                        \(CSVFormat.fixed(1 / ratio, 1)) times as fast; the seed promises \"a factor of 10 or more\" \
                        (0.10).
                        """
            )
        }
        for construction in SweepVariant.allConstructions where construction.isTemplate {
            let points = analysis.points.filter { $0.construction == construction && $0.ratioToCode != nil }.sorted {
                $0.labels < $1.labels
            }
            guard let first = points.first, let last = points.last, first.labels != last.labels else { continue }
            lines.append(
                "- \(construction.rawValue)/\(construction.code.rawValue): "
                    + "\(CSVFormat.fixed(first.ratioToCode!, 2)) at \(first.labels) "
                    + "label\(first.labels == 1 ? "" : "s"), \(CSVFormat.fixed(last.ratioToCode!, 2)) at "
                    + "\(last.labels); "
                    + "mgenware's iPhone 6 Plus XIB/code: 5.6 at 2 subviews, 1.75 at 20, 1.64 at 100.")
        }
        if let instructions = instructionHeadline() { lines.append(instructions) }
        return lines
    }

    private func timeTable() -> [String] {
        var table = MarkdownTable(["labels"] + constructions.map { "\($0.rawValue) µs" })
        for size in sizes {
            table.add(["\(size)"] + constructions.map { analysis.point($0, labels: size).map(withInterval) ?? "—" })
        }
        return [
            """
            Median over processes of each process's median µs per row, with the 95% interval from resampling \
            processes.
            """
        ]
            + [""] + table.lines
    }

    private func ratioTable() -> [String] {
        let others = constructions.filter { !$0.isCode }
        var table = MarkdownTable(
            ["labels"] + others.map { "\($0.rawValue)/\($0.code.rawValue)" } + ["mgenware XIB/code (iPhone 6 Plus)"])
        for size in sizes {
            let mgenware = MgenwareFigures.xibOverCode[size].map { CSVFormat.fixed($0, 2) } ?? "—"
            table.add(["\(size)"] + others.map { ratio(analysis.point($0, labels: size)) } + [mgenware])
        }
        return [
            "Per process, the construction's median over code's median in the same process; the median of those ratios "
                + "with its 95% process-bootstrap interval. Below 1, faster than code.", "",
        ] + table.lines
            + [
                "",
                "mgenware's figures: \(MgenwareFigures.source). Their nib holds plain views, no labels, and is read "
                    + """
                    and decoded for every load: the counterpart here is \(mgenwareCounterpart). Their sizes are \
                    2, 20 and 100.
                    """,
            ]
    }

    private func lineTable() -> [String] {
        var table = MarkdownTable(["construction", "µs per label (95% CI)", "fixed µs per row (95% CI)"])
        for line in analysis.lines {
            table.add([
                line.construction.rawValue,
                """
                \(micro(line.perLabelNanoseconds)) \
                (\(micro(line.perLabelInterval.lower))–\(micro(line.perLabelInterval.upper)))
                """,
                """
                \(micro(line.fixedNanoseconds)) \
                (\(micro(line.fixedInterval.lower))–\(micro(line.fixedInterval.upper)))
                """,
            ])
        }
        return [
            "Least-squares line of each process's median time per row against the number of labels (one point per "
                + "process and size); intervals from refitting on resampled processes. The fit weighs the large rows "
                + "most; the chart shows how straight the lines are."
        ] + [""] + table.lines
    }

    private func allocationTable() -> [String] {
        var table = MarkdownTable(["labels"] + constructions.map { "\($0.rawValue) (allocations, bytes)" })
        for size in sizes {
            table.add(
                ["\(size)"]
                    + constructions.map { construction in
                        guard let point = analysis.point(construction, labels: size),
                            let count = point.allocationsPerRow,
                            let bytes = point.bytesPerRow
                        else { return "—" }
                        return "\(CSVFormat.fixed(count, 1)), \(CSVFormat.fixed(bytes, 0))"
                    })
        }
        return ["From each process's counting pass, per row, averaged over processes."] + [""] + table.lines
    }

    private func method() -> [String] {
        var notes: [String] = []
        if constructions.contains(.templateUncached) && constructions.count > 1 {
            notes.append(
                "- **Caution:** template-uncached was timed in the same processes as the others; its parsing "
                    + "allocates megabytes per row and has been seen to slow the small rows timed beside it, so the "
                    + "other constructions' figures in this sweep may be too high. Sweep it on its own to compare.")
        }
        return notes + (realToolkit.map(realToolkitMethod) ?? modelRowsMethod) + [
            "- Timing: the run's harness, unchanged: worker processes one after another, each timing every "
                + "point in a freshly "
                + "shuffled order per round, in batches of at least \(metadata.plan.minimumBatchNanoseconds / 1_000) "
                + "µs, after "
                + "\(group.warmupRounds) warm-up rounds. Processes are the replicates of every interval.",
            "- Intervals: 95% percentile bootstrap over processes (\(metadata.plan.seed) seeds them).",
        ]
    }

    /// The model's rows and constructions.
    private var modelRowsMethod: [String] {
        [
            "- The rows: label i takes the frame of the seed row's label i mod 20, moved down 132 points per "
                + "full 20 labels; "
                + "every label is the seed's (bold system 14 pt, \"placeholder\", ...). The row of 20 is the seed's "
                + "row. Code and "
                    + """
                    flat rows are generated label by label by `scripts/generate-sweep-rows.py`; the XIBs \
                    (`templates/sweep/`) too.
                    """,
            "- Constructions: `code` (a cell, two background views and N labels, each a view with its layer), "
                + "`flat` (a cell "
                + "whose content view holds one view drawing N items held as values), `nib-cached` (the XIB compiled "
                + "to a nib "
                + "when the worker starts, read and indexed once, decoded per row, like `UINib`), `nib` (the nib "
                + "read, indexed "
                + "and decoded per row, like `loadNibNamed`), and by name `template-cached` and `template-uncached` "
                + "(the XIB's "
                + "XML, parsed once or per row). Every construction of a size draws the same display list (tests).",
        ]
    }
}
