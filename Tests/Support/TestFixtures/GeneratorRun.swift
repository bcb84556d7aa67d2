import Foundation

/// One run of a generator script of `scripts/` into a fresh temporary folder, for the tests that check the
/// committed generated files are exactly what their generator writes.
public struct GeneratorRun {
    /// The folder the script wrote into (its `--output`); removed by `remove()`.
    public let output: URL

    /// Runs `python3 scripts/SCRIPT --output FOLDER`; throws the script's standard error when it fails.
    public init(_ script: String) throws {
        output = FileManager.default.temporaryDirectory.appendingPathComponent("generator-\(UUID().uuidString)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", PackagePaths.inPackage("scripts/\(script)").path, "--output", output.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            remove()
            throw GeneratorError(description: "scripts/\(script): \(message)")
        }
    }

    public func remove() { try? FileManager.default.removeItem(at: output) }

    /// The regular files under `directory`, as paths relative to it.
    public static func regularFiles(under directory: URL) throws -> Set<String> {
        let paths = try FileManager.default.subpathsOfDirectory(atPath: directory.path)
        return Set(
            paths.filter { path in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(
                    atPath: directory.appendingPathComponent(path).path, isDirectory: &isDirectory)
                    && !isDirectory.boolValue
            })
    }
}

public struct GeneratorError: Error, CustomStringConvertible {
    public let description: String
}
