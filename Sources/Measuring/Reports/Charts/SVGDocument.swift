import Results

/// A standalone SVG image built element by element, with inline attributes only.
///
/// No CSS classes, scripts or external fonts, so it renders the same in a browser, in GitHub's Markdown view
/// (which strips styles and scripts) and in rsvg. Coordinates have 2 fixed decimals: deterministic bytes.
struct SVGDocument {
    static let font = "sans-serif"

    let width: Double
    let height: Double
    private var elements: [String] = []

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
        elements.append("<rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#ffffff\"/>")
    }

    enum Anchor: String { case start, middle, end }

    mutating func rect(
        x: Double, y: Double, width: Double, height: Double, fill: String,
        stroke: String? = nil, strokeWidth: Double = 1, opacity: Double? = nil
    ) {
        var attributes =
            "x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(max(width, 0)))\" height=\"\(n(max(height, 0)))\" fill=\"\(fill)\""
        if let opacity { attributes += " fill-opacity=\"\(n(opacity))\"" }
        if let stroke { attributes += " stroke=\"\(stroke)\" stroke-width=\"\(n(strokeWidth))\"" }
        elements.append("<rect \(attributes)/>")
    }

    mutating func line(
        _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, stroke: String,
        width: Double = 1, dash: String? = nil
    ) {
        var attributes =
            """
            x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" stroke=\"\(stroke)\" \
            stroke-width=\"\(n(width))\"
            """
        if let dash { attributes += " stroke-dasharray=\"\(dash)\"" }
        elements.append("<line \(attributes)/>")
    }

    mutating func polyline(_ points: [(Double, Double)], stroke: String, width: Double = 2, dash: String? = nil) {
        let list = points.map { "\(n($0.0)),\(n($0.1))" }.joined(separator: " ")
        var attributes =
            """
            points=\"\(list)\" fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"\(n(width))\" \
            stroke-linejoin=\"round\"
            """
        if let dash { attributes += " stroke-dasharray=\"\(dash)\"" }
        elements.append("<polyline \(attributes)/>")
    }

    mutating func polygon(_ points: [(Double, Double)], fill: String, stroke: String, width: Double = 1) {
        let list = points.map { "\(n($0.0)),\(n($0.1))" }.joined(separator: " ")
        elements.append(
            "<polygon points=\"\(list)\" fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"\(n(width))\"/>")
    }

    mutating func circle(x: Double, y: Double, radius: Double, fill: String, stroke: String? = nil) {
        var attributes = "cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"\(n(radius))\" fill=\"\(fill)\""
        if let stroke { attributes += " stroke=\"\(stroke)\" stroke-width=\"1\"" }
        elements.append("<circle \(attributes)/>")
    }

    mutating func text(
        _ content: String, x: Double, y: Double, size: Double = 12, anchor: Anchor = .start,
        fill: String = "#222222", bold: Bool = false, rotate: Double? = nil
    ) {
        var attributes =
            "x=\"\(n(x))\" y=\"\(n(y))\" font-family=\"\(SVGDocument.font)\" font-size=\"\(n(size))\" fill=\"\(fill)\""
        if anchor != .start { attributes += " text-anchor=\"\(anchor.rawValue)\"" }
        if bold { attributes += " font-weight=\"bold\"" }
        if let rotate { attributes += " transform=\"rotate(\(n(rotate)) \(n(x)) \(n(y)))\"" }
        elements.append("<text \(attributes)>\(SVGDocument.escape(content))</text>")
    }

    /// The document with its `xmlns`, size and `viewBox`, ending with a newline.
    func render(title: String) -> String {
        let header =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
            + "viewBox=\"0 0 \(n(width)) \(n(height))\" role=\"img\">"
        return ([header, "<title>\(SVGDocument.escape(title))</title>"] + elements + ["</svg>"])
            .joined(separator: "\n") + "\n"
    }

    /// A rough width of `text` in the sans-serif font at `size`, for layout (DejaVu Sans averages ~0.6 em).
    static func textWidth(_ text: String, size: Double) -> Double {
        Double(text.count) * size * 0.6
    }

    static func escape(_ text: String) -> String { text.xmlEscaped }

    private func n(_ value: Double) -> String { CSVFormat.fixed(value, 2) }
}
