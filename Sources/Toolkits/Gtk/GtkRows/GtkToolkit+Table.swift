import Toolkit

/// GTK's table (docs/gtk.md, "The table") through the seam `table` drives every toolkit's list view by.
extension GtkToolkit: TableToolkit {
    /// The table's factories, in report order (`GtkTable.Factory`).
    public var tableConstructions: [String] { GtkTable.Factory.allCases.map(\.rawValue) }
    public var tableViewportHeight: Double { GtkTable.viewportHeight }
    public var tableRowHeight: Double { GtkTable.rowHeight }

    public func makeListView(construction: String, fit: Bool, rows: Int) throws -> ListView {
        guard let factory = GtkTable.Factory(rawValue: construction) else {
            throw ToolkitError(
                "GTK's table has no construction '\(construction)' (\(tableConstructions.joined(separator: ", ")))")
        }
        return try GtkTable(factory: factory, fit: fit, rows: rows)
    }
}

/// `GtkTable` already has what a scenario asks of a list view.
extension GtkTable: ListView {}
