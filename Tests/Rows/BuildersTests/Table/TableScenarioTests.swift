import Foundation
import Templates
import Testing
import Typesetting
import Views
import TestSupport
@testable import Builders

/// A clock that advances one tick per read, so every measured span is exactly 1 and counts reads.
private final class TickClock: @unchecked Sendable {
    var ticks: UInt64 = 0
    func now() -> UInt64 { ticks += 1; return ticks }
}

private func scenario(_ source: TableCellSource, clock: TickClock) throws -> TableScenario {
    try TableScenario(
        source: source, fit: true, templatesDirectory: templatesDirectory,
        cache: TemplateCache(directory: templatesDirectory), measurer: try FreeTypeMeasurer(), measure: clock.now)
}

@Test func scrollingTimesOneFramePerStepAndReusesCells() throws {
    let clock = TickClock()
    let scene = try scenario(.code, clock: clock)
    let frames = try scene.scrolling(rows: 100, rowsPerFrame: 2)
    #expect(frames.count == 50 && frames.allSatisfy { $0 == 1 })
    // With reuse, the cells made are those of one screen and a row or two more; without, one per row shown.
    let (table, data) = try scene.makeTable(rows: 120)
    try table.layoutIfNeeded(measurer: scene.measurer)
    for step in 1...50 {
        table.contentOffset = Double(step) * 2 * scene.rowHeight; try table.layoutIfNeeded(measurer: scene.measurer)
    }
    #expect(data.cellsMade <= 22)
    let (fresh, freshData) = try scene.makeTable(rows: 120, reuses: false)
    try fresh.layoutIfNeeded(measurer: scene.measurer)
    for step in 1...50 {
        fresh.contentOffset = Double(step) * 2 * scene.rowHeight; try fresh.layoutIfNeeded(measurer: scene.measurer)
    }
    #expect(freshData.cellsMade == 120)
}

/// 3 s of changes every 5 ms: reloading on every change reloads 600 times; the throttle at most once per
/// 0.3 s, never two reloads closer than that, and its last reload comes after the last change.
@Test func theUpdateStrategiesReloadAsTheySay() throws {
    let clock = TickClock()
    let scene = try scenario(.nibCached, clock: clock)
    let all = try scene.updates(strategy: .reloadAll)
    #expect(all.changeTimes.count == 600 && all.reloads == 600)
    let rows = try scene.updates(strategy: .reloadChangedRows)
    #expect(rows.reloads == 600)
    let throttled = try scene.updates(strategy: .throttled)
    #expect(throttled.changeTimes.count == 600)
    #expect(throttled.reloads >= 10 && throttled.reloads <= 11)
    #expect(zip(throttled.reloadTimes, throttled.reloadTimes.dropFirst()).allSatisfy { $1 - $0 >= 300_000_000 })
    #expect(throttled.reloadTimes.last! >= throttled.changeTimes.last!)
    // A frame every 1/60 s over 3 s and the throttle's last interval.
    #expect(all.frameNanoseconds.count >= 180)
}

/// After the stream, every visible row shows its latest data: no update is lost by any strategy.
@Test(arguments: UpdateStrategy.allCases)
func noStrategyLosesTheLastUpdate(strategy: UpdateStrategy) throws {
    let clock = TickClock()
    let scene = try scenario(.flat, clock: clock)
    let outcome = try scene.updates(strategy: strategy, duration: 100_000_000, changeInterval: 5_000_000)
    #expect(outcome.changeTimes.count == 20)
    #expect(outcome.staleRows.isEmpty)
}

/// Without the throttle's deferred reload, the last changes would be lost: the check above can fail.
@Test func aThrottleThatDropsDeferredReloadsWouldLeaveStaleRows() throws {
    let clock = TickClock()
    let scene = try scenario(.code, clock: clock)
    let (table, data) = try scene.makeTable(rows: 100)
    try table.layoutIfNeeded(measurer: scene.measurer)
    var throttle = ReloadThrottle(minimumInterval: 300)
    for (time, row) in [(0, 1), (10, 2)] as [(UInt64, Int)] {
        data.update(row: row)
        if throttle.request(at: time) { table.reloadData(); try table.layoutIfNeeded(measurer: scene.measurer) }
    }
    #expect(CellConfiguration.texts(of: table.visibleCells[2]!) != data.texts(row: 2).map { Optional($0) })
    let fired = throttle.fireIfDue(at: 300)
    #expect(fired)
}

/// Every scenario does the work it names: the first screen configures 20 cells, scrolling without reuse makes
/// a cell for every row it shows, and both fit text (the measurer is asked).
@Test func theScenariosDoTheirWork() throws {
    let counter = CountingMeasurer(try FreeTypeMeasurer())
    let clock = TickClock()
    var scene = try scenario(.code, clock: clock)
    scene.measurer = counter
    _ = try scene.firstScreen()
    #expect(counter.calls > 20)
    let before = counter.calls
    _ = try scene.scrolling(rows: 40, rowsPerFrame: 2, reuses: false)
    #expect(counter.calls - before > 40)
}

/// Whatever the stream's length and the throttle's interval, the throttle reloads at most once per interval
/// plus the trailing reload (ceil(duration / interval) + 1), and reloading on every change reloads once per change.
@Test(arguments: [
    (UInt64(300_000_000), UInt64(300_000_000)), (1_000_000_000, 300_000_000), (3_000_000_000, 300_000_000),
    (1_000_000_000, 70_000_000),
])
func reloadCountsAreBoundedByTheStrategy(duration: UInt64, interval: UInt64) throws {
    let scene = try scenario(.code, clock: TickClock())
    let throttled = try scene.updates(strategy: .throttled, duration: duration, throttleInterval: interval)
    let bound = Int((duration + interval - 1) / interval) + 1
    #expect(throttled.reloads <= bound && throttled.reloads >= 1)
    let all = try scene.updates(strategy: .reloadAll, duration: duration, throttleInterval: interval)
    #expect(all.reloads == all.changeTimes.count && all.changeTimes.count == Int(duration / 5_000_000))
    // Each reload configures the visible rows again, so reloading on every change configures the most cells.
    #expect(all.cellsConfigured >= all.reloads && all.cellsConfigured > throttled.cellsConfigured)
}
