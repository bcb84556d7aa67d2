/// A toolkit's list view of the seed's rows, as `table`'s scenarios drive it (`ListViewScenario` in Builders):
/// texts stored per row, the window shown, scrolled, rows reloaded, one frame at a time.
///
/// As the toolkit's rows, made, used and released on the thread that started the toolkit.
public protocol ListView: AnyObject {
    /// Stores a row's texts (one per label, tag order); the screen shows them once the row is bound or reloaded.
    func setTexts(row: Int, _ texts: [String])
    /// The first screen's work before its first frame: the window made and presented with the table in it.
    func show()
    /// Runs one frame (style, layout, snapshot, render) and returns its work in nanoseconds, without the wait
    /// for the frame; throws when no frame comes.
    @discardableResult func frame() throws -> UInt64
    /// Scrolls to `offset` points from the top; the next frame lays out the rows that entered.
    func scroll(to offset: Double)
    /// The data of `rows` changed: their rows are bound again.
    func reload(_ rows: Range<Int>)
    /// Rows made (a new row's widget tree) and bound (filled with a row's texts) so far.
    var rowsCreated: Int { get }
    var rowsBound: Int { get }
    /// The name of what paints the window (GTK's `GskGLRenderer`), once shown.
    var rendererName: String { get }
}

/// A toolkit with a table of the seed's rows (`table --toolkit NAME`; its declaration offers `.table` and says
/// its constructions, `ToolkitTable`).
public protocol TableToolkit: Toolkit {
    /// Its table constructions (how its list view gets a row), in report order: the declaration's.
    var tableConstructions: [String] { get }
    /// The height of the table's window and of a row, in points.
    var tableViewportHeight: Double { get }
    var tableRowHeight: Double { get }
    /// A list view of `rows` rows made by `construction`, every text empty, nothing built before `show()`. Needs
    /// the toolkit started; throws a one-line error otherwise or when a file it reads is missing.
    func makeListView(construction: String, fit: Bool, rows: Int) throws -> ListView
}

extension TableToolkit {
    /// Rows on screen: the window's height in rows, the last one partly.
    public var tableVisibleRows: Int { Int((tableViewportHeight / tableRowHeight).rounded(.up)) }
}
