import Typesetting

/// A table row, as `UITableViewCell`: a content view that holds the row's subviews, and optional
/// background and selected-background views behind it.
open class TableViewCell: View, ReuseIdentifying, CellSlots {
    public var reuseIdentifier: String?
    public var selectionStyle: SelectionStyle = .default
    public var indentationWidth = 10.0
    public var indentationLevel = 0
    /// The built-in layout the cell was made with; its labels and image view are `textLabel` and friends.
    public var style: CellStyle = .default
    public var accessoryType: AccessoryType = .none
    public var editingAccessoryType: AccessoryType = .none
    /// nil: the table view's own separator inset.
    public var separatorInset: EdgeInsets?
    /// Whether the accessory hides while the table edits (UIKit's default: yes).
    public var hidesAccessoryWhenEditing = true
    /// The style's views, when a template names them; they live inside the content view.
    public var textLabel: Label?
    public var detailTextLabel: Label?
    public var imageView: ImageView?

    /// The view that holds the row's content; replacing it puts the new one in the old one's place.
    public var contentView: View {
        didSet {
            oldValue.removeFromSuperview()
            addSubview(contentView)
        }
    }
    public var backgroundView: View?
    public var selectedBackgroundView: View?

    /// A cell whose content view fills it, as `init(style:reuseIdentifier:)` makes one.
    public init(frame: Rect = Rect(x: 0, y: 0, width: 320, height: 44), reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = View(frame: frame.bounds)
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Called when a table hands the cell out again from its reuse queue, before the data source configures
    /// it, as UIKit does; subclasses reset what a row's configuration does not set. Nothing to reset here.
    open func prepareForReuse() {}

    open override var className: String { "TableViewCell" }
    open override func makeFresh() -> View { TableViewCell(reuseIdentifier: nil) }

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
        list.append("selectionStyle", selectionStyle.rawValue)
        list.append("indentationWidth", indentationWidth)
        list.append("indentationLevel", indentationLevel)
        list.append("style", style.rawValue)
        list.append("accessoryType", accessoryType.rawValue)
        list.append("editingAccessoryType", editingAccessoryType.rawValue)
        list.append("separatorInset", separatorInset)
        list.append("hidesAccessoryWhenEditing", hidesAccessoryWhenEditing)
        list.append("textLabel", textLabel.map(describeReference))
        list.append("detailTextLabel", detailTextLabel.map(describeReference))
        list.append("imageView", imageView.map(describeReference))
    }
}
