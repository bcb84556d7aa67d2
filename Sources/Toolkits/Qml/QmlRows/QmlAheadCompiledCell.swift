import CellModules
import Foundation
import RowGeneration
import Toolkit

/// Qt Quick's ahead-of-time tools on a user's cell, run when the run starts as the build plugin runs them on the
/// seed's documents (`Plugins/GenerateRows/GenerateRows+Qml.swift`; docs/qml.md, "Ahead-compiled"): qmlcachegen's
/// compilation unit of UserCell.qml and the loader that registers it with the engine, qmltc's class of the document
/// and moc's output for that class, compiled by CellModules into one module, `qml-ahead.so`, which `qml-cachegen`
/// and `qml-tc` load.
///
/// The unit answers a qrc URL named by the document's fingerprint (`qrc:/nibornot/usercell/<16 hex>/UserCell.qml`),
/// and qmltc's classes live in a namespace named by it too: two cells loaded in one process (the tests load many)
/// never answer for each other, and one cell gives the same C++ in every run, so the module cache finds it.
enum QmlAheadCompiledCell {
    /// The module's file in the cell's folder.
    static let moduleName = "qml-ahead.so"
    /// `void *nibornot_qml_user_cell_qmltc(void *engine)`: qmltc's class of the document, made on the engine.
    static let qmltcFunction = "nibornot_qml_user_cell_qmltc"
    /// `const char *nibornot_qml_user_cell_unit_url(void)`: the qrc URL the module's unit answers.
    static let unitURLFunction = "nibornot_qml_user_cell_unit_url"

    /// Runs the tools on UserCell.qml in `folder` (their files go to its `qml-ahead` folder) and compiles their C++
    /// with `flags` (Qt Quick's, private headers included) into `folder`'s module. `cell` names the user's file in
    /// lines. Returns the compiled module and the tools' seconds.
    static func prepare(
        folder: URL, cell: String, flags: [String]
    ) throws -> (module: CellModuleCompiler.Module, toolSeconds: Double) {
        let started = Date()
        let document = folder.appendingPathComponent(QmlUserCellFiles.documentFileName)
        let text: String
        do { text = try String(contentsOf: document, encoding: .utf8) } catch {
            throw ToolkitError("cannot read the user's cell's document \(document.path): \(error)")
        }
        let fingerprint = CellModuleCompiler.fingerprint([text])
        let resourcePath = "/nibornot/usercell/\(fingerprint)/\(QmlUserCellFiles.documentFileName)"
        let namespace = "NibOrNotUserCell_\(fingerprint)"
        let work = folder.appendingPathComponent("qml-ahead")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let qrc = work.appendingPathComponent("usercell.qrc")
        try Data(qrcText(document: document, resourcePath: resourcePath).utf8).write(to: qrc)
        let imports = ["--bare", "-I", qmlImportFolder()]
        let qmlcachegen = try QtTools.tool("qmlcachegen", in: .libexecdir, package: "qt6-declarative-dev-tools")
        let qmltc = try QtTools.tool("qmltc", in: .bindir, package: "qt6-declarative-dev-tools")
        let moc = try QtTools.tool("moc", in: .libexecdir, package: "qt6-base-dev-tools")
        let what = "the QML document of \(cell)"
        try QtTools.runTool(
            qmlcachegen,
            imports + ["--resource", qrc.path, "--resource-path", resourcePath, "-o", "unit.cpp", document.path],
            in: work, doing: "compile \(what)")
        // The loader's file name must end in qmlcache_loader.cpp: qmlcachegen decides what to write by it.
        try QtTools.runTool(
            qmlcachegen, ["--resource-name", "qmlcache_\(namespace)", "-o", "qmlcache_loader.cpp", resourcePath],
            in: work, doing: "write the loader of \(what)")
        // Run in the work folder and given the header by name, qmltc's C++ includes it by name, as moc's does.
        try QtTools.runTool(
            qmltc,
            imports + [
                "--resource", qrc.path, "--namespace", namespace, "--header", "usercell.h", "--impl", "usercell.cpp",
                document.path,
            ], in: work, doing: "compile \(what)")
        try QtTools.runTool(
            moc, ["usercell.h", "-o", "moc_usercell.cpp", "-f", "usercell.h"], in: work,
            doing: "read qmltc's class of \(what)")
        let toolSeconds = Date().timeIntervalSince(started)
        let source = try moduleSource(work: work, namespace: namespace, resourcePath: resourcePath)
        let module = try CellModuleCompiler.compile(
            source, language: .cxx, flags: flags, name: "qml-cachegen and qml-tc of \(cell)",
            prefixHeader: QmlToolkit.precompiledIncludes, into: folder.appendingPathComponent(moduleName))
        return (module, toolSeconds)
    }

    /// The tools' files as one translation unit (the header once, in place of the lines that include it), then the
    /// two functions the worker looks up. qmltc's first comment names the document's absolute path, which differs
    /// from run to run; it is cut, so that the cache key is the document's.
    static func moduleSource(work: URL, namespace: String, resourcePath: String) throws -> String {
        let read = { (name: String) throws -> String in
            do { return try String(contentsOf: work.appendingPathComponent(name), encoding: .utf8) } catch {
                throw ToolkitError("Qt's tools wrote no \(name) in \(work.path): \(error)")
            }
        }
        let withoutHeader = { (text: String) in
            text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter {
                    $0 != "#include \"usercell.h\"" && !$0.hasPrefix("// This code is auto-generated by the qmltc")
                }
                .joined(separator: "\n")
        }
        let parts = [
            withoutHeader(try read("usercell.h")), withoutHeader(try read("usercell.cpp")),
            withoutHeader(try read("moc_usercell.cpp")), try read("unit.cpp"), try read("qmlcache_loader.cpp"),
        ]
        let functions = [
            "extern \"C\" void *\(qmltcFunction)(void *engine);",
            "extern \"C\" void *\(qmltcFunction)(void *engine) {",
            "    return static_cast<QQuickItem *>(new \(namespace)::UserCell(static_cast<QQmlEngine *>(engine)));", "}",
            "",
            "extern \"C\" const char *\(unitURLFunction)(void);",
            "extern \"C\" const char *\(unitURLFunction)(void) { return \"qrc:\(resourcePath)\"; }", "",
        ]
        return (parts + [functions.joined(separator: "\n")]).joined(separator: "\n\n")
    }

    /// The resource file that tells both tools the document's qrc path. The document is never put into resources:
    /// only the unit can answer its URL.
    static func qrcText(document: URL, resourcePath: String) -> String {
        let escaped = { (text: String) in
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: "\"", with: "&quot;")
        }
        let folder = (resourcePath as NSString).deletingLastPathComponent
        return "<RCC><qresource prefix=\"\(folder)\"><file alias=\"\(QmlUserCellFiles.documentFileName)\">"
            + "\(escaped(document.path))</file></qresource></RCC>\n"
    }

    /// Qt's QML modules (QtQuick among them), which the tools are pointed to with `--bare -I`: what qtpaths says,
    /// else Debian's folder.
    static func qmlImportFolder() -> String {
        if let qtpaths = try? QtTools.tool("qtpaths", in: .bindir, package: "qt6-base-dev-tools"),
            let found = try? QtTools.run(qtpaths, ["--query", "QT_INSTALL_QML"]), found.status == 0
        {
            let text = found.output.trimmingCharacters(in: .whitespacesAndNewlines)
            if !text.isEmpty { return text }
        }
        return "/usr/lib/x86_64-linux-gnu/qt6/qml"
    }
}
