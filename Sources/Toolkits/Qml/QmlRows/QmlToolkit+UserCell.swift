import CellModules
import Foundation
import QmlRow
import RowGeneration
import Toolkit

/// A user's cell on Qt Quick (`run --template MyCell.xib`; docs/qml.md, "A user's cell"): its QML document written
/// by RowGeneration, its C++ compiled by CellModules into `qml-code.so`, and Qt's ahead-of-time tools' C++ of the
/// document compiled into `qml-ahead.so` (`QmlAheadCompiledCell`), all in the run's folder.
extension QmlToolkit: UserCellToolkit {
    /// The document per row, the kept component, the precomputed component (the sizes one row was fitted to written
    /// into the document at load), qmlcachegen's unit, qmltc's class and code.
    public var userCellConstructions: [String] {
        ["qml-code", "qml-component-file", "qml-component", "qml-component-precomputed", "qml-cachegen", "qml-tc"]
    }

    /// The compiled code's file in the cell's folder (`CellModuleCompiler.compile(_:language:flags:name:into:)`).
    static let userCellModuleName = "qml-code.so"

    public func prepareUserCell(file: URL, folder: URL) throws -> UserCellPreparation {
        let files: QmlUserCellFiles
        do { files = try QmlUserCellFiles(contentsOf: file) } catch { throw ToolkitError("\(error)") }
        try files.write(to: folder)
        let flags = try Self.qtQuickFlags()
        let module = try CellModuleCompiler.compile(
            files.code, language: .cxx, flags: flags, name: "qml-code of \(file.lastPathComponent)",
            prefixHeader: Self.precompiledIncludes, into: folder.appendingPathComponent(Self.userCellModuleName))
        let ahead = try QmlAheadCompiledCell.prepare(folder: folder, cell: file.lastPathComponent, flags: flags)
        return UserCellPreparation(
            compilations: [
                .init(
                    what: "qml-code of \(file.lastPathComponent) (C++, \(files.itemCount) items)",
                    wasCached: module.wasCached, seconds: module.seconds),
                .init(
                    what: "qml-cachegen and qml-tc of \(file.lastPathComponent) (qmlcachegen's and qmltc's C++, the "
                        + "tools \(String(format: "%.2f", ahead.toolSeconds)) s)",
                    wasCached: ahead.module.wasCached, seconds: ahead.module.seconds),
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

    /// The cell prepared in `folder`, loaded on first use: its modules' functions (loading the ahead-compiled one
    /// registers its unit), its kept component and the unit's.
    func userCell(folder: URL) throws -> OpaquePointer {
        try start()
        if let cell = QmlUserCells.loaded[folder.path] { return cell }
        let module = try CellModule(path: folder.appendingPathComponent(Self.userCellModuleName).path)
        let code = unsafeBitCast(
            try module.function(QmlUserCellFiles.codeFunction), to: nibornot_qml_user_cell_code.self)
        let ahead = try CellModule(path: folder.appendingPathComponent(QmlAheadCompiledCell.moduleName).path)
        let qmltc = unsafeBitCast(
            try ahead.function(QmlAheadCompiledCell.qmltcFunction), to: nibornot_qml_user_cell_qmltc.self)
        let unitURL = unsafeBitCast(
            try ahead.function(QmlAheadCompiledCell.unitURLFunction),
            to: (@convention(c) () -> UnsafePointer<CChar>).self)
        let cell = try QmlCall.call.value { nibornot_qml_user_cell_load(folder.path, code, qmltc, unitURL(), $0) }
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

    /// The headers both modules of a cell start from, precompiled once (`CellModuleCompiler`): Qt Quick's and QML's
    /// private headers, which the code and qmltc's class include, are most of a compile's time.
    static let precompiledIncludes =
        [
            "QtQml/qqmlprivate.h", "QtQml/qqmlengine.h", "QtQml/qqmlcomponent.h", "private/qqmlengine_p.h",
            "private/qqmltcobjectcreationhelper_p.h", "private/qqmlcppbinding_p.h", "private/qqmlcpponassignment_p.h",
            "private/qqmlobjectcreator_p.h", "private/qqmlcomponent_p.h", "private/qobject_p.h",
            "QtQuick/private/qquickitem_p.h", "QtQuick/private/qquicktext_p.h", "QtQuick/private/qquickimage_p.h",
            "QtQuick/private/qquickrectangle_p.h", "QtQuick/private/qquickpositioners_p.h",
            "QtQuick/private/qquicktextinput_p.h", "QtQuick/private/qquickanchors_p_p.h",
            "QtQuick/private/qquickvaluetypes_p.h", "QtQuick/private/qquickwindowmodule_p.h",
        ].map { "#include <\($0)>" }.joined(separator: "\n") + "\n"

    /// The compiler flags of Qt Quick's and QML's headers and libraries, from pkg-config, with Qt's private headers
    /// (`QtQuick/private/qquicktext_p.h` ...) found as Package.swift finds them for QmlRow, and C++'s library.
    static func qtQuickFlags() throws -> [String] {
        let flags = try QtTools.flags(of: ["Qt6Quick", "Qt6Qml"], package: "qt6-declarative-dev")
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
