/// Classic `UILabel` shrink-to-fit (`adjustsFontSizeToFitWidth`), as one pure function.
///
/// If the text is wider than the label at the font's size, try smaller sizes in steps of
/// `ShrinkToFit.step` points down to the minimum, and use the first size at which it fits; if none
/// fits, use the minimum (the label then truncates the text). A size exactly equal to the width fits.
public enum ShrinkToFit {
    /// Step between the sizes tried: half a point, so 14 → 10 pt tries nine sizes.
    public static let step = 0.5

    /// The font size a label uses for `text` in a box `width` points wide.
    ///
    /// The sizes tried are `font.pointSize - k × step` for k = 0, 1, 2, ..., computed from `k` rather
    /// than by repeated subtraction so that a size off the half-point grid (14.3) does not drift.
    ///
    /// - Parameters:
    ///   - minimumSize: the smallest size allowed; a minimum at or above the font's size means no
    ///     shrinking. A minimum of 0 or less (or not a number) also means no shrinking, as
    ///     `UILabel.minimumScaleFactor == 0` does: otherwise the search would reach 0 pt, where every
    ///     text "fits".
    public static func fittedSize(
        of text: String, font: FontDescriptor, width: Double, minimumSize: Double, measurer: TextMeasuring
    ) throws -> Double {
        let size = font.pointSize
        if try measurer.width(of: text, in: font) <= width { return size }
        guard minimumSize > 0, minimumSize < size else { return size }
        var k = 1.0
        while size - k * step >= minimumSize {
            let candidate = size - k * step
            if try measurer.width(of: text, in: font.withSize(candidate)) <= width { return candidate }
            k += 1
        }
        return minimumSize
    }
}
