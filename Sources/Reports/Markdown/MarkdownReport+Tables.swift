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
            table.add([variant.name, "\(variant.coldProcesses)", Units.microseconds(variant.coldSetupMedian)]
                      + rows + [Units.microseconds(variant.summary?.median)])
        }
        return ["µs per row. Each cold process builds one variant's first rows one at a time, before any warm-up; "
                + "a cell is the median over that variant's cold processes. \"setup\" is the time before the first "
                + "row (reading and parsing the template, precomputing sizes); \"steady\" is the steady-state "
                + "median above. The first row also pays for lazy initialisation in the process (fonts, caches).", ""]
            + table.lines + ["", "![Cold series: µs per row by row index](\(ReportGenerator.coldChart))"]
    }

    func allocationTable() -> [String] {
        let variants = analysis.variants.filter { $0.allocationsPerRow != nil }
        guard !variants.isEmpty else { return ["This run made no counting pass."] }
        var table = MarkdownTable(["variant", "allocations per row", "bytes per row"])
        for variant in variants {
            table.add([variant.name, CSVFormat.fixed(variant.allocationsPerRow, 1), CSVFormat.fixed(variant.bytesPerRow, 1)])
        }
        return ["From a separate counting pass in each steady process (counting slows allocation, so it never "
                + "runs while timing): allocation requests and bytes over all counted rows, per row.", ""]
            + table.lines
    }

    func outlierTable() -> [String] {
        let variants = analysis.variants.filter { $0.summary != nil }
        guard !variants.isEmpty else { return ["No steady samples."] }
        var table = MarkdownTable(["variant", "samples", "low severe", "low mild", "high mild", "high severe", "share"])
        for variant in variants {
            guard let summary = variant.summary else { continue }
            let outliers = summary.outliers
            table.add([variant.name, "\(summary.count)", "\(outliers.lowSevere)", "\(outliers.lowMild)",
                       "\(outliers.highMild)", "\(outliers.highSevere)",
                       CSVFormat.fixed(Double(outliers.total) / Double(summary.count) * 100, 1) + "%"])
        }
        return ["Tukey's fences on µs per row (mild beyond 1.5 IQR, severe beyond 3 IQR). Outliers are counted, "
                + "never dropped: every statistic above includes them.", ""] + table.lines
    }

    /// The seed articles' ratios beside this run's; the seed's absolute times (2010 hardware) are not compared.
    func seedTable() -> [String] {
        var table = MarkdownTable(["seed figure", "ratio", "seed", "this run", "source"],
                                  alignments: [.left, .left, .right, .left, .left])
        for figure in SeedFigures.all {
            table.add([figure.claim, figure.ratioName, "≈ \(CSVFormat.fixed(figure.ratio, 2))", thisRun(figure),
                       figure.source])
        }
        return ["The seed measured an iPhone 3G and the 2010 simulator; only ratios travel. \"NIB\" is "
                + "`loadNibNamed:owner:options:`, modelled here by the uncached template. That model pays more than "
                + "the seed did: it parses XIB text (XML) for every row, while a device reads a compiled .nib, a "
                + "binary archive. The cached template, which parses nothing per row, bounds a NIB load from "
                + "below; the comparisons above give both.", ""] + table.lines
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
        case .coldRow(let index, let a, let b):
            guard let va = analysis.variant(a), let vb = analysis.variant(b),
                  index <= va.coldMedians.count, index <= vb.coldMedians.count,
                  let ma = va.coldMedians[index - 1], let mb = vb.coldMedians[index - 1] else {
                return "not in this run (cold row \(index) of \(a) and \(b))"
            }
            return "\(CSVFormat.fixed(ma / mb, 3)), cold row \(index), \(a) vs \(b) (medians of "
                + "\(va.coldProcesses) and \(vb.coldProcesses) processes; no interval)"
        case .notMeasured(let reason):
            return reason
        }
    }
}
