import Foundation
import Testing

/// The worker executables beside `nib-or-not` load only their own toolkit's libraries (`ldd`, which follows every
/// library a library needs): the model's none, GTK's GTK alone, and so on. Loading the others is what they
/// exist to avoid.
@Suite struct WorkerExecutablesLinkTests {
    static let toolkitLibraries = ["gtk": "libgtk-4.so", "qt": "libQt6Widgets.so", "gnustep": "libgnustep-gui.so"]

    static func libraries(of executable: String) throws -> String {
        let path = CommandRunner.executable.deletingLastPathComponent().appendingPathComponent(executable).path
        let ldd = Process()
        ldd.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        ldd.arguments = [path]
        let output = Pipe()
        ldd.standardOutput = output
        try ldd.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        ldd.waitUntilExit()
        #expect(ldd.terminationStatus == 0, "ldd \(path)")
        return text
    }

    @Test(arguments: ["model", "gtk", "qt", "gnustep"])
    func eachWorkerLoadsOnlyItsOwnToolkit(_ group: String) throws {
        let libraries = try Self.libraries(of: "nib-or-not-worker-\(group)")
        #expect(libraries.contains("libjemalloc.so"), "\(libraries)")
        for (toolkit, library) in Self.toolkitLibraries {
            #expect(libraries.contains(library) == (toolkit == group), "\(group) worker and \(library)")
        }
    }

    /// Started by hand, a worker executable says in one line what it wants, and fails.
    @Test func aWorkerExecutableRefusesAMissingOrUnreadablePlan() throws {
        let path = CommandRunner.executable.deletingLastPathComponent().appendingPathComponent("nib-or-not-worker-model").path
        for (arguments, status, message) in [([String](), Int32(2), "Error: usage: "), (["{}"], 1, "Error: ")] {
            let worker = Process()
            worker.executableURL = URL(fileURLWithPath: path)
            worker.arguments = arguments
            let errors = Pipe()
            worker.standardError = errors
            worker.standardOutput = FileHandle.nullDevice
            try worker.run()
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            worker.waitUntilExit()
            #expect(worker.terminationStatus == status, "\(arguments)")
            #expect(text.hasPrefix(message) && text.split(separator: "\n").count == 1, "\(text)")
        }
    }

    /// `nib-or-not` itself links them all, which is why its `worker` subcommand is only the fallback.
    @Test func theCommandLoadsEveryToolkit() throws {
        let libraries = try Self.libraries(of: "nib-or-not")
        #expect(Self.toolkitLibraries.values.allSatisfy { libraries.contains($0) })
    }
}
