import Foundation
import PackagePlugin

/// Generates a target's rows from the seed's XIBs at build time (issue 56), so that the code the build compiles is
/// never committed and cannot drift from the XIBs: `row-generator` writes the target's files into the plugin's work
/// folder, and SwiftPM compiles them with the target's own sources (a real toolkit's C, C++ and Objective-C code
/// rows, and the model's sweep rows in Swift for Builders). For Qt Widgets it also runs Qt's `uic` on each form of
/// templates/qt, as Qt's CMake (`AUTOUIC`) does, into the work folder's `include` folder.
///
/// SwiftPM compiles C-family files a plugin writes only with the experimental feature `experimentalCGen`, which
/// `Package.swift`'s tools-version line turns on (docs/build-time.md, "Generated C and Objective-C"). The files
/// include the target's private headers (`RowInternal.h`, `RowBuilders.h`) by quotes, from a folder beside none of
/// them, so each target searches its own folder (`.headerSearchPath(".")`). A header a plugin writes is compiled
/// only from an `include` folder of its output, which SwiftPM adds to the target's header search paths: uic's
/// headers go there, and the generated `UicRow.cpp` and `UicRows.cpp` find them by name.
@main
struct GenerateRows: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let rows = Self.generated[target.name] else {
            throw GenerationError(
                "GenerateRows knows no generated rows for \(target.name); it generates "
                    + Self.generated.keys.sorted().joined(separator: " and "))
        }
        let root = context.package.directoryURL
        let output = context.pluginWorkDirectoryURL.appending(path: "Generated")
        // The XIBs are inputs so that editing one regenerates the files; the sweep's are listed from their folders
        // now, as the generator finds them when it runs.
        let inputs =
            try rows.xibs.map { root.appending(path: $0) }
            + rows.sweepFolders.flatMap { folder, suffix in try Self.files(in: root.appending(path: folder), suffix) }
        let sizes = try Self.sweepSizes(root)
        let files = rows.files + sizes.flatMap { size in rows.perSweepSize.map { $0(size) } }
        var commands: [Command] = []
        var headers: [URL] = []
        let forms = rows.uicForms + sizes.compactMap { size in rows.uicFormPerSweepSize.map { $0(size) } }
        if !forms.isEmpty {
            let uic = try Self.qtTool("uic", folder: "libexecdir")
            let include = context.pluginWorkDirectoryURL.appending(path: "include")
            for form in forms {
                // uic names the form by its file name and the include guard by the header's, so neither the
                // package's path nor the work folder's gets into the header.
                let name = root.appending(path: form).deletingPathExtension().lastPathComponent
                let header = include.appending(path: "ui_\(name).h")
                headers.append(header)
                commands.append(
                    .buildCommand(
                        displayName: "uic \(form)", executable: uic,
                        arguments: [root.appending(path: form).path, "-o", header.path],
                        inputFiles: [root.appending(path: form)], outputFiles: [header]))
            }
        }
        if !rows.qmlDocuments.isEmpty {
            let (qmlCommands, qmlHeaders) = try Self.qmlCommands(rows.qmlDocuments, root: root, context: context)
            commands += qmlCommands
            headers += qmlHeaders
        }
        // uic's and qmltc's headers are inputs too, although the generator does not read them: SwiftPM compiles a file
        // it writes after the commands that write that file's inputs, so the files that include them (UicRow.cpp,
        // UicRows.cpp, QmltcRow.cpp) are compiled after the tools have written them. A hand-written file would not
        // be ordered so.
        commands.append(
            .buildCommand(
                displayName: "Generating \(target.name)'s rows from the seed's XIBs: "
                    + files.joined(separator: ", "),
                executable: try context.tool(named: "row-generator").url,
                arguments: [rows.set, root.path, output.path] + files,
                inputFiles: inputs + headers,
                outputFiles: files.map { output.appending(path: $0) }))
        return commands
    }

    /// What one target's generated rows are made of.
    struct Rows {
        /// `row-generator`'s set of files (`RowFileSet`): `gtk`, `gnustep`, `sweep` or `qt`.
        let set: String
        /// The files the target compiles, by name.
        let files: [String]
        /// The XIBs the set's generator reads, relative to the package.
        let xibs: [String]
        /// The folders of sweep rows it reads, with the ending of the files it takes there.
        let sweepFolders: [(folder: String, suffix: String)]
        /// The files it compiles for each size of the sweep (each templates/sweep/RowN-nofit.xib), by name.
        var perSweepSize: [@Sendable (Int) -> String] = []
        /// Qt Designer forms whose uic header the target includes, relative to the package.
        var uicForms: [String] = []
        /// The form of each size of the sweep, relative to the package.
        var uicFormPerSweepSize: (@Sendable (Int) -> String)? = nil
        /// QML documents that Qt's qmlcachegen, qmltc and moc compile for the target, relative to the package.
        var qmlDocuments: [String] = []
    }

    /// The targets whose rows are generated, by name: what GtkRowFiles, GNUstepRowFiles, SweepRowFiles and QtRowFiles
    /// read for them.
    static let generated: [String: Rows] = [
        // SweepRowFiles reads only the seed's row; a size is generated for each XIB of the sweep, which
        // `generate-sweep-rows.py --sizes` writes, so a new size needs no change here.
        "Builders": Rows(
            set: "sweep", files: ["SweepRows.swift"], xibs: ["templates/Cell.xib"],
            sweepFolders: [("templates/sweep", "-nofit.xib")],
            perSweepSize: [{ "SweepCodeRow\($0).swift" }, { "SweepFlatRow\($0).swift" }]),
        "GtkRow": Rows(
            set: "gtk",
            files: [
                "GeneratedCodeRow.c", "GeneratedSweepRows.c", "GeneratedConstraintRow.c",
                "GeneratedConstraintSweepRows.c",
            ],
            xibs: [
                "templates/Cell.xib", "templates/Cell2.xib", "templates/CellAutoLayout.xib",
                "templates/Cell2AutoLayout.xib",
            ],
            sweepFolders: [("templates/sweep", "-nofit.xib"), ("templates/sweep-autolayout", ".xib")]),
        "GNUstepRow": Rows(
            set: "gnustep", files: ["GeneratedCodeRow.m", "GeneratedSweepRows.m"],
            xibs: ["templates/Cell.xib", "templates/Cell2.xib"], sweepFolders: [("templates/sweep", "-nofit.xib")]),
        // uic reads the committed forms of templates/qt, which qt-uiloader loads at run time and QtRowFilesTests holds
        // byte for byte to what QtRowFiles writes from the XIBs.
        "QtRow": Rows(
            set: "qt", files: ["CodeRow.cpp", "UicRow.cpp", "CodeRows.cpp", "UicRows.cpp"],
            xibs: ["templates/Cell.xib", "templates/Cell2.xib"], sweepFolders: [("templates/sweep", "-nofit.xib")],
            uicForms: ["templates/qt/Cell.ui", "templates/qt/Cell2.ui"],
            uicFormPerSweepSize: { "templates/qt/sweep/Row\($0).ui" }),
        // qmlcachegen, qmltc and moc read the committed documents of templates/qml, which qml-component loads at run
        // time and QmlRowFilesTests holds byte for byte to what QmlRowFiles writes from the XIBs.
        "QmlRow": Rows(
            set: "qml", files: ["CodeRow.cpp", "QmltcRow.cpp", "CodeRows.cpp"],
            xibs: ["templates/Cell.xib", "templates/Cell2.xib"], sweepFolders: [("templates/sweep", "-nofit.xib")],
            qmlDocuments: ["templates/qml/Cell.qml", "templates/qml/Cell2.qml"]),
    ]

    /// A Qt tool, found where Qt's CMake finds it: in Qt6Core's `libexecdir` (uic, moc, qmlcachegen) or `bindir`
    /// (qmltc), as pkg-config names them, else in Debian's /usr/lib/qt6/libexec or /usr/lib/qt6/bin.
    static func qtTool(_ name: String, folder variable: String) throws -> URL {
        let folder =
            output(of: ["pkg-config", "--variable=\(variable)", "Qt6Core"])
            ?? (variable == "bindir" ? "/usr/lib/qt6/bin" : "/usr/lib/qt6/libexec")
        let tool = URL(fileURLWithPath: folder).appending(path: name)
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            throw GenerationError(
                "GenerateRows needs Qt's \(name), and \(tool.path) is not there; install qt6-base-dev-tools and "
                    + "qt6-declarative-dev-tools (scripts/install-system-packages.sh)")
        }
        return tool
    }

    /// The first line `command` prints, or nil when it cannot run, fails or prints nothing.
    static func output(of command: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let line = text.split(separator: "\n").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        return process.terminationStatus == 0 && !line.isEmpty ? line : nil
    }

    /// The N of every templates/sweep/RowN-nofit.xib of the package at `root`, as `SeedXIBs` finds them (a name
    /// that is not a number is left to the generator, which refuses it).
    static func sweepSizes(_ root: URL) throws -> [Int] {
        try files(in: root.appending(path: "templates/sweep"), "-nofit.xib").compactMap { file in
            let name = file.lastPathComponent
            return name.hasPrefix("Row") ? Int(name.dropFirst("Row".count).dropLast("-nofit.xib".count)) : nil
        }.sorted()
    }

    /// The files of `folder` whose names end in `suffix`, in name order.
    static func files(in folder: URL, _ suffix: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(suffix) }.sorted().map {
            folder.appending(path: $0)
        }
    }
}

struct GenerationError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
