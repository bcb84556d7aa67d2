import CellModules
import Foundation
import GtkRow
import RowGeneration
import Toolkit

/// A user's cell on GTK (`run --template MyCell.xib`; docs/gtk.md, "A user's cell"): its UI files and stylesheet
/// written by RowGeneration, its C compiled by CellModules into `gtk-code.so`, both in the run's folder.
extension GtkToolkit: UserCellToolkit {
    public var userCellConstructions: [String] {
        ["gtk-code", "gtk-builder", "gtk-template", "gtk-template-precomputed"]
    }

    /// The compiled code's file in the cell's folder (`CellModuleCompiler.compile(_:language:flags:name:into:)`).
    static let userCellModuleName = "gtk-code.so"

    public func prepareUserCell(file: URL, folder: URL) throws -> UserCellPreparation {
        let files: GtkUserCellFiles
        do { files = try GtkUserCellFiles(contentsOf: file) } catch { throw ToolkitError("\(error)") }
        try files.write(to: folder)
        let module = try CellModuleCompiler.compile(
            files.code, language: .c, flags: try Self.gtkFlags(), name: "gtk-code of \(file.lastPathComponent)",
            into: folder.appendingPathComponent(Self.userCellModuleName))
        return UserCellPreparation(
            compilations: [
                .init(
                    what: "gtk-code of \(file.lastPathComponent) (C, \(files.widgetCount) widgets)",
                    wasCached: module.wasCached, seconds: module.seconds)
            ],
            standIns: files.standIns)
    }

    public func makeUserCellFactory(construction: String, folder: URL, laidOut: Bool) throws -> TimedRowFactory {
        GtkUserRowFactory(
            cell: try userCell(folder: folder), construction: try number(of: construction), laidOut: laidOut)
    }

    /// The cell prepared in `folder`, loaded on first use: its module, its class and stylesheet handed to GTK.
    func userCell(folder: URL) throws -> OpaquePointer {
        try start()
        if let cell = GtkUserCells.loaded[folder.path] { return cell }
        let module = try CellModule(path: folder.appendingPathComponent(Self.userCellModuleName).path)
        let code = unsafeBitCast(
            try module.function(GtkUserCellFiles.codeFunction), to: NibornotGtkUserCellCode.self)
        let className: String
        do {
            className = try String(
                contentsOf: folder.appendingPathComponent(GtkUserCellFiles.classFileName), encoding: .utf8)
        } catch { throw ToolkitError("the user's cell in \(folder.path) has no class name: \(error)") }
        var error: UnsafeMutablePointer<CChar>?
        guard let cell = nibornot_gtk_user_cell_load(folder.path, className, code, &error) else {
            defer { free(error) }
            throw ToolkitError(error.map { String(cString: $0) } ?? "GTK could not load the user's cell")
        }
        GtkUserCells.loaded[folder.path] = cell
        return cell
    }

    /// A user's cell's row, dumped as `dumpRow` dumps the seed's (docs/gtk.md, "The dump").
    public func dumpUserRow(construction: String, folder: URL, laidOut: Bool) throws -> String {
        let row = try NativeGtkRow(user: try userCell(folder: folder), construction: try number(of: construction))
        if laidOut { row.layOut() }
        return row.dump()
    }

    /// The compiler flags of GTK 4's headers and library, from pkg-config, as the package's own C gets them.
    static func gtkFlags() throws -> [String] {
        // QtTools runs pkg-config as it does for Qt's modules, through a file rather than a pipe (see its `run`).
        let result = try QtTools.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["pkg-config", "--cflags", "--libs", "gtk4"])
        guard result.status == 0 else {
            throw ToolkitError("pkg-config knows no gtk4: install libgtk-4-dev to compile a user's cell for GTK")
        }
        return result.output.split(whereSeparator: \.isWhitespace).map(String.init)
    }
}

/// The users' cells loaded in this process, by folder: GTK keeps each for the process's life, and only GTK's thread
/// touches them (`GtkToolkit`).
enum GtkUserCells {
    nonisolated(unsafe) static var loaded: [String: OpaquePointer] = [:]
}

/// Rows of the user's cell by one construction, and with `laidOut` GTK's measure and allocate at the cell's size.
final class GtkUserRowFactory: TimedRowFactory {
    private let cell: OpaquePointer
    private let construction: NibornotGtkConstruction
    private let laidOut: Bool

    init(cell: OpaquePointer, construction: NibornotGtkConstruction, laidOut: Bool) {
        self.cell = cell
        self.construction = construction
        self.laidOut = laidOut
    }

    func makeTimedRow() throws -> AnyObject {
        let row = try NativeGtkRow(user: cell, construction: construction)
        if laidOut { row.layOut() }
        return row
    }
}
