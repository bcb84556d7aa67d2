import Foundation
import Testing

/// Where the package and the folders beside it are, found from this file's own path, so test files can
/// move between folders without their paths changing.
public enum PackagePaths {
    /// The folder holding Package.swift.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A path inside the package, e.g. `templates/Cell.xib` or `Tests/Measuring/ReportsTests/Golden`.
    public static func inPackage(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }
}

/// `../shared`: the real XIB corpora and research beside the package, which a user's clone does not have.
///
/// Tests that read it carry the trait `SharedFolder.needed`: on a bare clone they are skipped, and Swift Testing
/// prints each one as skipped with the reason. Under `CI=true` they always
/// run, so a CI machine without the folder fails instead of silently losing them.
public enum SharedFolder {
    public static let url = PackagePaths.root.deletingLastPathComponent().appendingPathComponent("shared")

    public static var isPresent: Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// CI must run every test: there a missing `../shared` is a failure, not a skip.
    public static var isRequired: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    public static var shouldRun: Bool { isPresent || isRequired }

    /// The trait of a test that reads `../shared`.
    public static var needed: ConditionTrait {
        .enabled(
            if: shouldRun,
            "../shared (the real XIB corpora) is not beside the package; CI=true makes its absence a failure")
    }

    /// A folder of real XIBs inside `../shared`, e.g. `xib-corpus`.
    public static func corpus(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// The `.xib` files of a corpus folder, sorted; empty when the folder is absent.
    public static func xibFiles(in corpus: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: self.corpus(corpus).path)) ?? [])
            .filter { $0.hasSuffix(".xib") }.sorted()
    }
}
