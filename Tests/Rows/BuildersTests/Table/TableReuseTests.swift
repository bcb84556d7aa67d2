import Foundation
import Templates
import Testing
import Typesetting
import Views
@testable import Builders

/// A table three rows tall of the seed's rows, with `source`'s cells.
private func makeTable(
    _ source: TableCellSource, rows: Int = 60, reuses: Bool = true
)
    throws -> (TableView, SeedTableDataSource)
{
    let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 3 * 132))
    table.rowHeight = 132
    let data = try SeedTableDataSource(
        table: table, source: source, fit: true, rows: rows, reuses: reuses,
        templatesDirectory: templatesDirectory, cache: TemplateCache(directory: templatesDirectory),
        nibs: try CompiledNibs(), measurer: try FreeTypeMeasurer())
    return (table, data)
}

/// What a fresh cell of the code row configured for `row` draws: the reference every reused cell must match.
private func freshDrawing(row: Int, data: SeedTableDataSource, measurer: TextMeasuring) throws -> DisplayList {
    let cell = CodeRowBuilder.makeCell(fit: true)
    CellConfiguration.configure(cell, texts: data.texts(row: row))
    try cell.layoutIfNeeded(measurer: measurer)
    return try cell.displayList(measurer: measurer)
}

/// Scrolling 60 rows through the viewport, every visible cell, reused or not, from whichever source,
/// draws exactly what a fresh code cell configured for its row draws: texts, fitted sizes, truncation.
@Test(arguments: TableCellSource.allCases)
func aReusedCellDrawsWhatAFreshCellForItsRowDraws(source: TableCellSource) throws {
    let measurer = try FreeTypeMeasurer()
    let (table, data) = try makeTable(source)
    var checked = 0
    for offset in stride(from: 0.0, through: 57 * 132, by: 50) {
        table.contentOffset = offset
        try table.layoutIfNeeded(measurer: measurer)
        for (row, cell) in table.visibleCells where row % 5 == 0 {
            let difference = try cell.displayList(measurer: measurer)
                .firstDifference(from: freshDrawing(row: row, data: data, measurer: measurer))
            #expect(difference == nil, "\(source) row \(row): \(String(describing: difference))")
            checked += 1
        }
    }
    #expect(checked > 30)
    // Four rows meet the viewport at most, and one more cell may wait in the queue.
    #expect(data.cellsMade <= 5)
}

@Test func withoutReuseEveryRowThatEntersGetsANewCell() throws {
    let measurer = try FreeTypeMeasurer()
    let (table, data) = try makeTable(.code, reuses: false)
    for offset in stride(from: 0.0, through: 20 * 132, by: 132) {
        table.contentOffset = offset
        try table.layoutIfNeeded(measurer: measurer)
    }
    #expect(data.cellsMade == 23)  // rows 0...22
}

/// An update changes a row's texts; reloading the row shows the new texts, reloading nothing keeps the old.
@Test func anUpdatedRowShowsItsNewTextsOnlyOnceReloaded() throws {
    let measurer = try FreeTypeMeasurer()
    let (table, data) = try makeTable(.nibCached)
    try table.layoutIfNeeded(measurer: measurer)
    let before = try table.visibleCells[1]!.displayList(measurer: measurer)
    data.update(row: 1)
    #expect(data.texts(row: 1) != RowTexts.texts(row: 1))
    try table.layoutIfNeeded(measurer: measurer)
    #expect(try table.visibleCells[1]!.displayList(measurer: measurer) == before)
    table.reloadRows([1])
    try table.layoutIfNeeded(measurer: measurer)
    #expect(
        try table.visibleCells[1]!.displayList(measurer: measurer)
            == freshDrawing(row: 1, data: data, measurer: measurer))
}

@Test func theDataSetMakesFittingWork() throws {
    let measurer = try FreeTypeMeasurer()
    let cell = CodeRowBuilder.makeCell(fit: true)
    CellConfiguration.configure(cell, texts: RowTexts.texts(row: 0))
    try cell.layoutIfNeeded(measurer: measurer)
    let sizes = Set(cell.contentView.subviews.compactMap { ($0 as? Label)?.fontSizeInUse })
    #expect(sizes.contains(14) && sizes.contains(10) && sizes.count >= 3)
    #expect(RowTexts.texts(row: 7) == RowTexts.texts(row: 7) && RowTexts.texts(row: 7) != RowTexts.texts(row: 8))
}
