import Foundation
import PackagePlugin

/// Generates a target's rows from the seed's XIBs at build time (issue 56), so that the code the build compiles is
/// never committed and cannot drift from the XIBs: `row-generator` writes the target's files into the plugin's work
/// folder, and SwiftPM compiles them with the target's own sources (a real toolkit's C and Objective-C code rows,
/// and the model's sweep rows in Swift for Builders).
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
        let files = try rows.files + Self.sweepSizes(root).flatMap { size in rows.perSweepSize.map { $0(size) } }
        return [
            .buildCommand(
                displayName: "Generating \(target.name)'s rows from the seed's XIBs: "
                    + files.joined(separator: ", "),
                executable: try context.tool(named: "row-generator").url,
                arguments: [rows.set, root.path, output.path] + files,
                inputFiles: inputs,
                outputFiles: files.map { output.appending(path: $0) })
        ]
    }

    /// What one target's generated rows are made of.
    struct Rows {
        /// `row-generator`'s set of files (`RowFileSet`): `gtk`, `gnustep` or `sweep`.
        let set: String
        /// The files the target compiles, by name.
        let files: [String]
        /// The XIBs the set's generator reads, relative to the package.
        let xibs: [String]
        /// The folders of sweep rows it reads, with the ending of the files it takes there.
        let sweepFolders: [(folder: String, suffix: String)]
        /// The files it compiles for each size of the sweep (each templates/sweep/RowN-nofit.xib), by name.
        var perSweepSize: [@Sendable (Int) -> String] = []
    }

    /// The targets whose rows are generated, by name: what GtkRowFiles, GNUstepRowFiles and SweepRowFiles read for
    /// them.
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
    ]

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
