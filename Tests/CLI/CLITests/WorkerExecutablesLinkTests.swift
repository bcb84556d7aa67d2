import Foundation
import Results
import Testing

/// The worker executables beside `nib-or-not` load only their own toolkit's libraries (`ldd`, which follows every
/// library a library needs): the model's none, GTK's GTK alone, and so on. Loading the others is what they
/// exist to avoid. Which executable and which library are each toolkit's declaration's (`workerExecutable`,
/// `library`, `builtOn`), so a new toolkit is checked here by its declaration alone.
@Suite struct WorkerExecutablesLinkTests {
    /// Each declared library, by the toolkit whose it is.
    static let toolkitLibraries = Dictionary(
        uniqueKeysWithValues: ToolkitDeclaration.all.compactMap { toolkit in
            toolkit.library.map { (toolkit.name, $0) }
        })

    /// A file built beside `nib-or-not`.
    static func built(_ name: String) -> URL {
        CommandRunner.executable.deletingLastPathComponent().appendingPathComponent(name)
    }

    static func libraries(of executable: String) throws -> String {
        let ldd = try CommandRunner.run([built(executable).path], program: URL(fileURLWithPath: "/usr/bin/ldd"))
        #expect(ldd.status == 0, "ldd \(executable): \(ldd.stderr)")
        return ldd.stdout
    }

    @Test(arguments: ToolkitDeclaration.all.map(\.name))
    func eachWorkerLoadsOnlyItsOwnToolkit(_ group: String) throws {
        let declaration = try #require(ToolkitDeclaration.named(group))
        let libraries = try Self.libraries(of: declaration.workerExecutable)
        #expect(libraries.contains("libjemalloc.so"), "\(libraries)")
        for (toolkit, library) in Self.toolkitLibraries {
            #expect(
                libraries.contains(library) == (toolkit == group || declaration.builtOn == toolkit),
                "\(group) worker and \(library)")
        }
    }

    /// Started by hand, a worker executable says in one line what it wants, and fails.
    @Test func aWorkerExecutableRefusesAMissingOrUnreadablePlan() throws {
        for (arguments, status, message) in [([String](), Int32(2), "Error: usage: "), (["{}"], 1, "Error: ")] {
            let worker = try CommandRunner.run(
                arguments, program: Self.built(ToolkitDeclaration.theModel.workerExecutable))
            #expect(worker.status == status, "\(arguments)")
            #expect(
                worker.stderr.hasPrefix(message) && worker.stderr.split(separator: "\n").count == 1, "\(worker.stderr)")
        }
    }

    /// `nib-or-not` itself links them all, which is why its `worker` subcommand is only the fallback.
    @Test func theCommandLoadsEveryToolkit() throws {
        let libraries = try Self.libraries(of: "nib-or-not")
        #expect(Self.toolkitLibraries.values.allSatisfy { libraries.contains($0) })
    }
}
