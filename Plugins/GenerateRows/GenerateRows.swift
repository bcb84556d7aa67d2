import Foundation
import PackagePlugin

/// Generates a real toolkit's code rows from the seed's XIBs at build time (issue 56), so that the C and
/// Objective-C the build compiles is never committed and cannot drift from the XIBs: `row-generator` writes the
/// target's files into the plugin's work folder, and SwiftPM compiles them with the target's own sources.
///
/// SwiftPM compiles C-family files a plugin writes only with the experimental feature `experimentalCGen`, which
/// `Package.swift`'s tools-version line turns on (docs/build-time.md, "Generated C and Objective-C"). The files
/// include the target's private headers (`RowInternal.h`) by quotes, from a folder beside none of them, so each
/// target searches its own folder (`.headerSearchPath(".")`).
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
        return [
            .buildCommand(
                displayName: "Generating \(target.name)'s code rows from the seed's XIBs: "
                    + rows.files.joined(separator: ", "),
                executable: try context.tool(named: "row-generator").url,
                arguments: [rows.set, root.path, output.path] + rows.files,
                inputFiles: inputs,
                outputFiles: rows.files.map { output.appending(path: $0) })
        ]
    }

    /// What one target's generated rows are made of.
    struct Rows {
        /// `row-generator`'s set of files (`RowFileSet`): `gtk` or `gnustep`.
        let set: String
        /// The files the target compiles, by name.
        let files: [String]
        /// The XIBs the set's generator reads, relative to the package.
        let xibs: [String]
        /// The folders of sweep rows it reads, with the ending of the files it takes there.
        let sweepFolders: [(folder: String, suffix: String)]
    }

    /// The targets whose rows are generated, by name: what GtkRowFiles and GNUstepRowFiles read for them.
    static let generated: [String: Rows] = [
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
    ]

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
