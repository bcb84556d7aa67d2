/// `frames.svg`: per scenario, each construction's p50 (dot), p95 (bar end) and max (tick) frame time on a
/// log axis, with the 120 Hz and 60 Hz budgets as dashed lines.
enum TableChart {
    static func render(_ analysis: TableAnalysis) -> String {
        let rows = analysis.rows
        let width = 760.0, rowHeight = 18.0, left = 300.0, right = width - 30, top = 30.0
        let height = top + Double(rows.count) * rowHeight + 60
        var svg = SVGDocument(width: width, height: height)
        guard !rows.isEmpty else { return svg.render(title: "Frame times (no data)") }
        let values = rows.flatMap { [$0.p50.value, $0.max.value] } + TableAnalysis.budgets.map(\.nanoseconds)
        let x = AxisScale.logarithmic(covering: values.map { max($0, 1) / 1_000 }, from: left, to: right)
        let bottom = top + Double(rows.count) * rowHeight
        svg.horizontalAxis(
            x, y: bottom, top: top, caption: "µs per frame (log scale): p50 dot, bar to p95, tick at max")
        for budget in TableAnalysis.budgets {
            let px = x.position(budget.nanoseconds / 1_000)
            svg.line(px, top - 10, px, bottom, stroke: "#D55E00", dash: "4 3")
            svg.text(budget.name, x: px, y: top - 14, size: 10, anchor: .middle, fill: "#D55E00")
        }
        for (index, row) in rows.enumerated() {
            let y = top + Double(index) * rowHeight + rowHeight / 2
            let color = SVGChart.color(for: "\(row.source == "factory" ? "template-cached" : row.source)/fit")
            svg.text(
                "\(row.scenario) · \(row.source)", x: left - 8, y: y + 4, size: 10, anchor: .end,
                fill: SVGChart.textColor)
            let p50 = x.position(max(row.p50.value, 1) / 1_000), p95 = x.position(max(row.p95.value, 1) / 1_000)
            let top = x.position(max(row.max.value, 1) / 1_000)
            svg.line(p50, y, p95, y, stroke: color, width: 4)
            svg.line(top, y - 5, top, y + 5, stroke: color, width: 2)
            svg.circle(x: p50, y: y, radius: 4, fill: color)
        }
        return svg.render(title: "Frame times per construction and scenario")
    }
}
