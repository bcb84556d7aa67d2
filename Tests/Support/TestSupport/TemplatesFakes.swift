import Typesetting

/// A text measurer with hand-checkable numbers: width = characters × point size × `advancePerPoint`.
///
/// With the default 0.6033, "placeholder" (11 characters) is 6.6363 pt wide per point of size, close to
/// the real bold system face's 6.6333, so the Cell.xib frames fit, shrink and clamp as designed.
public final class WidthPerCharacterMeasurer: TextMeasuring {
    public let advancePerPoint: Double

    public init(advancePerPoint: Double = 0.6033) {
        self.advancePerPoint = advancePerPoint
    }

    public func width(of text: String, in font: FontDescriptor) throws -> Double {
        Double(text.count) * font.pointSize * advancePerPoint
    }
}

/// Passes measurements through to another measurer and counts them, to prove where text is (not) measured.
public final class MeasureCounter: TextMeasuring {
    public let measurer: TextMeasuring
    public private(set) var calls = 0

    public init(_ measurer: TextMeasuring = WidthPerCharacterMeasurer()) {
        self.measurer = measurer
    }

    public func width(of text: String, in font: FontDescriptor) throws -> Double {
        calls += 1
        return try measurer.width(of: text, in: font)
    }
}
