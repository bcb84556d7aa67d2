import Foundation
import PackagePlugin

/// Qt Quick's ahead-compiled rows, made at build time by the installed Qt's own tools as `qt_add_qml_module` makes
/// them in CMake (docs/qml.md, "Ahead-compiled"): for each document, qmlcachegen's compilation unit, qmltc's class
/// (its header in the work folder's `include`, where SwiftPM takes a plugin's headers from) and moc's output for it;
/// then qmlcachegen's loader, which registers the units with the engine.
extension GenerateRows {
    /// The qrc path the documents are compiled for: qmlcachegen's loader answers only it, and qmltc's classes fetch
    /// their compilation unit by it. The documents themselves are never put into resources.
    static let qmlResourcePrefix = "/qt/qml/NibOrNot"

    /// The commands that compile `documents` (relative to the package at `root`), and the headers they write, which
    /// the generated QmltcRow.cpp includes.
    static func qmlCommands(
        _ documents: [String], root: URL, context: PluginContext
    ) throws -> (
        commands: [Command], headers: [URL]
    ) {
        let qmlcachegen = try qtTool("qmlcachegen", folder: "libexecdir")
        let qmltc = try qtTool("qmltc", folder: "bindir")
        let moc = try qtTool("moc", folder: "libexecdir")
        let imports = qmlImportFolder()
        let include = context.pluginWorkDirectoryURL.appending(path: "include")
        let compiled = context.pluginWorkDirectoryURL.appending(path: "QtQuick")
        try FileManager.default.createDirectory(at: include, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: compiled, withIntermediateDirectories: true)
        let sources = documents.map { root.appending(path: $0) }
        // The resource file tells both tools each document's qrc path. Its entries name the documents by absolute
        // path with the qrc name as alias, so it lives in the work folder and the tools run from anywhere.
        let qrc = compiled.appending(path: "rows.qrc")
        try writeIfChanged(qrcText(sources), to: qrc)
        var commands: [Command] = []
        var headers: [URL] = []
        for document in sources {
            let name = document.deletingPathExtension().lastPathComponent
            let unit = compiled.appending(path: "\(name)_qml.cpp")
            commands.append(
                .buildCommand(
                    displayName: "qmlcachegen \(name).qml", executable: qmlcachegen,
                    arguments: [
                        "--bare", "-I", imports, "--resource", qrc.path, "--resource-path",
                        "\(qmlResourcePrefix)/\(name).qml", "-o", unit.path, document.path,
                    ],
                    inputFiles: [document, qrc], outputFiles: [unit]))
            // qmltc includes its header in the class's C++ by the path it was given, so it runs in the header's
            // folder and is given the header by name: `#include "cell.h"`. A plugin's command has no working folder
            // of its own, hence the shell, which takes the folder and the command as arguments (nothing is quoted).
            let lower = name.lowercased()
            let header = include.appending(path: "\(lower).h")
            let classes = compiled.appending(path: "\(lower).cpp")
            commands.append(
                .buildCommand(
                    displayName: "qmltc \(name).qml", executable: URL(fileURLWithPath: "/bin/sh"),
                    arguments: [
                        "-c", "mkdir -p \"$1\" && cd \"$1\" && shift && exec \"$@\"", "sh", include.path, qmltc.path,
                        "--bare", "-I", imports, "--resource", qrc.path, "--namespace", "NibOrNot", "--header",
                        header.lastPathComponent, "--impl", classes.path, document.path,
                    ],
                    inputFiles: [document, qrc], outputFiles: [header, classes]))
            // qmltc's classes are Q_OBJECTs; `-f` makes moc include the header by name, as the class's C++ does.
            let meta = compiled.appending(path: "moc_\(lower).cpp")
            commands.append(
                .buildCommand(
                    displayName: "moc \(lower).h", executable: moc,
                    arguments: [header.path, "-o", meta.path, "-f", header.lastPathComponent],
                    inputFiles: [header], outputFiles: [meta]))
            headers.append(header)
        }
        // The loader's file name must end in qmlcache_loader.cpp: qmlcachegen decides what to write by it.
        let loader = compiled.appending(path: "qmlcache_loader.cpp")
        let resources = sources.map { "\(qmlResourcePrefix)/\($0.lastPathComponent)" }
        commands.append(
            .buildCommand(
                displayName: "qmlcachegen's loader of " + resources.joined(separator: ", "), executable: qmlcachegen,
                arguments: ["--resource-name", "qmlcache_nibornot", "-o", loader.path] + resources,
                inputFiles: sources, outputFiles: [loader]))
        return (commands, headers)
    }

    /// The resource file that puts each document under the qrc prefix by its file name.
    static func qrcText(_ documents: [URL]) -> String {
        let escaped = { (text: String) in
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: "\"", with: "&quot;")
        }
        let files = documents.map { "<file alias=\"\(escaped($0.lastPathComponent))\">\(escaped($0.path))</file>" }
        return "<RCC><qresource prefix=\"\(qmlResourcePrefix)\">" + files.joined() + "</qresource></RCC>\n"
    }

    /// Qt's QML modules (QtQuick among them), which the tools are pointed to with `--bare -I`: what qtpaths says,
    /// else Debian's folder.
    static func qmlImportFolder() -> String {
        let qtpaths = (try? qtTool("qtpaths", folder: "bindir"))?.path
        return qtpaths.flatMap { output(of: [$0, "--query", "QT_INSTALL_QML"]) }
            ?? "/usr/lib/x86_64-linux-gnu/qt6/qml"
    }

    /// Writes `text` to `file` unless the file holds it already, so that a build with nothing changed runs nothing.
    static func writeIfChanged(_ text: String, to file: URL) throws {
        let data = Data(text.utf8)
        if FileManager.default.contents(atPath: file.path) != data { try data.write(to: file, options: .atomic) }
    }
}
