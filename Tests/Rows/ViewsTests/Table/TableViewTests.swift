import Testing
import TestSupport
@testable import Views

/// A cell that counts its `prepareForReuse` calls.
private final class CountingCell: TableViewCell {
    var prepared = 0
    override func prepareForReuse() { prepared += 1 }
}

/// Rows alternate between two reuse identifiers, "even" and "odd"; each cell's tag records its row.
private final class AlternatingSource: TableViewDataSource {
    var rows = 100
    var asked: [Int] = []
    func numberOfRows(in tableView: TableView) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRow row: Int) throws -> TableViewCell {
        asked.append(row)
        let cell = try tableView.dequeueReusableCell(withIdentifier: row % 2 == 0 ? "even" : "odd", for: row)
        cell.tag = row
        return cell
    }
}

private func makeTable(_ source: AlternatingSource, made: Counter) -> TableView {
    let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 100))
    table.rowHeight = 20
    for identifier in ["even", "odd"] {
        table.register(
            .cellClass {
                made.value += 1; return CountingCell(reuseIdentifier: identifier)
            }, forCellReuseIdentifier: identifier)
    }
    table.dataSource = source
    return table
}

private final class Counter { var value = 0 }

@Test func onlyVisibleRowsGetCellsPlacedAtTheirRows() throws {
    let source = AlternatingSource(), made = Counter()
    let table = makeTable(source, made: made)
    try table.layoutIfNeeded(measurer: FixedAdvanceMeasurer())
    #expect(table.visibleRows == 0..<5)
    #expect(source.asked == [0, 1, 2, 3, 4])
    #expect(table.visibleCells[3]?.frame == Rect(x: 0, y: 60, width: 320, height: 20))
    table.contentOffset = 10  // rows 0...5 meet the viewport, 0 and 5 in part
    #expect(table.visibleRows == 0..<6)
}

@Test func scrollingReusesCellsOfTheRightIdentifierAfterPreparingThem() throws {
    let source = AlternatingSource(), made = Counter()
    let table = makeTable(source, made: made)
    let measurer = FixedAdvanceMeasurer()
    try table.layoutIfNeeded(measurer: measurer)
    for offset in stride(from: 0.0, through: 1_000, by: 7) {
        table.contentOffset = offset
        try table.layoutIfNeeded(measurer: measurer)
        for (row, cell) in table.visibleCells {
            #expect(cell.reuseIdentifier == (row % 2 == 0 ? "even" : "odd"))
            #expect(cell.tag == row && cell.superview === table)
        }
    }
    // 6 rows at most on screen at once, so at most 3 of each kind, plus one of each waiting: never more.
    #expect(made.value <= 8)
    let prepared = table.subviews.compactMap { $0 as? CountingCell }.map(\.prepared).reduce(0, +)
    #expect(prepared > 0)
}

@Test func reloadingAsksForVisibleRowsAgainAndReusesTheirCells() throws {
    let source = AlternatingSource(), made = Counter()
    let table = makeTable(source, made: made)
    let measurer = FixedAdvanceMeasurer()
    try table.layoutIfNeeded(measurer: measurer)
    table.reloadData()
    try table.layoutIfNeeded(measurer: measurer)
    #expect(source.asked == [0, 1, 2, 3, 4, 0, 1, 2, 3, 4])
    #expect(made.value == 5)
    table.reloadRows([2, 40])
    try table.layoutIfNeeded(measurer: measurer)
    #expect(source.asked.suffix(1) == [2])
    #expect(table.subviews.count == 5)
}

@Test func dequeuingAnUnregisteredIdentifierOrABadNibIsAnError() throws {
    let table = TableView()
    #expect(throws: TableError.unregisteredIdentifier("nope")) {
        try table.dequeueReusableCell(withIdentifier: "nope", for: 0)
    }
    #expect(table.dequeueReusableCell(withIdentifier: "nope") == nil)
    table.register(.nib { [View(), View()] }, forCellReuseIdentifier: "two")
    #expect(throws: TableError.nibWithoutOneCell(identifier: "two", topLevelObjects: 2)) {
        try table.dequeueReusableCell(withIdentifier: "two", for: 0)
    }
    table.register(.nib { [TableViewCell(reuseIdentifier: "one")] }, forCellReuseIdentifier: "one")
    #expect(try table.dequeueReusableCell(withIdentifier: "one", for: 0).reuseIdentifier == "one")
}

@Test func aCellWithoutAnIdentifierIsNotKept() {
    var queue = ReuseQueue()
    let keptAnonymous = queue.enqueue(TableViewCell(reuseIdentifier: nil))
    let keptNamed = queue.enqueue(TableViewCell(reuseIdentifier: "a"))
    #expect(!keptAnonymous && keptNamed)
    #expect(queue.count("a") == 1)
    let missing = queue.dequeue("b"), found = queue.dequeue("a")
    #expect(missing == nil && found != nil && queue.count("a") == 0)
}
