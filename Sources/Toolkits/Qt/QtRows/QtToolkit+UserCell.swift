import CellModules
import Foundation
import QtRow
import RowGeneration
import Toolkit

/// A user's cell on Qt 6 Widgets (`run --template MyCell.xib`; docs/qt.md, "A user's cell"): its form written by
/// RowGeneration, uic's C++ of the form written by Qt's uic, and the code and uic's C++ compiled by CellModules into
/// one module, `qt-cell.so`, all in the run's folder before any worker starts.
extension QtToolkit: UserCellToolkit {
    /// The seed's three: Qt has no public way to keep a parsed form (docs/qt.md, "No cached template in Qt").
    public var userCellConstructions: [String] { constructions }

    /// The compiled module's file in the cell's folder (`CellModuleCompiler.compile(_:language:flags:name:into:)`).
    static let userCellModuleName = "qt-cell.so"

    public func prepareUserCell(file: URL, folder: URL) throws -> UserCellPreparation {
        let files: QtUserCellFiles
        do { files = try QtUserCellFiles(contentsOf: file) } catch { throw ToolkitError("\(error)") }
        try files.write(to: folder)
        let header = try Self.runUic(
            form: folder.appendingPathComponent(QtUserCellFiles.formFileName),
            output: folder.appendingPathComponent(QtUserCellFiles.uicHeaderFileName))
        let what = "qt-code and qt-uic of \(file.lastPathComponent)"
        let module = try CellModuleCompiler.compile(
            files.moduleSource(uicHeader: header), language: .cxx, flags: ["-std=c++17"] + (try Self.qtWidgetsFlags()),
            name: what, into: folder.appendingPathComponent(Self.userCellModuleName))
        return UserCellPreparation(
            compilations: [
                .init(
                    what: "\(what) (C++, \(files.widgetCount) widgets)", wasCached: module.wasCached,
                    seconds: module.seconds)
            ],
            standIns: files.standIns)
    }

    public func makeUserCellFactory(construction: String, folder: URL, laidOut: Bool) throws -> TimedRowFactory {
        try QtUserRowFactory(toolkit: self, construction: construction, folder: folder, laidOut: laidOut)
    }

    /// A user's cell's row, dumped as `dumpRow` dumps the seed's (docs/qt.md, "The dump").
    public func dumpUserRow(construction: String, folder: URL, laidOut: Bool) throws -> String {
        let factory = try QtUserRowFactory(toolkit: self, construction: construction, folder: folder, laidOut: false)
        let row = try factory.makeRow()
        if laidOut { row.layOutUserCell() }
        return row.dump()
    }

    /// The row function of `construction` in the module in `folder`, loaded once per process (the module stays
    /// loaded, as the toolkit's own code does); nil for `qt-uiloader`, which reads the form.
    func userCellFunction(construction: String, folder: URL) throws -> nibornot_qt_user_cell_function? {
        let symbols = ["qt-code": QtUserCellFiles.codeFunction, "qt-uic": QtUserCellFiles.uicFunction]
        guard let symbol = symbols[construction] else { return nil }
        let path = folder.appendingPathComponent(Self.userCellModuleName).path
        let module = try QtUserCells.loaded[path] ?? CellModule(path: path)
        QtUserCells.loaded[path] = module
        return unsafeBitCast(try module.function(symbol), to: nibornot_qt_user_cell_function.self)
    }
}

/// The users' cells' modules loaded in this process, by path: only Qt's thread touches them.
enum QtUserCells {
    nonisolated(unsafe) static var loaded: [String: CellModule] = [:]
}

/// Rows of the user's cell by one construction, and with `laidOut` the user's cell's layout pass.
final class QtUserRowFactory: TimedRowFactory {
    private let factory: OpaquePointer

    init(toolkit: QtToolkit, construction: String, folder: URL, laidOut: Bool) throws {
        try toolkit.start()
        let kind = try toolkit.kind(of: construction)
        let function = try toolkit.userCellFunction(construction: construction, folder: folder)
        let form = folder.appendingPathComponent(QtUserCellFiles.formFileName).path
        factory = try QtCall.call.value { nibornot_qt_user_factory_create(kind, function, form, laidOut, $0) }
    }

    deinit {
        nibornot_qt_user_factory_free(factory)
    }

    func makeTimedRow() throws -> AnyObject {
        try makeRow()
    }

    func makeRow() throws -> QtOwnedRow {
        QtOwnedRow(try QtCall.call.value { nibornot_qt_user_factory_make_row(factory, $0) })
    }
}

extension QtOwnedRow {
    /// The user's cell's layout pass on a row built without it (docs/qt.md, "A user's cell").
    func layOutUserCell() {
        nibornot_qt_user_row_lay_out(row)
    }
}
