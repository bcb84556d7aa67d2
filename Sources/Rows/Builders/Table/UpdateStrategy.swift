import Results
import Typesetting
import Views

/// How a table handles a stream of data changes (issue 14, seed 004).
public enum UpdateStrategy: String, CaseIterable, Sendable {
    /// `reloadData()` on every change, laid out at once.
    case reloadAll = "reload-all"
    /// Reload only the changed row, and only when it is visible.
    case reloadChangedRows = "reload-changed"
    /// Seed 004's throttle: at most one `reloadData()` per minimum interval, the last change never lost.
    case throttled
}

/// What an update stream did: each frame's work time, and how many reloads and cell configurations.
public struct UpdateOutcome: Sendable, Equatable {
    public var frameNanoseconds: [UInt64]
    public var reloads: Int
    /// Simulated times of the reloads (ns); a test checks the throttle's spacing and the last one.
    public var reloadTimes: [UInt64]
    public var changeTimes: [UInt64]
    /// Cells the data source configured while the stream lasted (the first screen's excluded).
    public var cellsConfigured = 0
    /// Visible rows whose cell does not show the row's latest data once the stream is over (should be none).
    public var staleRows: [Int] = []

    public init(frameNanoseconds: [UInt64], reloads: Int, reloadTimes: [UInt64], changeTimes: [UInt64]) {
        self.frameNanoseconds = frameNanoseconds; self.reloads = reloads
        self.reloadTimes = reloadTimes; self.changeTimes = changeTimes
    }
}

extension TableScenario {
    /// Seed 004's update stream (`UpdateStream`) on the model's table of 1,000 rows: each frame's time is the
    /// measured work of the changes that fell in it plus the frame's own layout.
    public func updates(
        strategy: UpdateStrategy, duration: UInt64 = 3_000_000_000, changeInterval: UInt64 = 5_000_000,
        frameInterval: UInt64 = 16_666_667, throttleInterval: UInt64 = 300_000_000
    ) throws -> UpdateOutcome {
        let (table, data) = try makeTable(rows: 1_000)
        try table.layoutIfNeeded(measurer: measurer)
        let configuredBefore = data.cellsConfigured
        let stream = UpdateStream(
            strategy: strategy, duration: duration, changeInterval: changeInterval,
            frameInterval: frameInterval, throttleInterval: throttleInterval, visibleRows: visibleRows)
        var outcome = try stream.run(
            on: ModelUpdatableTable(table: table, data: data, measurer: measurer, measure: measure),
            measure: measure)
        outcome.cellsConfigured = data.cellsConfigured - configuredBefore
        outcome.staleRows = table.visibleCells.filter { row, cell in
            CellConfiguration.texts(of: cell) != data.texts(row: row).map { Optional($0) }
        }.map(\.key).sorted()
        return outcome
    }
}

/// The model's table as an update stream drives it: a change is its data source's next version of the row, a reload
/// is `reloadData()` or `reloadRows` laid out at once, and a frame's time runs to the end of its layout.
struct ModelUpdatableTable: UpdatableTable {
    let table: TableView
    let data: SeedTableDataSource
    let measurer: TextMeasuring
    let measure: () -> UInt64

    func change(row: Int) { data.update(row: row) }

    func reloadAll() throws {
        table.reloadData()
        try table.layoutIfNeeded(measurer: measurer)
    }

    func reload(row: Int) throws {
        table.reloadRows([row])
        try table.layoutIfNeeded(measurer: measurer)
    }

    func endFrame(startedAt start: UInt64) throws -> UInt64 {
        try table.layoutIfNeeded(measurer: measurer)
        return measure() &- start
    }
}
