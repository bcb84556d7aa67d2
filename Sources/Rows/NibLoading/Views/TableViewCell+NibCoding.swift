import Views

/// `UITableViewCell`'s keys, after `UIView`'s. Its `UISubviews` holds the content view (archived as a
/// `UITableViewCellContentView`, fallback `UIView`) and a `_UITableViewCellSeparatorView`, and
/// `UIContentView` refers to the same content view object; `UITextLabel`, `UIDetailTextLabel` and
/// `UIImageView` are archived as nil when unset, as ibtool writes them for custom cells (section 7.8).
extension TableViewCell {
    public static let tableViewCellNibCoding = NibClassCoding.view(
        "UITableViewCell", TableViewCell.self, make: { TableViewCell(reuseIdentifier: nil) },
        decodeKeys: { try decodeCellKeys($0, from: $1) },
        encodeKeys: { try encodeCellKeys($0, to: $1) })

    public static func decodeCellKeys(_ cell: TableViewCell, from coder: NibDecoder) throws {
        try decodeViewKeys(cell, from: coder, subviews: false)
        if let content = try coder.decodeView(forKey: "UIContentView") { cell.contentView = content }
        // The content view is already in place; the separator stays out of the model's tree.
        for child in try coder.decodeViews(forKey: "UISubviews") ?? []
        where child !== cell.contentView && !(child is TableViewCellSeparatorView) {
            cell.addSubview(child)
        }
        if let text = try coder.decodeString(forKey: "UIReuseIdentifier") { cell.reuseIdentifier = text }
        if let view = try coder.decodeView(forKey: "UIBackgroundView") { cell.backgroundView = view }
        if let view = try coder.decodeView(forKey: "UISelectedBackgroundView") { cell.selectedBackgroundView = view }
        if let style = try coder.decodeEnum(forKey: "UISelectionStyle", in: SelectionStyle.allCases) {
            cell.selectionStyle = style
        }
        if let level = try coder.decodeInteger(forKey: "UIIndentationLevel") { cell.indentationLevel = level }
        if let width = try coder.decodeDouble(forKey: "UIIndentationWidth") { cell.indentationWidth = width }
        if let style = try coder.decodeEnum(forKey: "UITableViewCellStyle", in: CellStyle.allCases) {
            cell.style = style
        }
        if let type = try coder.decodeEnum(forKey: "UIAccessoryType", in: AccessoryType.allCases) {
            cell.accessoryType = type
        }
        if let type = try coder.decodeEnum(forKey: "UIEditingAccessoryType", in: AccessoryType.allCases) {
            cell.editingAccessoryType = type
        }
        if let insets = try coder.decodeInsets(forKey: "UISeparatorInset") { cell.separatorInset = insets }
        if let flag = try coder.decodeBool(forKey: "UIHidesAccessoryWhenEditing") {
            cell.hidesAccessoryWhenEditing = flag
        }
        if let view = try coder.decodeView(forKey: "UITextLabel") {
            cell.textLabel = try label(view, "UITextLabel", coder)
        }
        if let view = try coder.decodeView(forKey: "UIDetailTextLabel") {
            cell.detailTextLabel = try label(view, "UIDetailTextLabel", coder)
        }
        if let view = try coder.decodeView(forKey: "UIImageView") {
            guard let image = view as? ImageView else {
                throw coder.error("key 'UIImageView' refers to a \(view.className), not an image view")
            }
            cell.imageView = image
        }
        try decodeViewLayout(cell, from: coder)
    }

    private static func label(_ view: View, _ key: String, _ coder: NibDecoder) throws -> Label {
        guard let label = view as? Label else {
            throw coder.error("key '\(key)' refers to a \(view.className), not a label")
        }
        return label
    }

    public static func encodeCellKeys(_ cell: TableViewCell, to coder: NibEncoder) throws {
        try encodeViewKeys(cell, to: coder, subviews: false)
        let fresh = TableViewCell(reuseIdentifier: nil)
        coder.overrideClass(of: cell.contentView, as: "UITableViewCellContentView", fallbacks: ["UIView"])
        let others = cell.subviews.filter { $0 !== cell.contentView }
        try coder.encodeCollection(
            [cell.contentView as View?, nil] + others, className: "NSMutableArray", forKey: "UISubviews"
        ) { view in
            guard let view else { return separatorReference(for: cell, in: coder) }
            return try coder.reference(to: view)
        }
        try coder.encodeObject(cell.contentView, forKey: "UIContentView")
        if let text = cell.reuseIdentifier { coder.encodeString(text, forKey: "UIReuseIdentifier") }
        if let view = cell.backgroundView { try coder.encodeObject(view, forKey: "UIBackgroundView") }
        if let view = cell.selectedBackgroundView { try coder.encodeObject(view, forKey: "UISelectedBackgroundView") }
        if cell.selectionStyle != fresh.selectionStyle {
            coder.encodeEnum(cell.selectionStyle, in: SelectionStyle.allCases, forKey: "UISelectionStyle")
        }
        if cell.indentationLevel != fresh.indentationLevel {
            coder.encodeInteger(cell.indentationLevel, forKey: "UIIndentationLevel")
        }
        if cell.indentationWidth != fresh.indentationWidth {
            coder.encodeDouble(cell.indentationWidth, forKey: "UIIndentationWidth")
        }
        if cell.style != fresh.style {
            coder.encodeEnum(cell.style, in: CellStyle.allCases, forKey: "UITableViewCellStyle")
        }
        if cell.accessoryType != fresh.accessoryType {
            coder.encodeEnum(cell.accessoryType, in: AccessoryType.allCases, forKey: "UIAccessoryType")
        }
        if cell.editingAccessoryType != fresh.editingAccessoryType {
            coder.encodeEnum(cell.editingAccessoryType, in: AccessoryType.allCases, forKey: "UIEditingAccessoryType")
        }
        if let insets = cell.separatorInset { coder.encodeInsets(insets, forKey: "UISeparatorInset") }
        if !cell.hidesAccessoryWhenEditing { coder.encodeBool(false, forKey: "UIHidesAccessoryWhenEditing") }
        try coder.encodeObject(cell.textLabel, forKey: "UITextLabel")
        try coder.encodeObject(cell.detailTextLabel, forKey: "UIDetailTextLabel")
        try coder.encodeObject(cell.imageView, forKey: "UIImageView")
        try encodeViewLayout(cell, to: coder)
    }

    /// The separator line along the cell's bottom edge, inset 15 points from the leading edge, half a
    /// point high: what UIKit archives for a cell of this size.
    private static func separatorReference(for cell: TableViewCell, in coder: NibEncoder) -> Int {
        coder.addObject(className: "_UITableViewCellSeparatorView") {
            let width = max(cell.frame.width - 15, 0), height = 0.5
            coder.encodeRect(Rect(x: 0, y: 0, width: width, height: height), forKey: "UIBounds")
            coder.encodePoint(Point(x: 15 + width / 2, y: cell.frame.height - height / 2), forKey: "UICenter")
        }
    }
}
