import Foundation
import Testing

/// The worker executables beside `nib-or-not` load only their own toolkit's libraries (`ldd`, which follows every
/// library a library needs): the model's none, GTK's GTK alone, and so on. Loading the others is what they
/// exist to avoid.
@Suite struct WorkerExecutablesLinkTests {
    static let toolkitLibraries = ["gtk": "libgtk-4.so", "qt": "libQt6Widgets.so", "qml": "libQt6Quick.so", "gnustep": "libgnustep-gui.so",
                                   "webkit": "libwebkitgtk-6.0.so"]
    /// Toolkits built on another's library: WebKitGTK's UI process is GTK 4.
    static let builtOn = ["webkit": "gtk"]

    /// A file built beside `nib-or-not`.
    static func built(_ name: String) -> URL { CommandRunner.executable.deletingLastPathComponent().appendingPathComponent(name) }

    static func libraries(of executable: String) throws -> String {
        let ldd = try CommandRunner.run([built(executable).path], program: URL(fileURLWithPath: "/usr/bin/ldd"))
        #expect(ldd.status == 0, "ldd \(executable): \(ldd.stderr)")
        return ldd.stdout
    }

    @Test(arguments: ["model", "gtk", "qt", "qml", "gnustep", "chromium", "webkit"])
    func eachWorkerLoadsOnlyItsOwnToolkit(_ group: String) throws {
        let libraries = try Self.libraries(of: "nib-or-not-worker-\(group)")
        #expect(libraries.contains("libjemalloc.so"), "\(libraries)")
        for (toolkit, library) in Self.toolkitLibraries {
            #expect(libraries.contains(library) == (toolkit == group || Self.builtOn[group] == toolkit), "\(group) worker and \(library)")
        }
    }

    /// Started by hand, a worker executable says in one line what it wants, and fails.
    @Test func aWorkerExecutableRefusesAMissingOrUnreadablePlan() throws {
        for (arguments, status, message) in [([String](), Int32(2), "Error: usage: "), (["{}"], 1, "Error: ")] {
            let worker = try CommandRunner.run(arguments, program: Self.built("nib-or-not-worker-model"))
            #expect(worker.status == status, "\(arguments)")
            #expect(worker.stderr.hasPrefix(message) && worker.stderr.split(separator: "\n").count == 1, "\(worker.stderr)")
        }
    }

    /// `nib-or-not` itself links them all, which is why its `worker` subcommand is only the fallback.
    @Test func theCommandLoadsEveryToolkit() throws {
        let libraries = try Self.libraries(of: "nib-or-not")
        #expect(Self.toolkitLibraries.values.allSatisfy { libraries.contains($0) })
    }
}
