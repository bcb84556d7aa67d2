import Results

/// `distribution.svg`: one horizontal box plot per variant of µs per row in the steady state.
///
/// Whiskers p5–p95, box p25–p75, a thick median line and a diamond at the mean, on a µs axis with nice
/// ticks: linear, unless the variants differ by more than 20 times (the uncached template against code),
/// where a linear axis would squeeze the fast variants into a corner; then logarithmic, as the caption
/// says. Percentiles rather than Tukey whiskers because every value (outliers included) feeds the
/// statistics, and p5/p95 are what the summary table reports.
struct BoxPlotChart {
    let analysis: RunAnalysis

    func render() -> String {
        let variants = analysis.variants.filter { $0.summary != nil }
        let labelWidth = (variants.map { SVGDocument.textWidth($0.name, size: 12) }.max() ?? 60) + 24
        let rowHeight = 36.0, top = 48.0
        let width = 780.0, right = 96.0
        let plotBottom = top + rowHeight * Double(max(variants.count, 1))
        let height = plotBottom + 78
        var svg = SVGDocument(width: width, height: height)
        svg.text("Time per row in the steady state (µs)", x: 16, y: 24, size: 15, bold: true)
        guard !variants.isEmpty else {
            svg.text("No steady samples in this run.", x: 16, y: top + 20)
            return svg.render(title: "No steady samples")
        }
        let values = variants.compactMap(\.summary).flatMap { [$0.p5 / 1000, $0.p95 / 1000, $0.mean / 1000] }
        let logarithmic = (values.max() ?? 1) > 20 * (values.min() ?? 1)
        let scale =
            logarithmic
            ? AxisScale.logarithmic(covering: values, from: labelWidth, to: width - right)
            : AxisScale.linear(covering: values, from: labelWidth, to: width - right)
        svg.horizontalAxis(
            scale, y: plotBottom, top: top - 8,
            caption: logarithmic ? "µs per row (log scale)" : "µs per row (linear)")
        for (row, variant) in variants.enumerated() {
            guard let s = variant.summary else { continue }
            let middle = top + rowHeight * (Double(row) + 0.5)
            let color = SVGChart.color(for: variant.name)
            let x = { (ns: Double) in scale.position(ns / 1000) }
            svg.text(variant.name, x: labelWidth - 10, y: middle + 4, size: 12, anchor: .end)
            svg.line(x(s.p5), middle, x(s.p25), middle, stroke: color, width: 1.5)
            svg.line(x(s.p75), middle, x(s.p95), middle, stroke: color, width: 1.5)
            for cap in [s.p5, s.p95] { svg.line(x(cap), middle - 6, x(cap), middle + 6, stroke: color, width: 1.5) }
            svg.rect(
                x: x(s.p25), y: middle - 11, width: x(s.p75) - x(s.p25), height: 22, fill: color,
                stroke: color, strokeWidth: 1.5, opacity: SVGChart.isNoFit(variant.name) ? 0.12 : 0.35)
            svg.line(x(s.median), middle - 11, x(s.median), middle + 11, stroke: "#111111", width: 2.5)
            let mean = x(s.mean)
            svg.polygon(
                [(mean, middle - 5), (mean + 5, middle), (mean, middle + 5), (mean - 5, middle)],
                fill: "#ffffff", stroke: "#111111")
            svg.text(Units.microseconds(s.median), x: x(s.p95) + 8, y: middle + 4, size: 11, fill: "#555555")
        }
        svg.text(
            "Box p25–p75, thick line and number: median, ◇ mean, whiskers p5–p95; lighter boxes: shrink-to-fit off.",
            x: 16, y: height - 12, size: 11, fill: "#555555")
        return svg.render(title: "Distribution of µs per row per variant")
    }
}
