import Foundation
import Results
import Templates
import Typesetting
import Views

/// Issue 14's scenarios on a table of the seed's rows: the first screen, scrolling with and without reuse,
/// and a stream of data updates handled three ways. Each returns the time of every frame's work.
///
/// Two clocks, both injected so tests are deterministic: `measure` reads the monotonic clock around each
/// frame's work (what is reported), and the scenario's own simulated time paces frames and updates (so a
/// run takes as long as the work, not the 3 s the updates span). The viewport is 20 rows tall, the seed's
/// "20 rows sized so that they will all fit onscreen".
public struct TableScenario {
    public var source: TableCellSource
    public var fit: Bool
    public var templatesDirectory: URL
    public var cache: TemplateCache
    public var measurer: TextMeasuring
    public var measure: () -> UInt64
    /// Where the nib constructions' nibs are compiled, once per scenario value.
    public var nibs: CompiledNibs
    public var visibleRows = 20
    public var rowHeight = 132.0

    public init(
        source: TableCellSource, fit: Bool, templatesDirectory: URL, cache: TemplateCache,
        measurer: TextMeasuring, measure: @escaping () -> UInt64
    ) throws {
        self.source = source; self.fit = fit; self.templatesDirectory = templatesDirectory
        self.cache = cache; self.measurer = measurer; self.measure = measure
        nibs = try CompiledNibs()
    }

    /// A table of `rows` rows with its data source, not yet laid out. The table holds its data source weakly,
    /// as `UITableView` does: keep the returned one alive as long as the table is used.
    public func makeTable(rows: Int, reuses: Bool = true) throws -> (TableView, SeedTableDataSource) {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: Double(visibleRows) * rowHeight))
        table.rowHeight = rowHeight
        let data = try SeedTableDataSource(
            table: table, source: source, fit: fit, rows: rows, reuses: reuses,
            templatesDirectory: templatesDirectory, cache: cache, nibs: nibs, measurer: measurer)
        return (table, data)
    }

    /// The first screen: making the table and its visible rows, as one frame.
    public func firstScreen() throws -> UInt64 {
        let start = measure()
        let (table, data) = try makeTable(rows: 1_000)
        try table.layoutIfNeeded(measurer: measurer)
        let end = measure()
        withExtendedLifetime((table, data)) {}
        return end &- start
    }

    /// Scrolls `rows` rows through the viewport at `rowsPerFrame` rows a frame; one time per frame.
    public func scrolling(rows: Int = 1_000, rowsPerFrame: Double = 2, reuses: Bool = true) throws -> [UInt64] {
        let (table, data) = try makeTable(rows: rows + visibleRows, reuses: reuses)
        defer { withExtendedLifetime(data) {} }
        try table.layoutIfNeeded(measurer: measurer)
        let frames = Int((Double(rows) / rowsPerFrame).rounded(.up))
        var times: [UInt64] = []
        times.reserveCapacity(frames)
        for frame in 1...max(frames, 1) {
            table.contentOffset = min(Double(rows), Double(frame) * rowsPerFrame) * rowHeight
            let start = measure()
            try table.layoutIfNeeded(measurer: measurer)
            times.append(measure() &- start)
        }
        return times
    }
}
