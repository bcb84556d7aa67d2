import CellModules
import Foundation
import GNUstepRow
import RowGeneration
import Toolkit

/// A user's cell on GNUstep AppKit (`run --template MyCell.xib`; docs/gnustep.md, "A user's cell"): its Cocoa XIB
/// written by RowGeneration, its Objective-C compiled by CellModules into `gnustep-code.so`, both in the run's folder;
/// the worker archives the XIB's row when it loads the cell, as start-up archives the seed's.
extension GNUstepToolkit: UserCellToolkit {
    public var userCellConstructions: [String] {
        ["gnustep-code", "gnustep-archive-file", "gnustep-archive", "gnustep-archive-precomputed", "gnustep-nib"]
    }

    /// The compiled code's file in the cell's folder (`CellModuleCompiler.compile(_:language:flags:name:into:)`).
    static let userCellModuleName = "gnustep-code.so"

    public func prepareUserCell(file: URL, folder: URL) throws -> UserCellPreparation {
        let files: GNUstepUserCellFiles
        do { files = try GNUstepUserCellFiles(contentsOf: file) } catch { throw ToolkitError("\(error)") }
        try files.write(to: folder)
        let module = try CellModuleCompiler.compile(
            files.code, language: .objectiveC, flags: try Self.objectiveCFlags(),
            name: "gnustep-code of \(file.lastPathComponent)",
            into: folder.appendingPathComponent(Self.userCellModuleName))
        return UserCellPreparation(
            compilations: [
                .init(
                    what: "gnustep-code of \(file.lastPathComponent) (Objective-C, \(files.viewCount) views)",
                    wasCached: module.wasCached, seconds: module.seconds)
            ],
            standIns: files.standIns)
    }

    public func makeUserCellFactory(construction: String, folder: URL, laidOut: Bool) throws -> TimedRowFactory {
        GNUstepUserRowFactory(
            cell: try userCell(folder: folder), construction: try userCellNumber(of: construction), laidOut: laidOut)
    }

    /// A user's cell's row, laid out or not, dumped as `dumpRow` dumps the seed's (docs/gnustep.md, "The dump").
    public func dumpUserRow(construction: String, folder: URL, laidOut: Bool) throws -> String {
        let row = try NativeGNUstepRow(
            user: try userCell(folder: folder), construction: userCellNumber(of: construction))
        if laidOut { try row.layOutUserRow() }
        return try row.dump()
    }

    /// The cell prepared in `folder`, loaded on first use: its module, then its XIB and archive in GNUstepRow.
    func userCell(folder: URL) throws -> OpaquePointer {
        try start()
        if let cell = GNUstepUserCells.loaded[folder.path] { return cell }
        let module = try CellModule(path: folder.appendingPathComponent(Self.userCellModuleName).path)
        let code = unsafeBitCast(
            try module.function(GNUstepUserCellFiles.codeFunction), to: NibornotGnustepUserCellCode.self)
        var error: UnsafeMutablePointer<CChar>?
        guard let cell = nibornot_gnustep_user_cell_load(folder.path, code, &error) else {
            defer { free(error) }
            throw ToolkitError(error.map { String(cString: $0) } ?? "GNUstep could not load the user's cell")
        }
        GNUstepUserCells.loaded[folder.path] = cell
        return cell
    }

    private func userCellNumber(of construction: String) throws -> NibornotGnustepConstruction {
        guard userCellConstructions.contains(construction) else {
            let known = userCellConstructions.joined(separator: ", ")
            throw ToolkitError("GNUstep builds a user's cell by \(known), not '\(construction)'")
        }
        return try number(of: construction)
    }

    /// Package.swift's flags for GNUstepRow (`gnustepFlags`: `gnustep-config --objc-flags` for clang and gcc's
    /// runtime, whose headers are in gcc's own include folder) and its libraries, for the cell's module.
    static func objectiveCFlags() throws -> [String] {
        guard let runtimeHeaders = gccIncludeFolder() else {
            throw ToolkitError(
                "gcc's Objective-C runtime headers (objc/objc.h under /usr/lib/gcc) are missing: install gobjc to "
                    + "compile a user's cell for GNUstep")
        }
        return [
            "-fobjc-runtime=gcc", "-fno-blocks", "-fexceptions", "-fobjc-exceptions",
            "-fconstant-string-class=NSConstantString", "-DGNUSTEP", "-DGNUSTEP_BASE_LIBRARY=1",
            "-DGNU_GUI_LIBRARY=1", "-DGNU_RUNTIME=1", "-D_NATIVE_OBJC_EXCEPTIONS", "-I/usr/include/GNUstep",
            "-idirafter", runtimeHeaders, "-Wno-deprecated-declarations", "-lgnustep-gui", "-lgnustep-base", "-lobjc",
        ]
    }

    /// The newest gcc's include folder that holds `objc/objc.h`, as Package.swift finds it.
    static func gccIncludeFolder() -> String? {
        let root = "/usr/lib/gcc"
        let files = FileManager.default
        for triple in ((try? files.contentsOfDirectory(atPath: root)) ?? []).sorted() {
            let versions = ((try? files.contentsOfDirectory(atPath: "\(root)/\(triple)")) ?? []).sorted {
                (Int($0) ?? 0) > (Int($1) ?? 0)
            }
            for version in versions where files.fileExists(atPath: "\(root)/\(triple)/\(version)/include/objc/objc.h") {
                return "\(root)/\(triple)/\(version)/include"
            }
        }
        return nil
    }
}

/// The users' cells loaded in this process, by folder: GNUstep keeps each for the process's life, and only AppKit's
/// thread touches them (`GNUstepToolkit`).
enum GNUstepUserCells {
    nonisolated(unsafe) static var loaded: [String: OpaquePointer] = [:]
}

/// Rows of the user's cell by one construction, and with `laidOut` AppKit's layout pass through every level.
final class GNUstepUserRowFactory: TimedRowFactory {
    private let cell: OpaquePointer
    private let construction: NibornotGnustepConstruction
    private let laidOut: Bool

    init(cell: OpaquePointer, construction: NibornotGnustepConstruction, laidOut: Bool) {
        self.cell = cell
        self.construction = construction
        self.laidOut = laidOut
    }

    func makeTimedRow() throws -> AnyObject {
        let row = try NativeGNUstepRow(user: cell, construction: construction)
        if laidOut { try row.layOutUserRow() }
        return row
    }
}
