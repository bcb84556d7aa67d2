/// Measures the advance width of a single line of text in a font.
///
/// A protocol so that views and templates can be tested with a counting or fixed-width fake,
/// while the benchmark measures with real glyph metrics (`FreeTypeMeasurer`).
public protocol TextMeasuring: AnyObject {
    /// The width in points of `text` set on one line in `font`: glyph advances plus kerning.
    func width(of text: String, in font: FontDescriptor) throws -> Double
}
