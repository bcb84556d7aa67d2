import Views

/// `UICollectionViewCell`'s keys, after `UIView`'s: its `UISubviews` holds the content view, which
/// `UIContentView` refers to, and the background views by role.
extension CollectionViewCell {
    public static let collectionViewCellNibCoding = NibClassCoding.view(
        "UICollectionViewCell", CollectionViewCell.self, make: { CollectionViewCell() },
        decodeKeys: { try decodeCellKeys($0, from: $1) },
        encodeKeys: { try encodeCellKeys($0, to: $1) })

    public static func decodeCellKeys(_ cell: CollectionViewCell, from coder: NibDecoder) throws {
        try decodeViewKeys(cell, from: coder, subviews: false)
        if let content = try coder.decodeView(forKey: "UIContentView") { cell.contentView = content }
        for child in try coder.decodeViews(forKey: "UISubviews") ?? [] where child !== cell.contentView {
            cell.addSubview(child)
        }
        if let text = try coder.decodeString(forKey: "UIReuseIdentifier") { cell.reuseIdentifier = text }
        if let view = try coder.decodeView(forKey: "UIBackgroundView") { cell.backgroundView = view }
        if let view = try coder.decodeView(forKey: "UISelectedBackgroundView") { cell.selectedBackgroundView = view }
        try decodeViewLayout(cell, from: coder)
    }

    public static func encodeCellKeys(_ cell: CollectionViewCell, to coder: NibEncoder) throws {
        try encodeViewKeys(cell, to: coder, subviews: false)
        let others = cell.subviews.filter { $0 !== cell.contentView }
        try coder.encodeObjects([cell.contentView] + others, className: "NSMutableArray", forKey: "UISubviews")
        try coder.encodeObject(cell.contentView, forKey: "UIContentView")
        if let text = cell.reuseIdentifier { coder.encodeString(text, forKey: "UIReuseIdentifier") }
        if let view = cell.backgroundView { try coder.encodeObject(view, forKey: "UIBackgroundView") }
        if let view = cell.selectedBackgroundView { try coder.encodeObject(view, forKey: "UISelectedBackgroundView") }
        try encodeViewLayout(cell, to: coder)
    }
}
