import Results
import Statistics

extension MarkdownReport {
    /// The seed's "first 10 results": per variant, the median over cold processes of row 1, 2, ... beside
    /// the steady-state median.
    func coldTable() -> [String] {
        let count = analysis.coldRowCount
        let variants = analysis.variants.filter { !$0.coldMedians.isEmpty }
        guard count > 0, !variants.isEmpty else { return ["This run timed no cold processes."] }
        var table = MarkdownTable(["variant", "processes", "setup"] + (1...count).map { "row \($0)" } + ["steady"])
        for variant in variants {
            let rows = (0..<count).map { index in
                Units.microseconds(index < variant.coldMedians.count ? variant.coldMedians[index] : nil)
            }
            table.add(
                [variant.name, "\(variant.coldProcesses)", Units.microseconds(variant.coldSetupMedian)]
                    + rows + [Units.microseconds(variant.median)])
        }
        return [
            "µs per row. Each cold process builds one variant's first rows one at a time, before any warm-up; "
                + "a cell is the median over that variant's cold processes. \"setup\" is the time before the first "
                + "row (reading and indexing a nib, parsing a template, precomputing sizes); \"steady\" is the "
                + "steady-state "
                + "median above. The first row also pays for lazy initialisation in the process (fonts, caches).", "",
        ]
            + table.lines + ["", "![Cold series: µs per row by row index](\(ReportGenerator.coldChart))"]
    }

    func allocationTable() -> [String] {
        let variants = analysis.variants.filter { $0.allocationsPerRow != nil }
        guard !variants.isEmpty else { return ["This run made no counting pass."] }
        var table = MarkdownTable(["variant", "allocations per row", "bytes per row"])
        for variant in variants {
            table.add([
                variant.name, CSVFormat.fixed(variant.allocationsPerRow, 1), CSVFormat.fixed(variant.bytesPerRow, 1),
            ])
        }
        let who =
            analysis.metadata.plan.countingProcesses.map {
                $0 == 1
                    ? "the first steady process of each group"
                    : "the first \($0) steady processes of each group"
            }
            ?? "each steady process"
        return [
            "From a separate counting pass in \(who) (counting slows allocation, so it never "
                + "runs while timing): allocation requests and bytes over all counted rows, per row.", "",
        ]
            + table.lines
    }

    func outlierTable() -> [String] {
        let variants = analysis.variants.filter { $0.summary != nil }
        guard !variants.isEmpty else { return ["No steady samples."] }
        var table = MarkdownTable([
            "variant", "batch", "pooled samples", "of", "low severe", "low mild", "high mild",
            "high severe", "share",
        ])
        for variant in variants {
            guard let summary = variant.summary else { continue }
            let outliers = summary.outliers
            table.add([
                variant.name, "\(variant.batchSize)", "\(summary.count)", "\(variant.sampleCount)",
                "\(outliers.lowSevere)", "\(outliers.lowMild)",
                "\(outliers.highMild)", "\(outliers.highSevere)",
                CSVFormat.fixed(Double(outliers.total) / Double(summary.count) * 100, 1) + "%",
            ])
        }
        return [
            "Tukey's fences on µs per row (mild beyond 1.5 IQR, severe beyond 3 IQR), over the pooled samples "
                + "of each variant's most common batch size (\"batch\", rows; batches of other sizes scatter "
                + "differently and are left out of pooled figures). Outliers are counted, never dropped: every "
                + "statistic above includes them.", "",
        ] + table.lines
    }

    /// The seed articles' ratios beside this run's; the seed's absolute times (2010 hardware) are not compared.
    func seedTable() -> [String] {
        var table = MarkdownTable(
            ["seed figure", "ratio", "seed", "this run", "source"],
            alignments: [.left, .left, .right, .left, .left])
        for figure in SeedFigures.all {
            table.add([
                figure.claim, figure.ratioName, "≈ \(CSVFormat.fixed(figure.ratio, 2))", thisRun(figure),
                figure.source,
            ])
        }
        return [
            "The seed measured an iPhone 3G and the 2010 simulator; only ratios travel. \"NIB\" is "
                + "`loadNibNamed:owner:options:`, modelled here by `nib`: the compiled .nib read from disk, indexed "
                + "and decoded for every row. The seed's tables are the first rows of a run, so they stand beside "
                + "this run's cold series (fresh processes, rows timed one by one): the first 10 rows, the first "
                + "row, and rows 3 on. The seed author's explanation of his device result, that Interface Builder "
                + "precalculates the fitted font size, is a hypothesis; `nib-precomputed` measures what it would buy.",
            "",
        ] + table.lines
    }

    private func thisRun(_ figure: SeedFigure) -> String {
        switch figure.counterpart {
        case .steady(let a, let b):
            guard let result = analysis.comparisons.first(where: { $0.spec.a == a && $0.spec.b == b }) else {
                return "not in this run (\(a) vs \(b))"
            }
            let interval = result.ratio.interval
            return "\(CSVFormat.fixed(result.ratio.ratio, 3)) (\(CSVFormat.fixed(interval.lower, 3))–"
                + "\(CSVFormat.fixed(interval.upper, 3))), \(a) vs \(b), \(result.verdict.rawValue)"
        case .coldRows(let first, let last, let a, let b):
            let rows = first == last ? "cold row \(first)" : "cold rows \(first)–" + (last.map(String.init) ?? "last")
            guard let va = analysis.variant(a), let vb = analysis.variant(b) else {
                return "not in this run (\(rows) of \(a) and \(b))"
            }
            let end = min(last ?? Int.max, va.coldMedians.count, vb.coldMedians.count)
            guard first <= end else { return "not in this run (\(rows) of \(a) and \(b))" }
            let sa = va.coldMedians[(first - 1)..<end].compactMap { $0 },
                sb = vb.coldMedians[(first - 1)..<end].compactMap { $0 }
            guard sa.count == end - first + 1, sb.count == sa.count else {
                return "not in this run (\(rows) of \(a) and \(b))"
            }
            let shown = first == end ? "cold row \(first)" : "cold rows \(first)–\(end)"
            return
                "\(CSVFormat.fixed(sa.reduce(0, +) / sb.reduce(0, +), 3)), \(shown), \(a) vs \(b) (sums of the rows' "
                + "medians over \(va.coldProcesses) and \(vb.coldProcesses) processes; no interval)"
        case .notMeasured(let reason):
            return reason
        }
    }
}
