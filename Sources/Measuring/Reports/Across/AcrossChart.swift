import Results

/// `across.svg`: the headline ratios of every toolkit, template per row / code and cached template / code of rows
/// built, on one log axis with a line at 1 and a dot per machine, so a reader sees at a glance where each
/// toolkit lands and how far its machines lie apart.
enum AcrossChart {
    static let fileName = "across.svg"
    /// The figures drawn, each in the colour the run's charts give its construction.
    static let figures: [(figure: LineupComparison.Figure, color: String)] = [
        (LineupComparison.templatePerRowOverCode, SVGChart.color(for: "template-uncached/fit")),
        (LineupComparison.cachedOverCode, SVGChart.color(for: "template-cached/fit")),
    ]

    static func render(_ analysis: AcrossAnalysis) -> String {
        let rows = analysis.cells.filter { cell in
            !cell.laidOut && figures.contains { $0.figure.name == cell.figureName }
        }
        let rowHeight = 24.0, top = 64.0, width = 960.0, right = 150.0
        let titleWidth = (rows.map { SVGDocument.textWidth($0.lineup.title, size: 12) }.max() ?? 0)
        let figureWidth = (rows.map { SVGDocument.textWidth($0.figureName, size: 11) }.max() ?? 0)
        let plotLeft = 16 + titleWidth + 16 + figureWidth + 16
        let toolkits = Set(rows.map(\.lineup.toolkit)).count
        let plotBottom = top + rowHeight * Double(max(rows.count, 1)) + 8 * Double(max(toolkits - 1, 0))
        var svg = SVGDocument(width: width, height: plotBottom + 80)
        svg.text(
            "Template / code of rows built, one dot per machine (\(analysis.machinesText))", x: 16, y: 24,
            size: 14, bold: true)
        svg.text(
            "Log scale; right of the dashed line at 1, code is faster; a bar marks the median over machines.",
            x: 16, y: 44, size: 12, fill: "#555555")
        guard !rows.isEmpty else {
            svg.text("No machine has a template / code figure of rows built.", x: 16, y: top + 20)
            return svg.render(title: "Template / code across machines")
        }
        let values: [Double] = rows.flatMap { $0.hosts.map(\.value) } + [1]
        let scale = AxisScale.logarithmic(covering: values, from: plotLeft, to: width - right)
        svg.horizontalAxis(scale, y: plotBottom, top: top - 8, caption: "template / code (log scale)")
        svg.line(scale.position(1), top - 8, scale.position(1), plotBottom, stroke: "#777777", width: 1, dash: "4 3")
        var y = top, previous: String?
        for cell in rows {
            if let previous, previous != cell.lineup.toolkit { y += 8 }
            let middle = y + rowHeight / 2
            if previous != cell.lineup.toolkit {
                svg.text(cell.lineup.title, x: 16, y: middle + 4, size: 12, bold: true)
            }
            previous = cell.lineup.toolkit
            let color = figures.first { $0.figure.name == cell.figureName }?.color ?? SVGChart.axisColor
            svg.text(cell.figureName, x: plotLeft - 10, y: middle + 4, size: 11, anchor: .end, fill: "#555555")
            let median = scale.position(cell.median)
            svg.line(median, middle - 8, median, middle + 8, stroke: SVGChart.textColor, width: 2)
            for host in cell.hosts {
                svg.circle(x: scale.position(host.value), y: middle, radius: 4.5, fill: color, stroke: "#ffffff")
            }
            svg.text(
                AcrossMarkdown.medianAndRange(cell, places: 2), x: width - right + 12, y: middle + 4, size: 11,
                fill: "#555555")
            y += rowHeight
        }
        var legendX = 16.0
        for (figure, color) in figures {
            svg.circle(x: legendX + 5, y: plotBottom + 64, radius: 4.5, fill: color)
            svg.text("a machine's \(figure.name)", x: legendX + 14, y: plotBottom + 68, size: 11, fill: "#555555")
            legendX += SVGDocument.textWidth("a machine's \(figure.name)", size: 11) + 34
        }
        svg.line(legendX + 5, plotBottom + 56, legendX + 5, plotBottom + 72, stroke: SVGChart.textColor, width: 2)
        svg.text("median over machines", x: legendX + 14, y: plotBottom + 68, size: 11, fill: "#555555")
        return svg.render(title: "Template / code across machines")
    }
}
