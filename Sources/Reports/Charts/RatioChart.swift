import Results
import Statistics

/// `ratios.svg`: a forest plot of every comparison, the ratio A/B with its 95% interval, over the shaded
/// ±1% noise band and a line at 1.
///
/// The x axis is linear while the ratios span less than a factor of 2, else logarithmic (so 0.5 and 2 sit
/// equally far from 1). The dot's colour is the verdict.
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

    func render() -> String {
        let results = analysis.comparisons
        let labels = results.map { "\($0.spec.a) vs \($0.spec.b)" }
        let labelWidth = (labels.map { SVGDocument.textWidth($0, size: 12) }.max() ?? 60) + 24
        let rowHeight = 30.0, top = 48.0, width = 900.0, right = 150.0
        let plotBottom = top + rowHeight * Double(max(results.count, 1))
        let height = plotBottom + 78
        var svg = SVGDocument(width: width, height: height)
        svg.text("Ratio of time per row, A/B, with 95% intervals (below 1: A faster)", x: 16, y: 24, size: 15, bold: true)
        guard !results.isEmpty else {
            svg.text("No comparison could be made in this run.", x: 16, y: top + 20)
            return svg.render(title: "No comparisons")
        }
        let band = RunAnalysis.band
        let values = results.flatMap { [$0.ratio.interval.lower, $0.ratio.interval.upper, $0.ratio.ratio] }
            + [band.lower, band.upper]
        let logarithmic = (values.max() ?? 1) / (values.min() ?? 1) >= 2
        let scale = logarithmic ? AxisScale.logarithmic(covering: values, from: labelWidth, to: width - right)
                                : AxisScale.linear(covering: values, from: labelWidth, to: width - right)
        svg.rect(x: scale.position(band.lower), y: top - 8, width: scale.position(band.upper) - scale.position(band.lower),
                 height: plotBottom - top + 8, fill: "#bbbbbb", opacity: 0.35)
        svg.horizontalAxis(scale, y: plotBottom, top: top - 8,
                           caption: logarithmic ? "A/B (log scale); shaded: ±1% noise band" : "A/B; shaded: ±1% noise band")
        svg.line(scale.position(1), top - 8, scale.position(1), plotBottom, stroke: "#777777", width: 1, dash: "4 3")
        for (row, result) in results.enumerated() {
            let middle = top + rowHeight * (Double(row) + 0.5)
            let color = RatioChart.color(result.verdict)
            let interval = result.ratio.interval
            let (low, high) = (scale.position(interval.lower), scale.position(interval.upper))
            svg.text(labels[row], x: labelWidth - 10, y: middle + 4, size: 12, anchor: .end)
            svg.line(low, middle, high, middle, stroke: color, width: 2)
            for cap in [low, high] { svg.line(cap, middle - 5, cap, middle + 5, stroke: color, width: 2) }
            svg.circle(x: scale.position(result.ratio.ratio), y: middle, radius: 4.5, fill: color, stroke: "#ffffff")
            svg.text("\(CSVFormat.fixed(result.ratio.ratio, 3)) (\(CSVFormat.fixed(interval.lower, 3))–"
                     + "\(CSVFormat.fixed(interval.upper, 3)))", x: width - right + 12, y: middle + 4, size: 11,
                     fill: "#555555")
        }
        var legendX = 16.0
        for verdict in Verdict.allCases {
            svg.circle(x: legendX + 5, y: height - 16, radius: 4.5, fill: RatioChart.color(verdict))
            svg.text(verdict.rawValue, x: legendX + 14, y: height - 12, size: 11, fill: "#555555")
            legendX += SVGDocument.textWidth(verdict.rawValue, size: 11) + 34
        }
        return svg.render(title: "Ratios with 95% intervals")
    }
}
