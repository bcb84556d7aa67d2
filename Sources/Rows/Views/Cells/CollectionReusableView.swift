/// A collection view's header, footer or decoration, as `UICollectionReusableView`: a plain view with a
/// reuse identifier (no content view, unlike a cell).
open class CollectionReusableView: View, ReuseIdentifying {
    public var reuseIdentifier: String?

    open override var className: String { "CollectionReusableView" }
    open override func makeFresh() -> View { CollectionReusableView() }

    open override func appendProperties(to list: inout [ViewProperty]) {
        super.appendProperties(to: &list)
        list.append("reuseIdentifier", reuseIdentifier.map { "\"\($0)\"" })
    }
}
