import Typesetting

/// Where views issue their drawing while a display list is taken: the commands so far, the offset of
/// the current view's coordinates from the root's, and the opacity inherited from its ancestors.
public struct DrawingContext {
    public private(set) var commands: [DrawCommand] = []
    /// Added to a view's own coordinates to give the root's.
    public internal(set) var offset = Point.zero
    /// The product of the alphas of the views being drawn; colours are drawn with it applied.
    public internal(set) var opacity = 1.0
    let measurer: TextMeasuring

    init(measurer: TextMeasuring) { self.measurer = measurer }

    /// `rect`, in the current view's coordinates, in the root's.
    public func rootRect(_ rect: Rect) -> Rect {
        Rect(x: rect.origin.x + offset.x, y: rect.origin.y + offset.y, width: rect.width, height: rect.height)
    }

    func applyingOpacity(_ color: Color) -> Color {
        var faded = color
        faded.alpha *= opacity
        return faded
    }

    /// Fills `rect` (current coordinates); a missing or fully transparent colour draws nothing, as
    /// UIKit skips a clear background.
    public mutating func fill(_ rect: Rect, _ color: Color?) {
        guard let color, color.alpha > 0 else { return }
        commands.append(.fill(rootRect(rect), applyingOpacity(color)))
    }

    /// Draws one line of text in `box` (current coordinates) the way a single-line `UILabel` does:
    /// aligned horizontally by `alignment` (natural, left and justified draw from the left edge), centred
    /// vertically, truncated by `lineBreakMode` when wider than the box.
    public mutating func drawText(
        _ text: String, in box: Rect, font: FontDescriptor, color: Color,
        shadowColor: Color?, shadowOffset: Size, alignment: TextAlignment,
        lineBreakMode: LineBreakMode
    ) throws {
        let width = try measurer.width(of: text, in: font)
        let truncated = width > box.width
        var visible = text
        if truncated {
            visible = try TextTruncation.visibleText(
                text, width: box.width, font: font, mode: lineBreakMode, measurer: measurer)
        }
        let drawnWidth = truncated ? try measurer.width(of: visible, in: font) : width
        let x: Double
        switch alignment {
        case .center where !truncated: x = box.origin.x + (box.width - drawnWidth) / 2
        case .right where !truncated: x = box.origin.x + box.width - drawnWidth
        default: x = box.origin.x
        }
        let origin = Point(x: x + offset.x, y: box.origin.y + box.height / 2 + offset.y)
        let shadow = shadowColor.map { TextShadow(color: applyingOpacity($0), offset: shadowOffset) }
        commands.append(
            .text(
                TextRun(
                    text: text, visibleText: visible, origin: origin, box: rootRect(box), font: font,
                    color: applyingOpacity(color), shadow: shadow, lineBreakMode: lineBreakMode,
                    isTruncated: truncated)))
    }
}
