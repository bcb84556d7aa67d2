import Builders
import GtkRows
import Results
import Toolkit
import Views

/// The model's table scenarios (`TableScenarioKind`) on GTK 4's table (`GtkTable`, docs/gtk.md "The table"):
/// the same rows' texts (`RowTexts`), the same scroll and the same update stream, timed per frame.
///
/// A frame's time is the work the frame does: what the scenario does before it (scrolling the adjustment, which
/// makes the list view recycle and bind rows; storing changed texts and reloading) measured with `measure`, plus
/// GTK's frame itself from the frame clock's before-paint to after-paint (style, layout, snapshot, render). The
/// frame clock's wait for the next frame is not counted, as the model's simulated time paces its frames.
/// Everything runs on the thread that started the GTK toolkit.
public struct GtkTableScenario {
    public var factory: GtkTable.Factory
    public var fit: Bool
    public var measure: () -> UInt64
    /// The first screen is repeated this many times for a distribution: each makes a window and, in the box,
    /// a widget per row (`tableRows`), so fewer than the model's 20.
    public var firstScreenRepeats = 5

    /// The rows of the table the first screen and the update stream run on (`TablePlan.gtkTableRows`: why).
    public static let tableRows = TablePlan.gtkTableRows

    /// GTK's repeats for the model's `firstScreens`: a quarter, rounded up (the model's 20 give 5), so that a plan's
    /// one count sizes both and GTK's cost still grows in proportion to it.
    public static func repeats(firstScreens: Int) -> Int { max(1, (firstScreens + 3) / 4) }

    /// Rows on screen: 568 px of 132 px rows, the last one partly (the model's viewport is 20 rows).
    public static let visibleRows = Int((GtkTable.viewportHeight / GtkTable.rowHeight).rounded(.up))

    public init(factory: GtkTable.Factory, fit: Bool, measure: @escaping () -> UInt64) {
        self.factory = factory; self.fit = fit; self.measure = measure
    }

    /// A table of `rows` rows with their texts at version 0, not shown.
    public func makeTable(rows: Int) throws -> GtkTable {
        let table = try GtkTable(factory: factory, fit: fit, rows: rows)
        for row in 0..<rows { table.setTexts(row: row, RowTexts.texts(row: row)) }
        return table
    }

    /// What a scenario run did to the table's rows: created (setup) and bound, over the whole run.
    public struct Rows: Sendable, Equatable {
        public var created: Int
        public var bound: Int
    }

    /// The first screen: the window with the table made and shown, and its first frame. The texts are stored
    /// before the clock starts (the model's data source has them too).
    public func firstScreen() throws -> (nanoseconds: UInt64, rows: Rows) {
        let table = try makeTable(rows: Self.tableRows)
        let start = measure()
        table.show()
        let shown = measure() &- start
        let frame = try table.frame()
        return (shown &+ frame, Rows(created: table.rowsCreated, bound: table.rowsBound))
    }

    /// Scrolls `rows` rows through the window at `rowsPerFrame` rows a frame; one time per frame.
    public func scrolling(rows: Int = 1_000, rowsPerFrame: Double = 2) throws -> (frames: [UInt64], rows: Rows) {
        let table = try makeTable(rows: rows + Self.visibleRows)
        table.show()
        try table.frame()
        let frames = Int((Double(rows) / rowsPerFrame).rounded(.up))
        var times: [UInt64] = []
        times.reserveCapacity(frames)
        for frame in 1...max(frames, 1) {
            let start = measure()
            table.scroll(to: min(Double(rows), Double(frame) * rowsPerFrame) * GtkTable.rowHeight)
            let scrolled = measure() &- start
            times.append(scrolled &+ (try table.frame()))
        }
        return (times, Rows(created: table.rowsCreated, bound: table.rowsBound))
    }

