import Typesetting

/// A table of equally tall rows in one section, as `UITableView`: a data source, a viewport (the bounds,
/// scrolled by `contentOffset`), cells for the visible rows only, and a queue of cells that scrolled
/// away, handed out again by `dequeueReusableCell`.
///
/// Layout (`layoutIfNeeded(measurer:)`, as `layoutSubviews`) puts away the cells of rows that left the
/// viewport and asks the data source for the rows that entered it; `reloadData()` asks again for every
/// visible row. Modelled: registration, the reuse queue, `prepareForReuse`, visible rows, reloading all or
/// some rows. Not modelled: sections, headers, estimated or varying heights, editing, selection, animation.
open class TableView: ScrollView {
    public weak var dataSource: TableViewDataSource?
    public var rowHeight = 44.0
    /// How far the content is scrolled: the top of the viewport in content coordinates.
    public var contentOffset: Double {
        get { bounds.origin.y }
        set { layer.boundsOrigin = Point(x: 0, y: newValue) }
    }
    public private(set) var reuseQueue = ReuseQueue()
    /// The cell shown for each visible row.
    public private(set) var visibleCells: [Int: TableViewCell] = [:]
    private var registrations: [String: CellRegistration] = [:]

    open override var className: String { "TableView" }
    open override func makeFresh() -> View { TableView() }

    public func register(_ registration: CellRegistration, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = registration
    }

    /// The reuse identifiers something is registered for, sorted (a nib's prototype cells register theirs).
    public var registeredReuseIdentifiers: [String] { registrations.keys.sorted() }

    /// A cell of `identifier`: a queued one, after its `prepareForReuse()`, or a new one made as registered.
    /// Throws when nothing is registered for `identifier` (UIKit raises).
    public func dequeueReusableCell(withIdentifier identifier: String, for row: Int) throws -> TableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        guard let registration = registrations[identifier] else { throw TableError.unregisteredIdentifier(identifier) }
        return try makeCell(registration, identifier: identifier)
    }

    /// A queued cell of `identifier`, after its `prepareForReuse()`, or nil: the older form, with which a
    /// data source makes its own cells (seed 003's cell factory) when the queue is empty.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        guard let cell = reuseQueue.dequeue(identifier) else { return nil }
        cell.prepareForReuse()
        return cell
    }

    /// A new cell as `registration` makes it, whatever the queue holds (for tables that do not reuse).
    public func makeCell(_ registration: CellRegistration, identifier: String) throws -> TableViewCell {
        switch registration {
        case .cellClass(let make): return try make()
        case .nib(let instantiate):
            let objects = try instantiate()
            guard objects.count == 1, let cell = objects[0] as? TableViewCell else {
                throw TableError.nibWithoutOneCell(identifier: identifier, topLevelObjects: objects.count)
            }
            return cell
        }
    }

    /// The rows whose rectangles meet the viewport.
    public var visibleRows: Range<Int> {
        guard let dataSource, rowHeight > 0, bounds.height > 0 else { return 0..<0 }
        let count = dataSource.numberOfRows(in: self)
        let first = max(0, Int((contentOffset / rowHeight).rounded(.down)))
        let end = min(count, Int(((contentOffset + bounds.height) / rowHeight).rounded(.up)))
        return first < end ? first..<end : 0..<0
    }

    /// The rectangle of `row` in content coordinates.
    public func rect(forRow row: Int) -> Rect {
        Rect(x: 0, y: Double(row) * rowHeight, width: bounds.width, height: rowHeight)
    }

    /// Asks for every visible row again at the next layout; the cells shown now go to the queue.
    public func reloadData() {
        for cell in visibleCells.values { putAway(cell) }
        visibleCells.removeAll(keepingCapacity: true)
    }

    /// Asks again for those of `rows` that are visible, at the next layout.
    public func reloadRows(_ rows: [Int]) {
        for row in rows { if let cell = visibleCells.removeValue(forKey: row) { putAway(cell) } }
    }

    /// Puts away the cells of rows that left the viewport, asks for the rows that entered it (in row
    /// order), then lays out every cell (fitting their labels' text).
    open override func layoutIfNeeded(measurer: TextMeasuring) throws {
        let rows = visibleRows
        for (row, cell) in visibleCells where !rows.contains(row) {
            visibleCells[row] = nil
            putAway(cell)
        }
        if let dataSource {
            for row in rows where visibleCells[row] == nil {
                let cell = try dataSource.tableView(self, cellForRow: row)
                cell.frame = rect(forRow: row)
                addSubview(cell)
                visibleCells[row] = cell
            }
        }
        try super.layoutIfNeeded(measurer: measurer)
    }

    private func putAway(_ cell: TableViewCell) {
        cell.removeFromSuperview()
        reuseQueue.enqueue(cell)
    }
}
