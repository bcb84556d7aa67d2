/// What a table asks for its rows, as `UITableViewDataSource` (one section).
public protocol TableViewDataSource: AnyObject {
    func numberOfRows(in tableView: TableView) -> Int
    /// The configured cell for `row`, usually from `tableView.dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: TableView, cellForRow row: Int) throws -> TableViewCell
}

/// How a table makes a new cell for a reuse identifier when its queue has none, as the two forms of
/// `register(_:forCellReuseIdentifier:)` do.
public enum CellRegistration {
    /// A cell class: a new instance, as `init(style:reuseIdentifier:)` makes it.
    case cellClass(() throws -> TableViewCell)
    /// A nib: instantiated anew each time; its one top-level cell is the cell, as `UINib` registration
    /// requires.
    case nib(() throws -> [View])
}
