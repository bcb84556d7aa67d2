import Typesetting

/// A deterministic measurer with no fonts: every Unicode scalar is `factor` points wide per point of
/// size, whatever the face, so `width = scalars × size × factor` and tests can pick widths that land
/// exactly on a boundary.
public final class FixedAdvanceMeasurer: TextMeasuring {
    /// Advance of one scalar per point of size (0.5: a 10 pt character is 5 pt wide).
    public let factor: Double

    public init(factor: Double = 0.5) {
        self.factor = factor
    }

    public func width(of text: String, in font: FontDescriptor) throws -> Double {
        Double(text.unicodeScalars.count) * font.pointSize * factor
    }
}
