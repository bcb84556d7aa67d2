import Foundation
@testable import GtkRows
import TestFixtures
import Testing
import Toolkit

/// The seed's table on GTK (docs/gtk.md, "The table"): every factory shows the same rows, the list view
/// recycles, the box makes a row per row of data, and a reload shows the new texts. GTK's thread only (`ToolkitActor`).
@ToolkitActor
@Suite(.serialized, TestDisplay.needed(for: "GTK 4"))
struct GtkTableTests {
    /// More rows than GTK 4.8's list view keeps widgets for (about 200), so that scrolling must recycle.
    nonisolated static let rows = 400

    /// Texts of 1 to 20 characters with the row's number in them, so a row shown in the wrong place shows.
    nonisolated static func texts(row: Int, version: Int = 0) -> [String] {
        let words = ["Ann", "placeholder", "Wednesday", "ok", "extraordinarily", "42", "Zürich", "x"]
        return (0..<20).map {
            "\(words[(row * 7 + $0 * 3 + version) % words.count]) \(row)" + (version > 0 ? "v\(version)" : "")
        }
    }

    static func shownTable(_ factory: GtkTable.Factory, fit: Bool = true) throws -> GtkTable {
        _ = try TestGtk.toolkit()
        let table = try GtkTable(factory: factory, fit: fit, rows: rows)
        for row in 0..<rows { table.setTexts(row: row, texts(row: row)) }
        table.show()
        try table.frame()
        return table
    }

    /// Scrolls to `row` at the top in ten jumps, a frame after each.
    static func scroll(_ table: GtkTable, toRow row: Int) throws {
        for step in 1...10 {
            table.scroll(to: Double(row * step / 10) * GtkTable.rowHeight)
            try table.frame()
        }
    }

    /// After a scroll, every factory shows the same rows: the same texts, fitted sizes, allocations and places.
    @Test(arguments: [true, false])
    func everyFactoryShowsTheSameRowsAfterAScroll(fit: Bool) throws {
        var dumps: [GtkTable.Factory: String] = [:]
        for factory in GtkTable.Factory.allCases {
            let table = try Self.shownTable(factory, fit: fit)
            try Self.scroll(table, toRow: 300)
            dumps[factory] = table.dumpVisibleRows()
        }
        let reference = try #require(dumps[.code])
        let placed = reference.split(separator: "\n").filter { $0.hasPrefix("row ") }
        // 568 px of 132 px rows: rows 300 to 304, the last one partly.
        #expect(placed == ["row 300 y=0", "row 301 y=132", "row 302 y=264", "row 303 y=396", "row 304 y=528"])
        #expect(reference.components(separatedBy: "GtkLabel").count - 1 == 100)
        for text in Self.texts(row: 302) { #expect(reference.contains("text=\"\(text)\""), "\(text)") }
        if fit { #expect(reference.contains("size-10-0") && reference.contains("size-14-0")) }
        for factory in GtkTable.Factory.allCases.dropFirst() {
            #expect(dumps[factory] == reference, "\(factory.rawValue)")
        }
    }

    /// A list view makes rows for the rows around the viewport (GTK 4.8: about 200) and no more however far
    /// it scrolls, binding them again and again; the box makes one per row of data and binds each once.
    @Test func theListViewRecyclesAndTheBoxDoesNot() throws {
        for factory in GtkTable.Factory.allCases {
            let table = try Self.shownTable(factory)
            let created = table.rowsCreated
            try Self.scroll(table, toRow: Self.rows - 5)
            if factory == .noReuse {
                #expect(created == Self.rows && table.rowsCreated == Self.rows && table.rowsBound == Self.rows)
            } else {
                #expect(created >= 5 && created <= 210, "\(factory.rawValue): \(created) rows created")
                #expect(table.rowsCreated <= created + 2, "\(factory.rawValue): \(table.rowsCreated) after scrolling")
                // Every row of data was shown at some point, most of them by a recycled row.
                #expect(
                    table.rowsBound >= Self.rows && table.rowsBound <= Self.rows + 2 * created,
                    "\(factory.rawValue): \(table.rowsBound) bound")
            }
        }
    }

    /// Reloading a row binds that row only and shows its new texts in every factory; reloading all rows binds
    /// the rows there are (the list view's, or every row of the box) without making rows.
    @Test func aReloadShowsTheNewTexts() throws {
        for factory in GtkTable.Factory.allCases {
            let table = try Self.shownTable(factory)
            table.setTexts(row: 2, Self.texts(row: 2, version: 1))
            #expect(!table.dumpVisibleRows().contains("v1"), "\(factory.rawValue): shown before the reload")
            let boundBefore = table.rowsBound
            table.reload(2..<3)
            try table.frame()
            #expect(
                table.rowsBound == boundBefore + 1, "\(factory.rawValue): \(table.rowsBound - boundBefore) rows bound")
            let dump = table.dumpVisibleRows()
            for text in Self.texts(row: 2, version: 1) {
                #expect(dump.contains("text=\"\(text)\""), "\(factory.rawValue)")
            }
            let (created, bound) = (table.rowsCreated, table.rowsBound)
            table.reload(0..<Self.rows)
            try table.frame()
            #expect(table.rowsCreated == created, "\(factory.rawValue)")
            #expect(table.rowsBound - bound == (factory == .noReuse ? Self.rows : created), "\(factory.rawValue)")
        }
    }
}
