/// Shrink-to-fit of one label of a user's cell in the web engines (docs/web.md, "A user's cell"): the arguments of
/// bench.js's `NibOrNotFit.fitUserLabel`, which measures the label's text with a canvas in the label's own font, from
/// its size down by the model's step to its minimum, over its frame's width, and writes the size found as its
/// `font-size`. The code calls it with these as literals; the template constructions read them from the cell's
/// `fits`, by the label's class.
struct WebUserCellFit {
    /// The label's generated class (`e10`).
    let variable: String
    /// The canvas font's style and weight (`normal 700`) and its family, as the stylesheet writes it.
    let face: String
    let family: String
    /// The size and the minimum in CSS pixels, as the stylesheet writes sizes (`%g`); a minimum of 0 or at least
    /// the size means the text is measured once and keeps its size, as `UILabel` does.
    let size: Double
    let minimum: Double
    /// The width the text must fit: the label's frame's.
    let width: Double

    init(variable: String, element: XIBElement) {
        let font = element.fittingFont
        self.variable = variable
        face = WebUserCellStyle.canvasFace(font)
        family = WebUserCellStyle.family(font)
        size = Self.css(font.pointSize)
        minimum = Self.css(element.lowestFitSize(below: size))
        width = Self.css(element.frame.width)
    }

    /// The arguments after the label, as JavaScript literals: `"normal 400", "\"DejaVu Sans\"", 12.0, 6.0, 40.0`.
    var arguments: String {
        [Escaping.jsString(face), Escaping.jsString(family), size.description, minimum.description, width.description]
            .joined(separator: ", ")
    }

    /// A length as the stylesheet writes it, read back: clamped and to six digits.
    private static func css(_ value: Double) -> Double {
        Double(PythonNumber.short(WebUserCellTree.size(value))) ?? 0
    }
}
