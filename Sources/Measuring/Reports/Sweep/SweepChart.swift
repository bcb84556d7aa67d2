import Results

/// `sweep.svg`: time per row against the number of labels on log-log axes, one line per construction,
/// each point with its 95% process-bootstrap interval as a vertical bar.
///
/// On log-log axes a cost that is all per-label is a line of slope 1, and a fixed cost per row shows as
/// the line flattening towards few labels, which is what the sweep asks about.
enum SweepChart {
    static let fileName = "sweep.svg"

    static func render(_ analysis: SweepAnalysis) -> String {
        let width = 720.0, height = 440.0
        let left = 80.0, right = width - 190, top = 30.0, bottom = height - 60
        var svg = SVGDocument(width: width, height: height)
        let labels = analysis.points.map { Double($0.labels) }
        let times = analysis.points.flatMap { [$0.interval.lower, $0.interval.upper, $0.nanosecondsPerRow] }.map {
            $0 / 1_000
        }
        guard !labels.isEmpty else { return svg.render(title: "Time per row against labels (no data)") }
        let x = AxisScale.logarithmic(covering: labels, from: left, to: right)
        let y = AxisScale.logarithmic(covering: times, from: bottom, to: top)
        svg.horizontalAxis(x, y: bottom, top: top, caption: "labels in the row (log scale)")
        svg.verticalAxis(y, x: left, right: right, caption: "µs per row (log scale)")
        let constructions = analysis.points.map(\.construction).reduce(into: [SweepVariant.Construction]()) {
            if !$0.contains($1) { $0.append($1) }
        }
        for (index, construction) in constructions.enumerated() {
            let color = SVGChart.color(for: "\(construction.rawValue)/\(analysis.fit.rawValue)")
            let points = analysis.points.filter { $0.construction == construction }.sorted { $0.labels < $1.labels }
            svg.polyline(
                points.map { (x.position(Double($0.labels)), y.position($0.nanosecondsPerRow / 1_000)) },
                stroke: color, width: 2)
            for point in points {
                let px = x.position(Double(point.labels))
                svg.line(
                    px, y.position(point.interval.lower / 1_000), px, y.position(point.interval.upper / 1_000),
                    stroke: color, width: 2)
                svg.circle(x: px, y: y.position(point.nanosecondsPerRow / 1_000), radius: 3.5, fill: color)
            }
            let legendY = top + 10 + Double(index) * 22
            svg.line(right + 20, legendY, right + 44, legendY, stroke: color, width: 3)
            svg.text(construction.rawValue, x: right + 52, y: legendY + 4, size: 12, fill: SVGChart.textColor)
        }
        svg.text(
            "shrink-to-fit: \(analysis.fit.rawValue)", x: right + 20, y: top + 20 + Double(constructions.count) * 22,
            size: 11, fill: SVGChart.textColor)
        return svg.render(title: "Median µs per row against the number of labels, with 95% process-bootstrap intervals")
    }
}
