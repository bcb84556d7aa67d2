import Typesetting

/// A flattened row: one view that holds its labels' contents as values (`TextItem`) and lays out and
/// draws them itself, the seed's "single custom view to draw what multiple subviews used to draw".
///
/// It fills its background, then draws each item as a `Label` would draw itself (background, then its
/// text at the fitted size), so a row built this way has the display list of the same row built from
/// label views (`BuildersTests` proves it) while making one view, one layer and one array instead of a
/// view and a layer per label. When highlighted (a selected cell), it fills with
/// `selectedBackgroundColor` and draws highlighted text colours, standing in for the cell's
/// selected-background view.
open class FlatRowView: View {
    public var items: [TextItem] = []
    /// What a selected-background view would show; drawn only while `isHighlighted`.
    public var selectedBackgroundColor: Color?
    public var isHighlighted = false

    open override var className: String { "FlatRowView" }
    open override func makeFresh() -> View { FlatRowView() }

    /// Shrinks each item's text to fit, where it asks to, as each label's layout pass would.
    open override func layoutIfNeeded(measurer: TextMeasuring) throws {
        for index in items.indices { try items[index].fitIfNeeded(measurer: measurer) }
        try super.layoutIfNeeded(measurer: measurer)
    }

    open override func draw(in context: inout DrawingContext) throws {
        context.fill(bounds, isHighlighted ? selectedBackgroundColor ?? backgroundColor : backgroundColor)
        for item in items {
            context.fill(item.frame, item.backgroundColor)
            guard let text = item.text, !text.isEmpty else { continue }
            try context.drawText(
                text, in: item.frame, font: item.font.withSize(item.fontSizeInUse),
                color: isHighlighted ? item.highlightedTextColor ?? item.textColor : item.textColor,
                shadowColor: item.shadowColor, shadowOffset: item.shadowOffset,
                alignment: item.textAlignment, lineBreakMode: item.lineBreakMode)
        }
    }

    open override func appendProperties(to list: inout [ViewProperty]) {
        super.appendProperties(to: &list)
        list.append("selectedBackgroundColor", selectedBackgroundColor)
        list.append("highlighted", isHighlighted)
        for (index, item) in items.enumerated() {
            list.append(
                "items[\(index)]",
                "\(item.frame) tag \(item.tag) \(item.text.map { "\"\($0)\"" } ?? "nil") "
                    + "\(item.font) in use \(item.fontSizeInUse)pt \(item.textColor)")
        }
    }
}
