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
            let uic = try Self.uic()
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
        // uic's headers are inputs too, although the generator does not read them: SwiftPM compiles a file it writes
        // after the commands that write that file's inputs, so the files that include them (UicRow.cpp,
        // UicRows.cpp) are compiled after uic has written them. A hand-written file would not be ordered so.
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
    ]

    /// Qt's uic, found as scripts/generate-qt-rows.py finds it: in Qt6Core's `libexecdir` (pkg-config), else in
    /// Debian's /usr/lib/qt6/libexec.
    static func uic() throws -> URL {
        let pkgConfig = Process()
        pkgConfig.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        pkgConfig.arguments = ["pkg-config", "--variable=libexecdir", "Qt6Core"]
        let pipe = Pipe()
        pkgConfig.standardOutput = pipe
        pkgConfig.standardError = FileHandle.nullDevice
        var folder = "/usr/lib/qt6/libexec"
        if (try? pkgConfig.run()) != nil {
            let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            pkgConfig.waitUntilExit()
            let found = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if pkgConfig.terminationStatus == 0, !found.isEmpty { folder = found }
        }
        let uic = URL(fileURLWithPath: folder).appending(path: "uic")
        guard FileManager.default.isExecutableFile(atPath: uic.path) else {
            throw GenerationError(
                "GenerateRows needs Qt's uic for QtRow, and \(uic.path) is not there; install qt6-base-dev-tools "
                    + "(scripts/install-system-packages.sh)")
        }
        return uic
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
