import Results
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
    /// A change every `changeInterval` ns of simulated time for `duration` ns, to a pseudo-random row on
    /// screen, handled by `strategy`; frames every `frameInterval` ns (60 Hz by default). Each frame's time is
    /// the measured work of the changes that fell in it plus the frame's own layout.
    public func updates(strategy: UpdateStrategy, duration: UInt64 = 3_000_000_000, changeInterval: UInt64 = 5_000_000,
                        frameInterval: UInt64 = 16_666_667, throttleInterval: UInt64 = 300_000_000) throws -> UpdateOutcome {
        let (table, data) = try makeTable(rows: 1_000)
        try table.layoutIfNeeded(measurer: measurer)
        let configuredBefore = data.cellsConfigured
        var throttle = ReloadThrottle(minimumInterval: throttleInterval)
        var outcome = UpdateOutcome(frameNanoseconds: [], reloads: 0, reloadTimes: [], changeTimes: [])
        var nextChange: UInt64 = 0, state: UInt64 = 0x5EED
        var frameEnd = frameInterval
        func reloadAll(at time: UInt64) throws {
            table.reloadData()
            try table.layoutIfNeeded(measurer: measurer)
            outcome.reloads += 1
            outcome.reloadTimes.append(time)
        }
        while frameEnd <= duration + throttleInterval + frameInterval {
            let start = measure()
            while nextChange < frameEnd && nextChange < duration {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let row = Int(state >> 33) % visibleRows
                data.update(row: row)
                outcome.changeTimes.append(nextChange)
                switch strategy {
                case .reloadAll: try reloadAll(at: nextChange)
                case .reloadChangedRows:
                    table.reloadRows([row])
                    try table.layoutIfNeeded(measurer: measurer)
                    outcome.reloads += 1
                    outcome.reloadTimes.append(nextChange)
                case .throttled:
                    if throttle.request(at: nextChange) { try reloadAll(at: nextChange) }
                }
                nextChange += changeInterval
            }
            if strategy == .throttled, throttle.fireIfDue(at: frameEnd) { try reloadAll(at: frameEnd) }
            try table.layoutIfNeeded(measurer: measurer)
            outcome.frameNanoseconds.append(measure() &- start)
            if nextChange >= duration, throttle.pendingDue == nil, frameEnd >= duration { break }
            frameEnd += frameInterval
        }
        outcome.cellsConfigured = data.cellsConfigured - configuredBefore
        outcome.staleRows = table.visibleCells.filter { row, cell in
            CellConfiguration.texts(of: cell) != data.texts(row: row).map { Optional($0) }
        }.map(\.key).sorted()
        return outcome
    }
}
