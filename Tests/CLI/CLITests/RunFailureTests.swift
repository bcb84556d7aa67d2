import Foundation
import Testing

/// What a run folder under `output` holds, by name, hidden ones included.
private func entries(_ output: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
}

/// An earlier run's folder, to prove a failed or interrupted run never touches it.
private func makeEarlierRun(in output: URL) throws -> URL {
    let earlier = output.appendingPathComponent("2000-01-01T000000Z")
    try FileManager.default.createDirectory(at: earlier, withIntermediateDirectories: true)
    try "earlier\n".write(to: earlier.appendingPathComponent("samples.csv"), atomically: true, encoding: .utf8)
    return earlier
}

@Test func aWorkerThatDiesIsReportedWithItsVariantAndLeavesNoRunFolder() throws {
    let output = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    let earlier = try makeEarlierRun(in: output)
    // A seed of this run's own, so that the check at the end sees its workers only (not those of the
    // interrupted-run tests running beside it, nor of another test run on the machine).
    let seed = UInt64.random(in: 1_000_000_000...9_999_999_999)
    let result = try CommandRunner.run(
        CommandRunner.tinyRun + [
            "--output", output.path, "--inject-failure", "code/nofit",
            "--seed", "\(seed)",
        ])
    #expect(result.status != 0)
    #expect(result.stderr.contains("worker steady 1 failed while building variant code/nofit"))
    #expect(try entries(output) == ["2000-01-01T000000Z"])
    #expect(try String(contentsOf: earlier.appendingPathComponent("samples.csv"), encoding: .utf8) == "earlier\n")
    Thread.sleep(forTimeInterval: 0.2)
    #expect(try processesWhoseCommandLineContains("\"seed\":\(seed)").isEmpty, "the worker outlived the run")
}

/// Process ids whose command line contains `text`, from /proc.
private func processesWhoseCommandLineContains(_ text: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: "/proc").filter { Int($0) != nil }.filter { pid in
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
        return String(decoding: data, as: UTF8.self).contains(text)
    }
}

@Test(arguments: [SIGINT, SIGTERM])
func anInterruptedRunRemovesItsPartialFolderAndNothingElse(signal: Int32) throws {
    let output = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    let earlier = try makeEarlierRun(in: output)
    let (process, out, err) = try CommandRunner.start([
        "run", "--allow-debug", "--toolkits", "model", "--rounds", "100000", "--processes", "1",
        "--cold-processes", "0", "--output", output.path,
        "--seed", "987654321",
    ])
    let errors = ErrorReader(err.fileHandleForReading)
    // Interrupted while its one worker measures (the folder exists, the nibs are compiled, the handler is
    // long in place): the run must remove its folder whatever its own thread was doing.
    let deadline = Date().addingTimeInterval(60)
    while !errors.textSoFar().contains("steady worker 1/1 started"), Date() < deadline {
        Thread.sleep(forTimeInterval: 0.05)
    }
    #expect(try entries(output).contains { $0.hasSuffix(".partial") }, "\(errors.textSoFar())")
    kill(process.processIdentifier, signal)
    // A lost signal must fail this test, not hang the suite: the run would go on for hours.
    DispatchQueue.global().asyncAfter(deadline: .now() + 60) {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
    _ = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 128 + signal)
    #expect(errors.text().contains("interrupted"))
    #expect(try entries(output) == ["2000-01-01T000000Z"])
    #expect(try String(contentsOf: earlier.appendingPathComponent("samples.csv"), encoding: .utf8) == "earlier\n")
}
