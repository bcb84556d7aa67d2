import Foundation
import Results
import Templates
import Typesetting
import Views

/// The data source of a table of the seed's rows: `rows` rows, each configured with its texts
/// (`RowTexts`) at its current data version, from cells dequeued by reuse identifier, or made anew for
/// every row when `reuses` is false.
public final class SeedTableDataSource: TableViewDataSource {
    public static let reuseIdentifier = "Cell"

    public var rows: Int
    /// Per-row data versions; a row not listed is at version 0. `update(row:)` bumps one.
    public private(set) var versions: [Int: Int] = [:]
    public let reuses: Bool
    /// Cells the data source made itself, because the queue was empty or it does not reuse.
    public private(set) var cellsMade = 0
    /// Cells configured for a row (new or reused): the work a reload causes, counted for the table's report.
    public private(set) var cellsConfigured = 0
    private let registration: CellRegistration?
    private let factory: TemplateCellFactory?

    /// Registers the source's cell with `table` (unless it is seed 003's factory) and becomes its data source.
    public init(
        table: TableView, source: TableCellSource, fit: Bool, rows: Int, reuses: Bool = true,
        templatesDirectory: URL, cache: TemplateCache, nibs: CompiledNibs, measurer: TextMeasuring
    ) throws {
        self.rows = rows
        self.reuses = reuses
        registration = try source.registration(
            fit: fit, templatesDirectory: templatesDirectory, nibs: nibs, measurer: measurer)
        factory =
            source == .factory
            ? try TemplateCellFactory(
                template: try cache.template(named: fit ? "Cell" : "Cell2"), className: "TableViewCell",
                reuseIdentifier: Self.reuseIdentifier)
            : nil
        if let registration { table.register(registration, forCellReuseIdentifier: Self.reuseIdentifier) }
        table.dataSource = self
    }

    /// The row's data changed: it gets other texts from now on.
    public func update(row: Int) { versions[row, default: 0] += 1 }

    public func texts(row: Int) -> [String] { RowTexts.texts(row: row, version: versions[row] ?? 0) }

    public func numberOfRows(in tableView: TableView) -> Int { rows }

    public func tableView(_ tableView: TableView, cellForRow row: Int) throws -> TableViewCell {
        let cell = try reuses ? reusedOrNewCell(tableView, row: row) : newCell(tableView)
        CellConfiguration.configure(cell, texts: texts(row: row))
        cellsConfigured += 1
        return cell
    }

    /// A registered source dequeues as UIKit code does now (`dequeueReusableCell(withIdentifier:for:)`,
    /// which makes a cell when none waits); seed 003's factory the old way, making one itself when none waits.
    private func reusedOrNewCell(_ tableView: TableView, row: Int) throws -> TableViewCell {
        guard factory == nil else {
            return try tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier) ?? newCell(tableView)
        }
        if tableView.reuseQueue.count(Self.reuseIdentifier) == 0 { cellsMade += 1 }
        return try tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: row)
    }

    private func newCell(_ tableView: TableView) throws -> TableViewCell {
        cellsMade += 1
        if let factory {
            guard let cell = try factory.makeCell() as? TableViewCell else {
                throw TableError.nibWithoutOneCell(identifier: Self.reuseIdentifier, topLevelObjects: 0)
            }
            return cell
        }
        return try tableView.makeCell(registration!, identifier: Self.reuseIdentifier)
    }
}
