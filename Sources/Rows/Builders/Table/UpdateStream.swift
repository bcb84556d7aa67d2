import Views

/// A table an update stream changes and reloads (`UpdateStream`): the model's table view with its data source
/// (`TableScenario`), or a toolkit's list view (`ListViewScenario`).
public protocol UpdatableTable {
    /// Row `row`'s data moves to its next version: stored, shown once its row is reloaded.
    func change(row: Int)
    /// Every row reloaded (`reloadData()`).
    func reloadAll() throws
    /// Only row `row` reloaded.
    func reload(row: Int) throws
    /// Ends the frame whose work began at `start` (a reading of the stream's clock) and returns the frame's time:
    /// its work plus the table's own frame.
    func endFrame(startedAt start: UInt64) throws -> UInt64
}

/// Seed 004's stream of updates, the one loop every table's update scenarios run: a change every `changeInterval` ns
/// of simulated time for `duration` ns to a pseudo-random row on screen (one sequence of rows for every table),
/// handled by `strategy`; a frame every `frameInterval` ns (60 Hz by default), whose time is the measured work of the
/// changes that fell in it plus the table's frame.
public struct UpdateStream {
    public var strategy: UpdateStrategy
    public var duration: UInt64 = 3_000_000_000
    public var changeInterval: UInt64 = 5_000_000
    public var frameInterval: UInt64 = 16_666_667
    public var throttleInterval: UInt64 = 300_000_000
    /// Rows on screen: each change goes to one of them.
    public var visibleRows: Int

    public init(
        strategy: UpdateStrategy, duration: UInt64 = 3_000_000_000, changeInterval: UInt64 = 5_000_000,
        frameInterval: UInt64 = 16_666_667, throttleInterval: UInt64 = 300_000_000, visibleRows: Int
    ) {
        self.strategy = strategy; self.duration = duration; self.changeInterval = changeInterval
        self.frameInterval = frameInterval; self.throttleInterval = throttleInterval; self.visibleRows = visibleRows
    }

    /// Runs the stream on `table`, reading `measure` at the start of each frame's work. The outcome's
    /// `cellsConfigured` and `staleRows` are the caller's to fill: what a table counts is its own.
    public func run(on table: UpdatableTable, measure: () -> UInt64) throws -> UpdateOutcome {
        var throttle = ReloadThrottle(minimumInterval: throttleInterval)
        var outcome = UpdateOutcome(frameNanoseconds: [], reloads: 0, reloadTimes: [], changeTimes: [])
        var nextChange: UInt64 = 0, state: UInt64 = 0x5EED
        var frameEnd = frameInterval
        func reloadAll(at time: UInt64) throws {
            try table.reloadAll()
            outcome.reloads += 1
            outcome.reloadTimes.append(time)
        }
        while frameEnd <= duration + throttleInterval + frameInterval {
            let start = measure()
            while nextChange < frameEnd && nextChange < duration {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let row = Int(state >> 33) % visibleRows
                table.change(row: row)
                outcome.changeTimes.append(nextChange)
                switch strategy {
                case .reloadAll: try reloadAll(at: nextChange)
                case .reloadChangedRows:
                    try table.reload(row: row)
                    outcome.reloads += 1
                    outcome.reloadTimes.append(nextChange)
                case .throttled:
                    if throttle.request(at: nextChange) { try reloadAll(at: nextChange) }
                }
                nextChange += changeInterval
            }
            if strategy == .throttled, throttle.fireIfDue(at: frameEnd) { try reloadAll(at: frameEnd) }
            outcome.frameNanoseconds.append(try table.endFrame(startedAt: start))
            if nextChange >= duration, throttle.pendingDue == nil, frameEnd >= duration { break }
            frameEnd += frameInterval
        }
        return outcome
    }
}
