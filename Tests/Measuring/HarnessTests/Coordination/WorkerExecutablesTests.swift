import Foundation
@testable import Harness
import Results
import Testing

/// Each worker starts with the executable that links only what its variants need, when that executable is beside
/// `nib-or-not`; else with `nib-or-not worker`.
@Suite struct WorkerExecutablesTests {
    /// A folder with a `nib-or-not`, the model's and GTK's worker executables, and a Qt worker that cannot run.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "worker-executables-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, mode) in [
            ("nib-or-not", 0o755), ("nib-or-not-worker-model", 0o755), ("nib-or-not-worker-gtk", 0o755),
            ("nib-or-not-worker-qt", 0o644),
        ] {
            let path = folder.appendingPathComponent(name).path
            try #require(
                FileManager.default.createFile(
                    atPath: path, contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: mode]))
        }
        return folder
    }

    @Test func eachGroupGetsItsOwnExecutableWhenOneIsBeside() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let main = folder.appendingPathComponent("nib-or-not").path
        let executables = WorkerExecutables.beside(main)
        #expect(executables.shared == [main, "worker"])
        #expect(executables.command(toolkits: []) == [folder.appendingPathComponent("nib-or-not-worker-model").path])
        #expect(executables.command(toolkits: ["gtk"]) == [folder.appendingPathComponent("nib-or-not-worker-gtk").path])
        // Not executable, missing, or two toolkits in one worker: the executable that links them all.
        #expect(executables.command(toolkits: ["qt"]) == [main, "worker"])
        #expect(executables.command(toolkits: ["gnustep"]) == [main, "worker"])
        #expect(executables.command(toolkits: ["gtk", "qt"]) == [main, "worker"])
        #expect(
            executables.described(groups: ["model", "gtk", "qt"])
                == ["model": "nib-or-not-worker-model", "gtk": "nib-or-not-worker-gtk", "qt": "nib-or-not worker"])
    }

    /// A symbolic link to `nib-or-not` from another folder finds the worker executables beside the file itself.
    @Test func aLinkToTheCommandFindsTheWorkersBesideItsTarget() throws {
        let folder = try Self.folder()
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent(
            "worker-link-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: elsewhere)
        }
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let link = elsewhere.appendingPathComponent("nib-or-not").path
        try FileManager.default.createSymbolicLink(
            atPath: link, withDestinationPath: folder.appendingPathComponent("nib-or-not").path)
        let executables = WorkerExecutables.beside(link, toolkits: [.gtk])
        #expect(executables.shared == [link, "worker"])
        #expect(
            executables.command(toolkits: ["gtk"]) == [
                folder.appendingPathComponent("nib-or-not-worker-gtk").resolvingSymlinksInPath().path
            ])
    }

    @Test func aBuildWithoutWorkerExecutablesRunsEveryWorkerAsItsWorkerSubcommand() {
        let executables = WorkerExecutables.beside("/nonexistent/nib-or-not")
        #expect(executables.own.isEmpty)
        #expect(executables.command(toolkits: []) == ["/nonexistent/nib-or-not", "worker"])
        #expect(executables.command(toolkits: ["gtk"]) == ["/nonexistent/nib-or-not", "worker"])
    }

    /// The launcher starts the executable the toolkits choose: here scripts that say which they are.
    @Test func theLauncherStartsTheChosenExecutable() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, says) in [("nib-or-not", "shared $1"), ("nib-or-not-worker-model", "model $1")] {
            try Data("#!/bin/sh\necho \(says)\n".utf8).write(to: folder.appendingPathComponent(name))
        }
        let launcher = ProcessWorkerLauncher(executables: .beside(folder.appendingPathComponent("nib-or-not").path))
        for (toolkits, line) in [(Set<String>(), "model PLAN"), (["qt"], "shared worker")] {
            let worker = try Self.retryingWhileBusy { try launcher.launch(arguments: ["PLAN"], toolkits: toolkits) }
            #expect(worker.nextLine() == line)
            #expect(worker.waitForExit().succeeded)
        }
    }

    /// Runs `start` again, for up to a few seconds, while it fails with "Text file busy": a child that another test
    /// forks while a script here is open for writing holds it open until that child's own exec, and starting the
    /// script then fails with ETXTBSY. Workers never start a file just written, so only the tests need this.
    static func retryingWhileBusy<T>(_ start: () throws -> T) throws -> T {
        for _ in 1..<50 {
            do { return try start() } catch  where "\(error)".contains("Text file busy") { usleep(100_000) }
        }
        return try start()
    }

    /// The coordinator names each worker's toolkits: none for the model's workers, the group's toolkit for a
    /// toolkit group's steady and cold workers.
    @Test func theCoordinatorNamesEachWorkersToolkits() throws {
        var plan = RunCoordinatorTests.plan
        plan.toolkitGroups = [
            ToolkitGroup(
                toolkit: "gtk", variants: ["gtk-code/fit"], processes: 2, warmupRounds: 1,
                rounds: 2, coldProcesses: 1, countingRows: 3)
        ]
        let launcher = ScriptedLauncher(RunCoordinatorTests.goodWorker)
        _ = try RunCoordinator(launcher: launcher).run(plan) { _ in }
        let named = zip(launcher.plans, launcher.toolkits).map { ($0.variants.contains("gtk-code/fit"), $1) }
        #expect(named.filter(\.0).count == 3 && named.filter(\.0).allSatisfy { $0.1 == ["gtk"] })
        #expect(named.filter { !$0.0 }.count == 7 && named.filter { !$0.0 }.allSatisfy { $0.1.isEmpty })
    }
}
