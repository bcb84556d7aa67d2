import Results

/// `across`'s Markdown: the side-by-side table over machines first, then each cell's hosts, interval over machines
/// and directions, then the ratios that move most between hosts and what the records say of each machine.
enum AcrossMarkdown {
    typealias Line = (lineup: ToolkitLineup, laidOut: Bool, cells: [AcrossCell])

    static func render(_ analysis: AcrossAnalysis) -> String {
        (answer(analysis) + [""] + detail(analysis) + [""] + movers(analysis) + [""] + machines(analysis))
            .joined(separator: "\n") + "\n"
    }

    /// The lines of the table, in the table's order: each toolkit and timing any host has a figure of.
    static func lines(_ analysis: AcrossAnalysis) -> [Line] {
        var lines: [Line] = []
        for cell in analysis.cells {
            if let last = lines.last, last.lineup.toolkit == cell.lineup.toolkit, last.laidOut == cell.laidOut {
                lines[lines.count - 1].cells.append(cell)
            } else {
                lines.append((cell.lineup, cell.laidOut, [cell]))
            }
        }
        return lines
    }

    static func answer(_ analysis: AcrossAnalysis) -> [String] {
        let figures = ToolkitAnswers.shownFigures { figure in analysis.cells.contains { $0.figureName == figure.name } }
        let lines = lines(analysis)
        let titles = figures.map { $0.columnTitle(among: lines.map(\.lineup)) }
        var table = MarkdownTable(
            ["toolkit", "rows timed"] + titles,
            alignments: [.left, .left] + figures.map { _ in .right })
        var partial = false
        for line in lines {
            let cells = figures.map { figure -> String in
                guard let cell = line.cells.first(where: { $0.figureName == figure.name }) else { return "—" }
                let missing = cell.hosts.count < analysis.hosts.count
                partial = partial || missing
                return medianAndRange(cell, places: 2) + (missing ? "*" : "")
            }
            table.add([line.lineup.title, ToolkitAnswers.rowsTimed(line.lineup, laidOut: line.laidOut)] + cells)
        }
        let runs = "\(analysis.runCount) run\(analysis.runCount == 1 ? "" : "s")"
        return [
            "# The answer over machines", "",
            "Over \(analysis.machinesText) (\(runs)). Time per row of the seed's row with shrink-to-fit, as "
                + "ratios (template/code above 1: code is faster), the figures of each run's own report. A machine's "
                + "ratio is its run's, or the median of its runs' when it has several; each cell gives the median "
                + "over machines and, in brackets, the lowest and the highest machine's. A run's interval covers its "
                + "own machine only; the next section gives an interval over machines. \"—\": no machine has the "
                + "figure" + (partial ? "; \"*\": not every machine has it (the next section says which)." : ".")
                + (analysis.level == .class ? classNote : ""), "",
        ]
            + table.lines
    }

    /// What changes with `--level class`: every "machine" of the cells below is a class of machines.
    static let classNote =
        " Classes are the level here (`--level class`): in every cell and interval below, a \"machine\" is a class "
        + "of machines, its ratio the median of its machines' ratios and its interval the span of theirs."

    static func detail(_ analysis: AcrossAnalysis) -> [String] {
        var result = [
            "## Each cell over the machines", "",
            "Each machine's ratio with its interval: one run's own 95% interval, or for a machine of "
                + "several runs the median of their ratios with the span from the lowest to the highest end of "
                + "their 95% intervals (\"span of N runs\"). The median and range are over machines. The "
                + "interval over machines takes machines as the level: the machines' natural-log ratios, mean "
                + "± t(0.975, n−1)·sd/√n, exponentiated, so it is a 95% interval for the geometric mean over "
                + "machines like these, shown beside that geometric mean; it needs two machines. The direction "
                + "counts the machines on each side of 1 (above 1 the figure's second side is faster, below 1 "
                + "its first), a machine whose own interval contains 1 counting as level.",
        ]
        for line in lines(analysis) {
            let timed = ToolkitAnswers.rowsTimed(line.lineup, laidOut: line.laidOut)
            result += ["", "### \(line.lineup.title), \(timed)", ""]
            var table = MarkdownTable(
                [
                    "figure", "machines", "median (range)", "geometric mean (95% over machines)",
                    "direction", "each machine: ratio (interval)",
                ],
                alignments: [.left, .right, .right, .right, .left, .left])
            for cell in line.cells {
                let sides = cell.sides
                table.add([
                    cell.figureName, "\(cell.hosts.count) of \(analysis.hosts.count)",
                    medianAndRange(cell, places: 3), overMachines(cell),
                    cell.directions.text(numerator: sides.numerator, denominator: sides.denominator),
                    cell.hosts.map(hostText).joined(separator: "; "),
                ])
            }
            result += table.lines
        }
        return result
    }

    /// "2.25 (2.00–2.50)": the median over machines, the lowest and the highest.
    static func medianAndRange(_ cell: AcrossCell, places: Int) -> String {
        let fixed = { (value: Double) in CSVFormat.fixed(value, places) }
        return "\(fixed(cell.median)) (\(fixed(cell.minimum))–\(fixed(cell.maximum)))"
    }

    static func overMachines(_ cell: AcrossCell) -> String {
        guard let interval = cell.interval else { return MachineInterval.oneMachine }
        return "\(f3(interval.geometricMean)) (\(f3(interval.lower))–\(f3(interval.upper)))"
    }

    /// "host-a 1.234 (1.200–1.270)" or "host-b 1.234 (span of 3 runs 1.190–1.290)".
    static func hostText(_ host: HostValue) -> String {
        let span = host.runs > 1 ? "span of \(host.runs) runs " : ""
        return "\(host.host) \(f3(host.value)) (\(span)\(f3(host.lower))–\(f3(host.upper)))"
    }

    static func f3(_ value: Double) -> String { CSVFormat.fixed(value, 3) }
}