    /// The model's update stream (`TableScenario.updates`): a change every `changeInterval` ns of simulated time
    /// for `duration` ns to a pseudo-random row on screen (the same sequence of rows as the model's, over GTK's
    /// rows on screen), handled by `strategy`; a frame every `frameInterval` ns. `cellsConfigured` is the rows
    /// bound while the stream lasted.
    public func updates(strategy: UpdateStrategy, duration: UInt64 = 3_000_000_000, changeInterval: UInt64 = 5_000_000,
                        frameInterval: UInt64 = 16_666_667, throttleInterval: UInt64 = 300_000_000) throws
        -> (outcome: UpdateOutcome, rows: Rows)
    {
        let rows = Self.tableRows
        let table = try makeTable(rows: rows)
        table.show()
        try table.frame()
        let boundBefore = table.rowsBound
        var versions: [Int: Int] = [:]
        var throttle = ReloadThrottle(minimumInterval: throttleInterval)
        var outcome = UpdateOutcome(frameNanoseconds: [], reloads: 0, reloadTimes: [], changeTimes: [])
        var nextChange: UInt64 = 0, state: UInt64 = 0x5EED
        var frameEnd = frameInterval
        func reloadAll(at time: UInt64) {
            table.reload(0..<rows)
            outcome.reloads += 1
            outcome.reloadTimes.append(time)
        }
        while frameEnd <= duration + throttleInterval + frameInterval {
            let start = measure()
            while nextChange < frameEnd && nextChange < duration {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let row = Int(state >> 33) % Self.visibleRows
                versions[row, default: 0] += 1
                table.setTexts(row: row, RowTexts.texts(row: row, version: versions[row]!))
                outcome.changeTimes.append(nextChange)
                switch strategy {
                case .reloadAll: reloadAll(at: nextChange)
                case .reloadChangedRows:
                    table.reload(row..<(row + 1))
                    outcome.reloads += 1
                    outcome.reloadTimes.append(nextChange)
                case .throttled:
                    if throttle.request(at: nextChange) { reloadAll(at: nextChange) }
                }
                nextChange += changeInterval
            }
            if strategy == .throttled, throttle.fireIfDue(at: frameEnd) { reloadAll(at: frameEnd) }
            let work = measure() &- start
            outcome.frameNanoseconds.append(work &+ (try table.frame()))
            if nextChange >= duration, throttle.pendingDue == nil, frameEnd >= duration { break }
            frameEnd += frameInterval
        }
        outcome.cellsConfigured = table.rowsBound - boundBefore
        return (outcome, Rows(created: table.rowsCreated, bound: table.rowsBound))
    }
}

extension GtkTableScenario {
    /// One run of one of the model's scenarios on GTK's table: per-frame times, the update scenarios' outcome,
    /// and the rows created and bound (for the first screen, those of one repeat). Throws for
    /// `scrolling-no-reuse`, which GTK's table runs as the factory `gtk-list-no-reuse` scrolling.
    public func run(_ kind: TableScenarioKind, throttleInterval: UInt64 = 300_000_000,
                    updateDuration: UInt64 = 3_000_000_000,
                    scrollRows: Int = TablePlan.defaultScrollRows) throws -> (frames: [UInt64], updates: UpdateOutcome?, rows: Rows) {
        switch kind {
        case .firstScreen:
            let screens = try (0..<max(firstScreenRepeats, 1)).map { _ in try firstScreen() }
            return (screens.map(\.nanoseconds), nil, screens.last!.rows)
        case .scrolling:
            let (frames, rows) = try scrolling(rows: scrollRows)
            return (frames, nil, rows)
        case .scrollingWithoutReuse:
            throw ToolkitError("GTK's table has no scenario \(kind.rawValue): scroll the factory gtk-list-no-reuse instead")
        case .updatesReloadAll, .updatesReloadChanged, .updatesThrottled:
            let (outcome, rows) = try updates(strategy: kind.updateStrategy!, duration: updateDuration, throttleInterval: throttleInterval)
            return (outcome.frameNanoseconds, outcome, rows)
        }
    }

    /// The renderer GTK paints the table's window with (`GskGLRenderer`, `GskCairoRenderer`): a small table shown.
    public static func rendererName(fit: Bool) throws -> String {
        let table = try GtkTable(factory: .code, fit: fit, rows: 1)
        table.show()
        try table.frame()
        return table.rendererName
    }
}
