import CellModules
import Foundation
import QmlRow
import RowGeneration
import Toolkit

/// A user's cell on Qt Quick (`run --template MyCell.xib`; docs/qml.md, "A user's cell"): its QML document written
/// by RowGeneration, its C++ compiled by CellModules into `qml-code.so`, both in the run's folder.
extension QmlToolkit: UserCellToolkit {
    /// The document per row, the kept component and code. Not the precomputed component: a user's cell is timed as
    /// designed, with no shrink-to-fit, so there is no fitted size to write in and it would be `qml-component` again.
    public var userCellConstructions: [String] { ["qml-code", "qml-component-file", "qml-component"] }

    /// The compiled code's file in the cell's folder (`CellModuleCompiler.compile(_:language:flags:name:into:)`).
    static let userCellModuleName = "qml-code.so"

    public func prepareUserCell(file: URL, folder: URL) throws -> UserCellPreparation {
        let files: QmlUserCellFiles
        do { files = try QmlUserCellFiles(contentsOf: file) } catch { throw ToolkitError("\(error)") }
        try files.write(to: folder)
        let module = try CellModuleCompiler.compile(
            files.code, language: .cxx, flags: try Self.qtQuickFlags(), name: "qml-code of \(file.lastPathComponent)",
            into: folder.appendingPathComponent(Self.userCellModuleName))
        return UserCellPreparation(
            compilations: [
                .init(
                    what: "qml-code of \(file.lastPathComponent) (C++, \(files.itemCount) items)",
                    wasCached: module.wasCached, seconds: module.seconds)
            ],
            standIns: files.standIns)
    }

    public func makeUserCellFactory(construction: String, folder: URL, laidOut: Bool) throws -> TimedRowFactory {
        QmlUserRowFactory(
            cell: try userCell(folder: folder), construction: try userKind(of: construction),
            polished: laidOut)
    }

    /// A user's cell's row, dumped as `dumpRow` dumps the seed's (docs/qml.md, "The dump").
    public func dumpUserRow(construction: String, folder: URL, laidOut: Bool) throws -> String {
        try QmlUserRowFactory(
            cell: try userCell(folder: folder), construction: try userKind(of: construction), polished: laidOut
        ).makeRow().dump()
    }

    /// The cell prepared in `folder`, loaded on first use: its module's function and its kept component.
    func userCell(folder: URL) throws -> OpaquePointer {
        try start()
        if let cell = QmlUserCells.loaded[folder.path] { return cell }
        let module = try CellModule(path: folder.appendingPathComponent(Self.userCellModuleName).path)
        let code = unsafeBitCast(
            try module.function(QmlUserCellFiles.codeFunction), to: nibornot_qml_user_cell_code.self)
        let cell = try QmlCall.call.value { nibornot_qml_user_cell_load(folder.path, code, $0) }
        QmlUserCells.loaded[folder.path] = cell
        return cell
    }

    private func userKind(of construction: String) throws -> nibornot_qml_construction {
        guard userCellConstructions.contains(construction) else {
            throw ToolkitError(
                "Qt Quick builds a user's cell by \(userCellConstructions.joined(separator: ", ")), not \(construction)"
            )
        }
        return try kind(of: construction)
    }

    /// The compiler flags of Qt Quick's and QML's headers and libraries, from pkg-config, with Qt's private headers
    /// (`QtQuick/private/qquicktext_p.h` ...) found as Package.swift finds them for QmlRow, and C++'s library.
    static func qtQuickFlags() throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["pkg-config", "--cflags", "--libs", "Qt6Quick", "Qt6Qml"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { throw ToolkitError("cannot run pkg-config for Qt6Quick: \(error)") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ToolkitError(
                "pkg-config knows no Qt6Quick: install qt6-declarative-dev to compile a user's cell for Qt Quick")
        }
        let flags = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).map(String.init)
        let privateFolders = privateIncludeFlags()
        guard !privateFolders.isEmpty else {
            throw ToolkitError(
                "Qt's private headers are missing: install qt6-declarative-private-dev to compile a user's cell")
        }
        return ["-std=c++17"] + flags + privateFolders + ["-lstdc++"]
    }

    /// `-I` for each Qt module's private headers, which live in a folder named by Qt's version.
    static func privateIncludeFlags() -> [String] {
        let files = FileManager.default
        let roots = ["/usr/include/x86_64-linux-gnu/qt6", "/usr/include/aarch64-linux-gnu/qt6", "/usr/include/qt6"]
        guard let root = roots.first(where: { files.fileExists(atPath: "\($0)/QtCore") }) else { return [] }
        return ["QtCore", "QtGui", "QtQml", "QtQmlModels", "QtQuick"].flatMap { module -> [String] in
            let versions = ((try? files.contentsOfDirectory(atPath: "\(root)/\(module)")) ?? []).filter {
                $0.first?.isNumber == true
            }.sorted()
            guard let version = versions.last else { return [] }
            return ["-I\(root)/\(module)/\(version)", "-I\(root)/\(module)/\(version)/\(module)"]
        }
    }
}

/// The users' cells loaded in this process, by folder: each is kept for the process's life, and only Qt's thread
/// touches them (`QmlToolkit`).
enum QmlUserCells {
    nonisolated(unsafe) static var loaded: [String: OpaquePointer] = [:]
}

/// Rows of the user's cell by one construction, and with `polished` Qt Quick's polish step, inside the timed row.
final class QmlUserRowFactory: TimedRowFactory {
    private let cell: OpaquePointer
    private let construction: nibornot_qml_construction
    private let polished: Bool

    init(cell: OpaquePointer, construction: nibornot_qml_construction, polished: Bool) {
        self.cell = cell
        self.construction = construction
        self.polished = polished
    }

    func makeTimedRow() throws -> AnyObject {
        try makeRow()
    }

    func makeRow() throws -> QmlOwnedRow {
        QmlOwnedRow(try QmlCall.call.value { nibornot_qml_user_row_new(cell, construction, polished, $0) })
    }
}
