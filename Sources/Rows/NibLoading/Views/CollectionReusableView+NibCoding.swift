import Views

/// `UICollectionReusableView`'s keys, after `UIView`'s: `UIReuseIdentifier`.
extension CollectionReusableView {
    public static let collectionReusableViewNibCoding = NibClassCoding.view(
        "UICollectionReusableView", CollectionReusableView.self,
        make: { CollectionReusableView() },
        decodeKeys: { try decodeReusableViewKeys($0, from: $1) },
        encodeKeys: { try encodeReusableViewKeys($0, to: $1) })

    public static func decodeReusableViewKeys(_ view: CollectionReusableView, from coder: NibDecoder) throws {
        try decodeViewKeys(view, from: coder)
        if let text = try coder.decodeString(forKey: "UIReuseIdentifier") { view.reuseIdentifier = text }
    }

    public static func encodeReusableViewKeys(_ view: CollectionReusableView, to coder: NibEncoder) throws {
        try encodeViewKeys(view, to: coder)
        if let text = view.reuseIdentifier { coder.encodeString(text, forKey: "UIReuseIdentifier") }
    }
}
