/// Cells that left the screen, kept by reuse identifier until a row needs one, as `UITableView` keeps them.
///
/// Last in, first out: the cell that left most recently is handed out first (its memory is warmest). A
/// cell without a reuse identifier is never kept, as UIKit discards it.
public struct ReuseQueue {
    private var cells: [String: [TableViewCell]] = [:]

    public init() {}

    /// Keeps `cell` for reuse under its identifier; returns whether it was kept.
    @discardableResult
    public mutating func enqueue(_ cell: TableViewCell) -> Bool {
        guard let identifier = cell.reuseIdentifier else { return false }
        cells[identifier, default: []].append(cell)
        return true
    }

    /// A kept cell of `identifier`, taken out of the queue, or nil when there is none.
    public mutating func dequeue(_ identifier: String) -> TableViewCell? {
        cells[identifier]?.popLast()
    }

    /// How many cells of `identifier` wait for reuse.
    public func count(_ identifier: String) -> Int { cells[identifier]?.count ?? 0 }
}
