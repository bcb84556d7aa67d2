import Typesetting

/// What table and collection view cells share: a content view and two background views held by role.
protocol CellSlots: View {
    var contentView: View { get }
    var backgroundView: View? { get }
    var selectedBackgroundView: View? { get }
}

extension CellSlots {
    /// Lays out the background views, which are not subviews in this model; the cell's own
    /// `layoutIfNeeded` override calls this, then `super` for the subviews.
    func layoutBackgroundViews(measurer: TextMeasuring) throws {
        try backgroundView?.layoutIfNeeded(measurer: measurer)
        try selectedBackgroundView?.layoutIfNeeded(measurer: measurer)
    }

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
