import Typesetting

extension View {
    /// The drawing this view and everything below it would issue, in this view's coordinates.
    ///
    /// Views draw back to front: the view itself (`draw(in:)`), then, for a cell, its background view,
    /// then its subviews in order. A hidden view or one with alpha 0 draws nothing, nor do its
    /// subviews; alpha below 1 fades the colours of the subtree (an approximation: UIKit composites
    /// the group). A cell's selected-background view is not drawn: the model has no selection state,
    /// and an unselected cell does not show it. Clipping is not applied; text runs carry their box.
    /// Text is measured again here, so call this outside timed work.
    public func displayList(measurer: TextMeasuring) throws -> DisplayList {
        var context = DrawingContext(measurer: measurer)
        // The root draws in its own coordinates, so its frame's origin is not applied.
        try drawTree(in: &context, applyingFrame: false)
        return DisplayList(commands: context.commands)
    }

    private func drawTree(in context: inout DrawingContext, applyingFrame: Bool) throws {
        guard !isHidden, alpha > 0 else { return }
        let saved = (context.offset, context.opacity)
        if applyingFrame {
            context.offset = Point(
                x: context.offset.x + frame.origin.x - bounds.origin.x,
                y: context.offset.y + frame.origin.y - bounds.origin.y)
        }
        context.opacity *= alpha
        try draw(in: &context)
        if let cell = self as? any CellSlots, let background = cell.backgroundView {
            try background.drawTree(in: &context, applyingFrame: true)
        }
        for subview in subviews { try subview.drawTree(in: &context, applyingFrame: true) }
        (context.offset, context.opacity) = saved
    }
}
