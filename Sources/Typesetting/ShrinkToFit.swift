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
    /// - Parameters:
    ///   - minimumSize: the smallest size allowed; a minimum at or above the font's size means no shrinking.
    public static func fittedSize(
        of text: String, font: FontDescriptor, width: Double, minimumSize: Double, measurer: TextMeasuring
    ) throws -> Double {
        var size = font.pointSize
        if try measurer.width(of: text, in: font) <= width { return size }
        while size - step >= minimumSize {
            size -= step
            if try measurer.width(of: text, in: font.withSize(size)) <= width { return size }
        }
        return min(font.pointSize, minimumSize)
    }
}
