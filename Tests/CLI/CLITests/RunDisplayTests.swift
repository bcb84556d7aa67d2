import Foundation
import Testing

/// A run that measures GTK with no `$DISPLAY` starts an X server of its own, and stops it on every way out:
/// at the end, when a worker crashes, and on Ctrl-C or SIGTERM. The server is started through a wrapper
/// (`NIB_OR_NOT_XVFB`) that writes its process id to a file and then becomes Xvfb, so the test can ask
/// whether that very process still exists afterwards.
private func withWrapper(_ body: (_ environment: [String: String], _ pidFile: URL) throws -> Void) throws {
    guard
        ProcessInfo.processInfo.environment["PATH"].map({ path in
            path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/Xvfb") }
        }) == true
    else {
        try #require(ProcessInfo.processInfo.environment["CI"] != "true", "Xvfb is not installed")
        print("skipped: Xvfb is not installed (scripts/install-system-packages.sh installs xvfb)")
        return
    }
    // Under .build, not the temporary folder, which may be mounted without the right to execute.
    let folder = CommandRunner.packageRoot.appendingPathComponent(".build/display-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let pidFile = folder.appendingPathComponent("xvfb.pid"), wrapper = folder.appendingPathComponent("xvfb-wrapper")
    try "#!/bin/sh\necho $$ > '\(pidFile.path)'\nexec Xvfb \"$@\"\n".write(
        to: wrapper, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper.path)
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = nil
    environment["NIB_OR_NOT_XVFB"] = wrapper.path
    try body(environment, pidFile)
}

/// The server's process id, once the run has started it.
private func serverProcess(_ pidFile: URL) throws -> pid_t {
    let text = try String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    return try #require(pid_t(text))
}

/// Whether `pid` is gone; a run's server is its child, so a zombie left for a moment is waited out.
private func isGone(_ pid: pid_t) -> Bool {
    for _ in 0..<100 {
        if kill(pid, 0) != 0 { return true }
        Thread.sleep(forTimeInterval: 0.05)
    }
    return false
}

private let gtkRun = [
    "run", "--allow-debug", "--toolkits", "gtk", "--variants", "gtk-code/fit", "--no-self-check",
    "--cold-processes", "0", "--toolkit-processes", "1",
]

@Test func aRunStopsItsOwnDisplayWhenAWorkerCrashes() throws {
    try withWrapper { environment, pidFile in
        let output = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try CommandRunner.run(
            gtkRun + [
                "--toolkit-rounds", "3", "--output", output.path,
                "--inject-failure", "gtk-code/fit",
            ], environment: environment)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("while building variant gtk-code/fit"), "\(result.stderr)")
        #expect(isGone(try serverProcess(pidFile)))
    }
}

@Test func aRunStopsItsOwnDisplayWhenItEnds() throws {
    try withWrapper { environment, pidFile in
        let output = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try CommandRunner.run(
            gtkRun + ["--toolkit-rounds", "3", "--output", output.path], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(isGone(try serverProcess(pidFile)))
    }
}

@Test(arguments: [SIGINT, SIGTERM])
func anInterruptedRunStopsItsOwnDisplay(signal: Int32) throws {
    try withWrapper { environment, pidFile in
        let output = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let (process, out, err) = try CommandRunner.start(
            gtkRun + ["--toolkit-rounds", "1000000", "--output", output.path],
            environment: environment)
        let errors = ErrorReader(err.fileHandleForReading)
        let deadline = Date().addingTimeInterval(60)
        while !errors.textSoFar().contains("steady worker 1/1 started"), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
        }
        let server = try serverProcess(pidFile)
        #expect(kill(server, 0) == 0, "the server should run while the worker measures")
        kill(process.processIdentifier, signal)
        DispatchQueue.global().asyncAfter(deadline: .now() + 60) {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        _ = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 128 + signal, "\(errors.text())")
        #expect(isGone(server))
    }
}
