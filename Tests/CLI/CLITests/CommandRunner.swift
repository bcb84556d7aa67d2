import Foundation
import TestFixtures

/// Runs the built `nib-or-not` executable the way a user does, from the package folder.
enum CommandRunner {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    static let packageRoot = PackagePaths.root

    /// The executable sits beside the test bundle in the build products folder.
    static var executable: URL {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var folder = testBinary.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("nib-or-not").path),
            folder.path != "/"
        {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("nib-or-not")
    }

    /// Starts `program` (the built `nib-or-not` unless named) with `arguments` in `directory`.
    static func start(
        _ arguments: [String], directory: URL = packageRoot, program: URL = executable,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> (Process, Pipe, Pipe) {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        // Help is wrapped to COLUMNS when it is set (to 80 when not, output being a pipe); a terminal's width
        // must not change what the golden files expect.
        var environment = environment
        environment["COLUMNS"] = nil
        environment["LINES"] = nil
        process.environment = environment
        try process.run()
        return (process, out, err)
    }

    static func run(
        _ arguments: [String], directory: URL = packageRoot, program: URL = executable,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> Result {
        let (process, out, err) = try start(arguments, directory: directory, program: program, environment: environment)
        let errors = ErrorReader(err.fileHandleForReading)
        let output = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self),
            stderr: errors.text())
    }

    /// A scratch folder removed by the caller.
    /// The variants a run folder's samples.csv holds samples of.
    static func variantsMeasured(in run: URL) throws -> Set<String> {
        let samples = try String(contentsOf: run.appendingPathComponent("samples.csv"), encoding: .utf8)
        return Set(samples.split(separator: "\n").dropFirst().map { String($0.split(separator: ",")[0]) })
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("nib-or-not-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The smallest run that exercises every part: two workers, three rounds, one cold process per variant.
    static let tinyRun = [
        "run", "--allow-debug", "--toolkits", "model", "--processes", "2", "--rounds", "3", "--warmup", "1",
        "--cold-processes", "1", "--cold-rows", "2", "--min-batch-us", "1",
    ]
}

/// Drains a pipe on a background thread so a full pipe never blocks the child; what came so far can be
/// read while the child runs.
final class ErrorReader: @unchecked Sendable {
    private var data = Data()
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            while case let chunk = handle.availableData, !chunk.isEmpty {
                lock.withLock { data.append(chunk) }
            }
            done.signal()
        }
    }

    /// What the child has written so far.
    func textSoFar() -> String {
        lock.withLock { String(decoding: data, as: UTF8.self) }
    }

    /// Everything, once the child has closed the pipe.
    func text() -> String {
        done.wait()
        return textSoFar()
    }
}
