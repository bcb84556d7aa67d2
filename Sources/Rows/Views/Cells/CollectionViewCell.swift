import Typesetting

/// A collection view's cell, as `UICollectionViewCell`: a content view that holds the cell's subviews, and
/// optional background and selected-background views behind it.
///
/// Defaults are UIKit's `init(frame:)`: a content view filling the cell, no reuse identifier.
open class CollectionViewCell: View, ReuseIdentifying, CellSlots {
    public var reuseIdentifier: String?

    /// The view that holds the cell's content; replacing it puts the new one in the old one's place.
    public var contentView: View {
        didSet {
            oldValue.removeFromSuperview()
            addSubview(contentView)
        }
    }
    public var backgroundView: View?
    public var selectedBackgroundView: View?

    public init(frame: Rect = .zero, reuseIdentifier: String? = nil) {
        self.reuseIdentifier = reuseIdentifier
        contentView = View(frame: frame.bounds)
        super.init(frame: frame)
        addSubview(contentView)
    }

    open override var className: String { "CollectionViewCell" }
    open override func makeFresh() -> View { CollectionViewCell() }

    /// Lays out the background views, which are not subviews in this model, then the subviews.
    open override func layoutIfNeeded(measurer: TextMeasuring) throws {
        try layoutBackgroundViews(measurer: measurer)
        try super.layoutIfNeeded(measurer: measurer)
    }

    /// The background views and the content view by role; other subviews by index after them.
    open override var children: [(slot: String, view: View)] { slotChildren }

    open override func appendProperties(to list: inout [ViewProperty]) {
        super.appendProperties(to: &list)
        list.append("reuseIdentifier", reuseIdentifier.map { "\"\($0)\"" })
    }
}

/// A view that a table or collection view can dequeue by identifier: what a cell factory matches on.
public protocol ReuseIdentifying: View {
    var reuseIdentifier: String? { get }
}
