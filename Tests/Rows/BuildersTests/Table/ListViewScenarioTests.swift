import Foundation
import Results
import Templates
import Testing
import Toolkit
import Typesetting
import TestFixtures
@testable import Builders

/// A clock that advances one tick per read, so every measured span is exactly 1 and counts reads.
private final class TickClock: @unchecked Sendable {
    var ticks: UInt64 = 0
    func now() -> UInt64 { ticks += 1; return ticks }
}

/// A list view that records what a scenario does to it; each frame's own work is 100 ns.
private final class RecordingListView: ListView {
    var texts: [Int: [String]] = [:]
    var reloads: [Range<Int>] = []
    var shown = false
    var rowsCreated = 0
    var rowsBound = 0
    let rendererName = "RecordingRenderer"

    func setTexts(row: Int, _ texts: [String]) { self.texts[row] = texts }
    func show() { shown = true }
    func frame() throws -> UInt64 { 100 }
    func scroll(to offset: Double) {}
    func reload(_ rows: Range<Int>) { reloads.append(rows); rowsBound += rows.count }
}

/// A toolkit whose table shows 20 rows of 132 points, the model's viewport.
private final class RecordingTableToolkit: TableToolkit {
    let name = "recording"
    let constructions: [String] = []
    let needsDisplay = false
    let tableConstructions = ["recording-list"]
    let tableViewportHeight = 20 * 132.0
    let tableRowHeight = 132.0
    var views: [RecordingListView] = []

    func start() throws {}
    func makeFactory(construction: String, fit: Bool, laidOut: Bool) throws -> TimedRowFactory {
        throw ToolkitError("no rows")
    }
    func dumpRow(construction: String, fit: Bool) throws -> String { "" }
    func makeListView(construction: String, fit: Bool, rows: Int) throws -> ListView {
        let view = RecordingListView()
        views.append(view)
        return view
    }
}

private func listScenario(
    _ toolkit: RecordingTableToolkit, clock: TickClock, skipping: [String] = []
) -> ListViewScenario {
    var table = ToolkitTable(
        constructions: toolkit.tableConstructions, defaultConstructions: toolkit.tableConstructions,
        summary: "a recording", possessive: "the recording's", rows: 20, visibleRowsPhrase: "20")
    table.skippedScenarios = skipping
    return ListViewScenario(
        toolkit: toolkit, table: table, construction: "recording-list", fit: true, measure: clock.now)
}

/// One update loop drives every table: a toolkit's list view and the model's table meet the same changes at the same
/// times and reload at the same times, whatever the strategy.
@Test(arguments: UpdateStrategy.allCases)
func aListViewAndTheModelsTableMeetTheSameUpdateStream(strategy: UpdateStrategy) throws {
    let toolkit = RecordingTableToolkit()
    let list = try listScenario(toolkit, clock: TickClock()).updates(strategy: strategy, duration: 600_000_000).outcome
    let model = try TableScenario(
        source: .code, fit: true, templatesDirectory: templatesDirectory,
        cache: TemplateCache(directory: templatesDirectory), measurer: try FreeTypeMeasurer(),
        measure: TickClock().now
    ).updates(strategy: strategy, duration: 600_000_000)
    #expect(
        list.changeTimes == model.changeTimes && list.reloadTimes == model.reloadTimes && list.reloads == model.reloads)
    #expect(list.frameNanoseconds.count == model.frameNanoseconds.count)
    // A list view's frame is the work measured before it (one tick) plus its own frame.
    #expect(list.frameNanoseconds.allSatisfy { $0 == 101 })
    // Reloading the changed row reloads that row alone; the others reload every row of the table.
    let reloads = toolkit.views.last!.reloads
    #expect(reloads.allSatisfy { strategy == .reloadChangedRows ? $0.count == 1 : $0 == 0..<20 })
}

/// A scenario the toolkit's table declares it skips is refused, not run.
@Test func aSkippedScenarioIsRefused() throws {
    let scenario = listScenario(RecordingTableToolkit(), clock: TickClock(), skipping: ["scrolling-no-reuse"])
    #expect(throws: ToolkitError.self) { try scenario.run(.scrollingWithoutReuse) }
    #expect(try scenario.run(.scrolling, scrollRows: 10).frames.count == 5)
}

/// The model's declared table names exactly the model's cell sources.
@Test func theModelsDeclaredTableIsItsCellSources() {
    #expect(ToolkitTable.model.constructions == TableCellSource.allCases.map(\.rawValue))
    #expect(Set(ToolkitTable.model.defaultConstructions).isSubset(of: ToolkitTable.model.constructions))
}
