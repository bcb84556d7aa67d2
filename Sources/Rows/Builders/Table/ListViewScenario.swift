import Results
import Toolkit

/// The model's table scenarios (`TableScenarioKind`) on a toolkit's list view (`TableToolkit`, e.g. GTK 4's,
/// docs/gtk.md "The table"): the same rows' texts (`RowTexts`), the same scroll and the same update stream
/// (`UpdateStream`), timed per frame.
///
/// A frame's time is the work the frame does: what the scenario does before it (scrolling, which makes the list
/// view recycle and bind rows; storing changed texts and reloading) measured with `measure`, plus the toolkit's
/// frame itself (GTK's frame clock from before-paint to after-paint: style, layout, snapshot, render). The wait for
/// the next frame is not counted, as the model's simulated time paces its frames. Everything runs on the thread
/// that started the toolkit.
public struct ListViewScenario {
    public var toolkit: TableToolkit
    /// What the declaration says of the toolkit's table: its rows, the first screens it makes, the scenarios it skips.
    public var table: ToolkitTable
    public var construction: String
    public var fit: Bool
    public var measure: () -> UInt64
    /// The first screen is repeated this many times for a distribution (`ToolkitTable.firstScreens(for:)`).
    public var firstScreenRepeats = 5

    public init(
        toolkit: TableToolkit, table: ToolkitTable, construction: String, fit: Bool, measure: @escaping () -> UInt64
    ) {
        self.toolkit = toolkit; self.table = table; self.construction = construction; self.fit = fit;
        self.measure = measure
    }

    /// A list view of `rows` rows with their texts at version 0, not shown.
    public func makeListView(rows: Int) throws -> ListView {
        let view = try toolkit.makeListView(construction: construction, fit: fit, rows: rows)
        for row in 0..<rows { view.setTexts(row: row, RowTexts.texts(row: row)) }
        return view
    }

    /// What a scenario run did to the list view's rows: created and bound, over the whole run.
    public struct Rows: Sendable, Equatable {
        public var created: Int
        public var bound: Int
    }

    /// The first screen: the window with the table made and shown, and its first frame. The texts are stored
    /// before the clock starts (the model's data source has them too).
    public func firstScreen() throws -> (nanoseconds: UInt64, rows: Rows) {
        let view = try makeListView(rows: table.rows)
        let start = measure()
        view.show()
        let shown = measure() &- start
        let frame = try view.frame()
        return (shown &+ frame, Rows(created: view.rowsCreated, bound: view.rowsBound))
    }

    /// Scrolls `rows` rows through the window at `rowsPerFrame` rows a frame; one time per frame.
    public func scrolling(rows: Int = 1_000, rowsPerFrame: Double = 2) throws -> (frames: [UInt64], rows: Rows) {
        let view = try makeListView(rows: rows + toolkit.tableVisibleRows)
        view.show()
        try view.frame()
        let frames = Int((Double(rows) / rowsPerFrame).rounded(.up))
        var times: [UInt64] = []
        times.reserveCapacity(frames)
        for frame in 1...max(frames, 1) {
            let start = measure()
            view.scroll(to: min(Double(rows), Double(frame) * rowsPerFrame) * toolkit.tableRowHeight)
            let scrolled = measure() &- start
            times.append(scrolled &+ (try view.frame()))
        }
        return (times, Rows(created: view.rowsCreated, bound: view.rowsBound))
    }

    /// The model's update stream (`UpdateStream`) over the rows on screen; `cellsConfigured` is the rows bound
    /// while the stream lasted.
    public func updates(
        strategy: UpdateStrategy, duration: UInt64 = 3_000_000_000,
        throttleInterval: UInt64 = 300_000_000
    ) throws -> (outcome: UpdateOutcome, rows: Rows) {
        let view = try makeListView(rows: table.rows)
        view.show()
        try view.frame()
        let boundBefore = view.rowsBound
        let stream = UpdateStream(
            strategy: strategy, duration: duration, throttleInterval: throttleInterval,
            visibleRows: toolkit.tableVisibleRows)
        var outcome = try stream.run(
            on: UpdatableListView(view: view, rows: table.rows, measure: measure), measure: measure)
        outcome.cellsConfigured = view.rowsBound - boundBefore
        return (outcome, Rows(created: view.rowsCreated, bound: view.rowsBound))
    }

    /// One run of one of the model's scenarios: per-frame times, the update scenarios' outcome, and the rows created
    /// and bound (for the first screen, those of one repeat). Throws for a scenario the toolkit's table skips.
    public func run(
        _ kind: TableScenarioKind, throttleInterval: UInt64 = 300_000_000, updateDuration: UInt64 = 3_000_000_000,
        scrollRows: Int = TablePlan.defaultScrollRows
    ) throws -> (frames: [UInt64], updates: UpdateOutcome?, rows: Rows) {
        guard table.runs(kind.rawValue) else {
            throw ToolkitError(
                "\(toolkit.name)'s table has no scenario \(kind.rawValue): "
                    + (table.skippedScenariosHelp ?? "it skips it"))
        }
        switch kind {
        case .firstScreen:
            let screens = try (0..<max(firstScreenRepeats, 1)).map { _ in try firstScreen() }
            return (screens.map(\.nanoseconds), nil, screens.last!.rows)
        case .scrolling, .scrollingWithoutReuse:
            let (frames, rows) = try scrolling(rows: scrollRows)
            return (frames, nil, rows)
        case .updatesReloadAll, .updatesReloadChanged, .updatesThrottled:
            let (outcome, rows) = try updates(
                strategy: kind.updateStrategy!, duration: updateDuration, throttleInterval: throttleInterval)
            return (outcome.frameNanoseconds, outcome, rows)
        }
    }

    /// The name of what paints the toolkit's window (`GskGLRenderer`, `GskCairoRenderer`): a small table shown.
    public static func rendererName(of toolkit: TableToolkit, construction: String, fit: Bool) throws -> String {
        let view = try toolkit.makeListView(construction: construction, fit: fit, rows: 1)
        view.show()
        try view.frame()
        return view.rendererName
    }
}

/// A list view as an update stream drives it: a change stores the row's next texts, a reload binds rows again, and a
/// frame's time is the work measured before it plus the toolkit's frame.
final class UpdatableListView: UpdatableTable {
    let view: ListView
    let rows: Int
    let measure: () -> UInt64
    private var versions: [Int: Int] = [:]

    init(view: ListView, rows: Int, measure: @escaping () -> UInt64) {
        self.view = view; self.rows = rows; self.measure = measure
    }

    func change(row: Int) {
        versions[row, default: 0] += 1
        view.setTexts(row: row, RowTexts.texts(row: row, version: versions[row]!))
    }

    func reloadAll() throws { view.reload(0..<rows) }

    func reload(row: Int) throws { view.reload(row..<(row + 1)) }

    func endFrame(startedAt start: UInt64) throws -> UInt64 {
        let work = measure() &- start
        return work &+ (try view.frame())
    }
}
