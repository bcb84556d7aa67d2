import Results

/// Colours and axes shared by the report's charts.
///
/// Colour follows the construction (Okabe–Ito palette, readable with colour-vision deficiency); fit is
/// told apart by a dashed line or a lighter fill for `nofit`, so the two factors read separately.
enum SVGChart {
    static let axisColor = "#444444"
    static let gridColor = "#e4e4e4"
    static let textColor = "#222222"

    static func color(for variant: String) -> String {
        switch VariantName.parts(variant).construction {
        case "code": "#0072B2"
        case "template-uncached": "#D55E00"
        case "template-cached": "#009E73"
        case "template-precomputed": "#CC79A7"
        case "flat": "#E69F00"
        // The nib constructions take the colours of the template constructions they stand for (loaded,
        // cached, precomputed), which are outside the default run; the flat nib a darker orange.
        case "nib": "#D55E00"
        case "nib-cached": "#009E73"
        case "nib-precomputed": "#CC79A7"
        case "flat-nib-cached": "#9A6A00"
        default: "#666666"
        }
    }

    /// Whether the variant is drawn dashed / lighter: shrink-to-fit off.
    static func isNoFit(_ variant: String) -> Bool {
        VariantName.parts(variant).fit == "nofit"
    }
}

extension SVGDocument {
    /// A horizontal axis at `y` with ticks, labels, vertical grid lines up to `top`, and a caption below.
    mutating func horizontalAxis(_ scale: AxisScale, y: Double, top: Double, caption: String) {
        for tick in scale.ticks {
            let x = scale.position(tick)
            line(x, top, x, y, stroke: SVGChart.gridColor)
            line(x, y, x, y + 5, stroke: SVGChart.axisColor)
            text(scale.label(tick), x: x, y: y + 18, size: 11, anchor: .middle, fill: SVGChart.textColor)
        }
        line(scale.start, y, scale.end, y, stroke: SVGChart.axisColor)
        text(caption, x: (scale.start + scale.end) / 2, y: y + 36, size: 12, anchor: .middle, fill: SVGChart.textColor)
    }

    /// A vertical axis at `x` with ticks, labels, horizontal grid lines to `right`, and a rotated caption.
    mutating func verticalAxis(_ scale: AxisScale, x: Double, right: Double, caption: String) {
        for tick in scale.ticks {
            let y = scale.position(tick)
            line(x, y, right, y, stroke: SVGChart.gridColor)
            line(x - 5, y, x, y, stroke: SVGChart.axisColor)
            text(scale.label(tick), x: x - 8, y: y + 4, size: 11, anchor: .end, fill: SVGChart.textColor)
        }
        line(x, scale.start, x, scale.end, stroke: SVGChart.axisColor)
        let middle = (scale.start + scale.end) / 2
        text(caption, x: x - 52, y: middle, size: 12, anchor: .middle, fill: SVGChart.textColor, rotate: -90)
    }
}
