import Results
import Statistics

extension MarkdownReport {
    /// Per variant, the fastest and slowest process median and how far apart they are: the spread this run
    /// measured, which the method section quotes instead of a general figure.
    func processSpreadTable() -> [String] {
        var table = MarkdownTable(
            ["variant", "processes", "fastest", "slowest", "slowest/fastest", "CV"],
            alignments: [.left, .right, .right, .right, .right, .right])
        for variant in analysis.variants {
            guard let spread = variant.spread else { continue }
            table.add([
                variant.name, "\(spread.count)", Units.microseconds(spread.min), Units.microseconds(spread.max),
                "+" + CSVFormat.fixed(spread.range * 100, 1) + "%",
                spread.coefficientOfVariation.map { CSVFormat.fixed($0 * 100, 2) + "%" } ?? "—",
            ])
        }
        return table.lines
    }

    /// The smallest and largest slowest/fastest spread of process medians over the row variants (not the
    /// self-check workloads, which are arithmetic), as text.
    func measuredProcessSpread() -> String? {
        let ranges = analysis.variants.filter { variant in !SelfCheckWorkloads.all.contains { $0.name == variant.name }
        }
        .compactMap(\.spread).filter { $0.count > 1 }
        guard let low = ranges.min(by: { $0.range < $1.range }), let high = ranges.max(by: { $0.range < $1.range }),
            let lowName = analysis.variants.first(where: { $0.spread == low })?.name,
            let highName = analysis.variants.first(where: { $0.spread == high })?.name
        else { return nil }
        return "the slowest process's median was \(CSVFormat.fixed(low.range * 100, 1))% (\(lowName)) to "
            + "\(CSVFormat.fixed(high.range * 100, 1))% (\(highName)) above the fastest's"
    }

    /// The variant whose median batch is shortest, with that batch and the shortest single batch, in ns.
    func shortestBatch() -> (variant: String, median: Double, shortest: Double)? {
        let timed = analysis.variants.compactMap { v in v.medianBatch.map { (v.name, $0, v.shortestBatch ?? $0) } }
        return timed.min { $0.1 < $1.1 }
    }
}
