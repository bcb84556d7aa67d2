import Foundation
import TestFixtures

/// Generated files held byte for byte against the ones committed in the package (the code rows the build generates
/// and nothing commits are held to recorded digests instead: `BuildTimeFilesTests`).
enum ReferenceFiles {
    /// Nil when `made` is byte for byte the file at `path` under `root` (the package's, unless given); otherwise one
    /// line naming the file, the first line that differs, and both versions of it (or that the file is missing).
    /// `reference` names where the file under `root` came from, in the message.
    static func difference(
        _ path: String, made: String, under root: URL = PackagePaths.root, reference: String = "committed"
    ) -> String? {
        guard let kept = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) else {
            return "\(path): generated, but the \(reference) files have no such file"
        }
        guard Data(made.utf8) != kept else { return nil }
        let madeLines = made.split(separator: "\n", omittingEmptySubsequences: false)
        let keptLines = String(decoding: kept, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(madeLines.count, keptLines.count) {
            let madeLine = index < madeLines.count ? String(madeLines[index]) : "(end of file)"
            let keptLine = index < keptLines.count ? String(keptLines[index]) : "(end of file)"
            if madeLine != keptLine {
                return "\(path):\(index + 1) differs:\n  generated: \(madeLine)\n  \(reference): \(keptLine)"
            }
        }
        return "\(path): differs in bytes that are not lines (a line end or an encoding)"
    }

    /// The regular files under `folder` of the package, as paths relative to the package.
    static func files(under folder: String) throws -> Set<String> {
        let root = PackagePaths.inPackage(folder)
        let paths = try FileManager.default.subpathsOfDirectory(atPath: root.path)
        return Set(
            paths.filter { path in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(
                    atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory) && !isDirectory.boolValue
            }.map { "\(folder)/\($0)" })
    }
}
