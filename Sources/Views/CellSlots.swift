/// What table and collection view cells share: a content view and two background views held by role.
protocol CellSlots: View {
    var contentView: View { get }
    var backgroundView: View? { get }
    var selectedBackgroundView: View? { get }
}

extension CellSlots {
    /// The background views and the content view by role; other subviews by index after them.
    var slotChildren: [(slot: String, view: View)] {
        var list: [(slot: String, view: View)] = []
        if let backgroundView { list.append(("backgroundView", backgroundView)) }
        if let selectedBackgroundView { list.append(("selectedBackgroundView", selectedBackgroundView)) }
        list.append(("contentView", contentView))
        list += subviews.filter { $0 !== contentView }.enumerated().map { ("subviews[\($0.offset)]", $0.element) }
        return list
    }
}
