/// A grid of cells, as `UICollectionView` with a flow layout.
///
/// Only the view and its layout's settings are modelled: a XIB cannot hold a collection view's cells
/// (prototypes are a storyboard feature), so there is nothing inside to make.
open class CollectionView: ScrollView {
    public var layout = FlowLayout()

    open override var className: String { "CollectionView" }
    open override func makeFresh() -> View { CollectionView() }

    open override func appendProperties(to list: inout [ViewProperty]) {
        super.appendProperties(to: &list)
        list.append("layout", layout)
    }
}

/// `UICollectionViewFlowLayout`'s settings, with UIKit's defaults (spacing 10, items 50 × 50).
public struct FlowLayout: Hashable, Sendable, CustomStringConvertible {
    public enum ScrollDirection: String, CaseIterable, Sendable { case vertical, horizontal }

    public var scrollDirection: ScrollDirection = .vertical
    public var minimumLineSpacing = 10.0
    public var minimumInteritemSpacing = 10.0
    public var itemSize = Size(width: 50, height: 50)
    public var estimatedItemSize = Size.zero
    public var headerReferenceSize = Size.zero
    public var footerReferenceSize = Size.zero
    public var sectionInset = EdgeInsets.zero

    public init() {}

    public var description: String {
        "[\(scrollDirection.rawValue), line \(formatted(minimumLineSpacing)), interitem "
            + "\(formatted(minimumInteritemSpacing)), "
            + "item \(itemSize), estimated \(estimatedItemSize), header \(headerReferenceSize), "
            + "footer \(footerReferenceSize), inset \(sectionInset)]"
    }
}
