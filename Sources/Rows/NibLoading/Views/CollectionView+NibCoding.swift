import Views

/// `UICollectionView`'s keys, after `UIScrollView`'s: `UICollectionLayout`, a
/// `UICollectionViewFlowLayout` object holding the flow layout's settings.
extension CollectionView {
    public static let collectionViewNibCoding = NibClassCoding.view(
        "UICollectionView", CollectionView.self, make: { CollectionView() },
        decodeKeys: { try decodeCollectionViewKeys($0, from: $1) },
        encodeKeys: { try encodeCollectionViewKeys($0, to: $1) })

    public static func decodeCollectionViewKeys(_ view: CollectionView, from coder: NibDecoder) throws {
        try decodeScrollViewKeys(view, from: coder)
        if let layout = try coder.decodeValue(forKey: "UICollectionLayout", as: FlowLayout.self) {
            view.layout = layout
        }
    }

    public static func encodeCollectionViewKeys(_ view: CollectionView, to coder: NibEncoder) throws {
        try encodeScrollViewKeys(view, to: coder)
        let layout = view.layout
        let index = coder.addObject(className: "UICollectionViewFlowLayout") {
            if layout.scrollDirection != .vertical {
                coder.encodeEnum(
                    layout.scrollDirection, in: FlowLayout.ScrollDirection.allCases, forKey: "UIScrollDirection")
            }
            coder.encodeDouble(layout.minimumLineSpacing, forKey: "UILineSpacing")
            coder.encodeDouble(layout.minimumInteritemSpacing, forKey: "UIInteritemSpacing")
            coder.encodeSize(layout.itemSize, forKey: "UIItemSize")
            if layout.estimatedItemSize != .zero {
                coder.encodeSize(layout.estimatedItemSize, forKey: "UIEstimatedItemSize")
            }
            if layout.headerReferenceSize != .zero {
                coder.encodeSize(layout.headerReferenceSize, forKey: "UIHeaderReferenceSize")
            }
            if layout.footerReferenceSize != .zero {
                coder.encodeSize(layout.footerReferenceSize, forKey: "UIFooterReferenceSize")
            }
            if layout.sectionInset != .zero { coder.encodeInsets(layout.sectionInset, forKey: "UISectionInset") }
        }
        coder.encode(.object(index), forKey: "UICollectionLayout")
    }
}

/// `UICollectionViewFlowLayout`, decoded to the model's `FlowLayout` value.
enum FlowLayoutCoding {
    static let flowLayout = NibClassCoding(
        className: "UICollectionViewFlowLayout",
        decode: { coder in
            var layout = FlowLayout()
            if let value = try coder.decodeEnum(forKey: "UIScrollDirection", in: FlowLayout.ScrollDirection.allCases) {
                layout.scrollDirection = value
            }
            if let value = try coder.decodeDouble(forKey: "UILineSpacing") { layout.minimumLineSpacing = value }
            if let value = try coder.decodeDouble(forKey: "UIInteritemSpacing") {
                layout.minimumInteritemSpacing = value
            }
            if let value = try coder.decodeSize(forKey: "UIItemSize") { layout.itemSize = value }
            if let value = try coder.decodeSize(forKey: "UIEstimatedItemSize") { layout.estimatedItemSize = value }
            if let value = try coder.decodeSize(forKey: "UIHeaderReferenceSize") { layout.headerReferenceSize = value }
            if let value = try coder.decodeSize(forKey: "UIFooterReferenceSize") { layout.footerReferenceSize = value }
            if let value = try coder.decodeInsets(forKey: "UISectionInset") { layout.sectionInset = value }
            return .value(layout)
        })
}
