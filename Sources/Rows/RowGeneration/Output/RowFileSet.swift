import Foundation

/// One toolkit's generated files, by the name a build asks for them: what `row-generator` (run by the
/// GenerateRows plugin) writes into a target's sources at build time, so that no generated code is committed.
public enum RowFileSet: String, CaseIterable, Sendable {
    /// `GtkRowFiles`: GTK 4's UI files, style sheet and C rows.
    case gtk
    /// `GNUstepRowFiles`: GNUstep's Cocoa XIBs and Objective-C rows.
    case gnustep
    /// `WebRowFiles`: the web engines' page, style and script.
    case web
    /// `SweepRowFiles`: the model's sweep rows in Swift and their XIBs, for the sizes of templates/sweep.
    case sweep
    /// `QtRowFiles`: Qt Widgets' forms and C++ rows (uic's headers are the build's, from the forms).
    case qt
    /// `QmlRowFiles`: Qt Quick's QML documents and C++ rows (qmlcachegen's, qmltc's and moc's output is the
    /// build's, from the documents).
    case qml
    /// `AutoLayoutXIBFiles`: the seed's and the sweep's rows with every label pinned, as XIBs.
    case autolayout

    /// Every file of the set, generated from the seed's XIBs of the package at `root`, by path relative to it.
    public func files(packageRoot root: URL) throws -> [String: String] {
        switch self {
        case .gtk: return try GtkRowFiles.files(packageRoot: root)
        case .gnustep: return try GNUstepRowFiles.files(packageRoot: root)
        case .web: return try WebRowFiles.files(packageRoot: root)
        case .sweep:
            // The sizes are those whose XIBs templates/sweep holds (`generate-sweep-rows.py --sizes` writes them), so
            // the build compiles a Swift row for every XIB the toolkits' sweep rows are made from.
            let xibs = try SeedXIBs(packageRoot: root)
            return try SweepRowFiles.files(from: xibs, sizes: xibs.sweepSizes)
        case .qt: return try QtRowFiles.files(packageRoot: root)
        case .qml: return try QmlRowFiles.files(packageRoot: root)
        case .autolayout: return try AutoLayoutXIBFiles.files(packageRoot: root)
        }
    }

    /// The files of the set that the package commits (those under `templates/`), by path relative to the package:
    /// what `row-generator SET PACKAGE OUTPUT --committed` writes after a XIB has changed. The others (code rows under
    /// `Sources/`) are written by the build alone. For `sweep`, `sizes` chooses the sizes whose XIBs are written
    /// (default: `SweepRowFiles.defaultSizes`, 1 to 100).
    public func committedFiles(packageRoot root: URL, sizes: [Int]? = nil) throws -> [String: String] {
        let all: [String: String]
        if self == .sweep {
            all = try SweepRowFiles.files(packageRoot: root, sizes: sizes ?? SweepRowFiles.defaultSizes)
        } else {
            all = try files(packageRoot: root)
        }
        return all.filter { $0.key.hasPrefix("templates/") }
    }

    /// The files named `names` (each a last path component, `GeneratedCodeRow.c`), generated from the seed's XIBs
    /// of the package at `root`, by name.
    public func files(named names: [String], packageRoot root: URL) throws -> [String: String] {
        try choose(names, from: files(packageRoot: root))
    }

    /// The files of `files` whose last path component is each of `names`, by that name.
    ///
    /// A build names the files it compiles by name alone (`GeneratedCodeRow.c`), since they no longer live at
    /// the path the generator gives them; a name that matches no file, or several, is refused rather than
    /// guessed, so a renamed file fails the build that expects it instead of leaving a stale one compiled.
    ///
    /// - Throws: `RowGenerationError` naming the set and the name at fault.
    public func choose(_ names: [String], from files: [String: String]) throws -> [String: String] {
        var chosen: [String: String] = [:]
        for name in names {
            let matches = files.keys.filter { ($0 as NSString).lastPathComponent == name }
            guard matches.count == 1, let path = matches.first else {
                let several = matches.sorted().joined(separator: ", ")
                throw RowGenerationError(
                    file: name,
                    reason: matches.isEmpty
                        ? "\(rawValue)'s generator writes no file of this name"
                        : "\(rawValue)'s generator writes several files of this name: \(several)")
            }
            chosen[name] = files[path]
        }
        return chosen
    }
}
