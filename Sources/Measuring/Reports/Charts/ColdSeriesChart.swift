import Results

/// `cold.svg`: the first rows of a fresh process, one line per variant: row index on x, median µs on y.
///
/// The y axis is linear from zero unless the slowest point is more than 20 times the fastest (a first row
/// that pays for loading fonts can dwarf the rest); then it is logarithmic, and the caption says so.
struct ColdSeriesChart {
    let analysis: RunAnalysis

    func render() -> String {
        let variants = analysis.variants.filter { $0.coldMedians.contains { $0 != nil } }
        let count = max(analysis.coldRowCount, 1)
        let legendWidth = (variants.map { SVGDocument.textWidth($0.name, size: 12) }.max() ?? 60) + 50
        let width = 780.0, height = 440.0
        let left = 78.0, top = 44.0, bottom = height - 58, right = width - legendWidth - 16
        var svg = SVGDocument(width: width, height: height)
        svg.text("First rows in a fresh process (median over cold processes, µs)", x: 16, y: 24, size: 15, bold: true)
        guard !variants.isEmpty else {
            svg.text("This run timed no cold processes.", x: 16, y: top + 20)
            return svg.render(title: "No cold series")
        }
        let values = variants.flatMap { $0.coldMedians.compactMap { $0.map { $0 / 1000 } } }
        let logarithmic = (values.max() ?? 1) > 20 * (values.min() ?? 1)
        let y =
            logarithmic
            ? AxisScale.logarithmic(covering: values, from: bottom, to: top)
            : AxisScale.linear(covering: values, from: bottom, to: top, includeZero: true)
        let step = (right - left) / Double(count)
        let x = { (index: Int) in left + step * (Double(index) - 0.5) }
        svg.verticalAxis(y, x: left, right: right, caption: logarithmic ? "µs per row (log scale)" : "µs per row")
        svg.line(left, bottom, right, bottom, stroke: SVGChart.axisColor)
        for index in 1...count {
            svg.line(x(index), bottom, x(index), bottom + 5, stroke: SVGChart.axisColor)
            svg.text("\(index)", x: x(index), y: bottom + 18, size: 11, anchor: .middle)
        }
        svg.text(
            "row built (1 = the first row of the process)", x: (left + right) / 2, y: bottom + 38, size: 12,
            anchor: .middle)
        for (row, variant) in variants.enumerated() {
            let color = SVGChart.color(for: variant.name)
            let dash = SVGChart.isNoFit(variant.name) ? "6 4" : nil
            let points = variant.coldMedians.enumerated().compactMap { index, value in
                value.map { (x(index + 1), y.position($0 / 1000)) }
            }
            svg.polyline(points, stroke: color, dash: dash)
            for point in points { svg.circle(x: point.0, y: point.1, radius: 3, fill: color) }
            let legendY = top + 8 + Double(row) * 20
            svg.line(right + 20, legendY, right + 44, legendY, stroke: color, width: 2, dash: dash)
            svg.circle(x: right + 32, y: legendY, radius: 3, fill: color)
            svg.text(variant.name, x: right + 50, y: legendY + 4, size: 12)
        }
        return svg.render(title: "Cold series: µs per row by row index")
    }
}
