import Results
import Statistics

/// `ratios.svg`: a forest plot of every comparison with its 95% interval, over the shaded ±1% noise band and a
/// line at 1, grouped under a heading per toolkit and turned as the report's side-by-side table reads them
/// (template / code: above 1, code is faster; `RatioChart+Groups.swift`).
///
/// The x axis is linear while the ratios span less than a factor of 2, else logarithmic (so 0.5 and 2 sit
/// equally far from 1). The dot's colour is the verdict on the ratio as drawn.
struct RatioChart {
    let analysis: RunAnalysis

    static func color(_ verdict: Verdict) -> String {
        switch verdict {
        case .faster: "#009E73"
        case .slower: "#D55E00"
        case .same: "#555555"
        case .inconclusive: "#E69F00"
        }
    }

    /// The verdict as the legend says it, of the ratio as drawn.
    static func legend(_ verdict: Verdict) -> String {
        switch verdict {
        case .faster: "the first named is faster"
        case .slower: "the first named is slower"
        case .same: "the same within ±1%"
        case .inconclusive: "inconclusive"
        }
    }

    func render() -> String {
        let groups = RatioChart.groups(analysis)
        let lines = groups.flatMap(\.lines)
        let labelWidth = (lines.map { SVGDocument.textWidth($0.label, size: 12) }.max() ?? 60) + 40
        let rowHeight = 30.0, headingHeight = 30.0, top = 48.0, width = 960.0, right = 150.0
        let plotBottom = top + rowHeight * Double(max(lines.count, 1)) + headingHeight * Double(groups.count)
        let height = plotBottom + 78
        var svg = SVGDocument(width: width, height: height)
        svg.text(
            """
            Ratio of time per row with 95% intervals, as the side-by-side table reads (template / code: above 1, \
            code is faster)
            """,
            x: 16, y: 24, size: 14, bold: true)
        guard !lines.isEmpty else {
            svg.text("No comparison could be made in this run.", x: 16, y: top + 20)
            return svg.render(title: "No comparisons")
        }
        let band = RunAnalysis.band
        let values = lines.flatMap { [$0.lower, $0.upper, $0.ratio] } + [band.lower, band.upper]
        let logarithmic = (values.max() ?? 1) / (values.min() ?? 1) >= 2
        let scale =
            logarithmic
            ? AxisScale.logarithmic(covering: values, from: labelWidth, to: width - right)
            : AxisScale.linear(covering: values, from: labelWidth, to: width - right)
        svg.rect(
            x: scale.position(band.lower), y: top - 8, width: scale.position(band.upper) - scale.position(band.lower),
            height: plotBottom - top + 8, fill: "#bbbbbb", opacity: 0.35)
        svg.horizontalAxis(
            scale, y: plotBottom, top: top - 8,
            caption: logarithmic ? "ratio (log scale); shaded: ±1% noise band" : "ratio; shaded: ±1% noise band")
        svg.line(scale.position(1), top - 8, scale.position(1), plotBottom, stroke: "#777777", width: 1, dash: "4 3")
        var y = top
        for group in groups {
            svg.text(group.title, x: 16, y: y + headingHeight - 10, size: 13, bold: true)
            y += headingHeight
            for line in group.lines {
                let middle = y + rowHeight / 2
                let color = RatioChart.color(line.verdict)
                let (low, high) = (scale.position(line.lower), scale.position(line.upper))
                svg.text(line.label, x: labelWidth - 10, y: middle + 4, size: 12, anchor: .end)
                svg.line(low, middle, high, middle, stroke: color, width: 2)
                for cap in [low, high] { svg.line(cap, middle - 5, cap, middle + 5, stroke: color, width: 2) }
                svg.circle(x: scale.position(line.ratio), y: middle, radius: 4.5, fill: color, stroke: "#ffffff")
                svg.text(
                    """
                    \(CSVFormat.fixed(line.ratio, 3)) \
                    (\(CSVFormat.fixed(line.lower, 3))–\(CSVFormat.fixed(line.upper, 3)))
                    """,
                    x: width - right + 12, y: middle + 4, size: 11, fill: "#555555")
                y += rowHeight
            }
        }
        var legendX = 16.0
        for verdict in Verdict.allCases {
            let legend = RatioChart.legend(verdict)
            svg.circle(x: legendX + 5, y: height - 16, radius: 4.5, fill: RatioChart.color(verdict))
            svg.text(legend, x: legendX + 14, y: height - 12, size: 11, fill: "#555555")
            legendX += SVGDocument.textWidth(legend, size: 11) + 34
        }
        return svg.render(title: "Ratios with 95% intervals")
    }
}
