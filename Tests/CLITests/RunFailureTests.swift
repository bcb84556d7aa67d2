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
    // Its own seed, so the check below cannot see the worker of the interrupted-run test running beside it.
    let result = try CommandRunner.run(CommandRunner.tinyRun + ["--output", output.path, "--inject-failure", "code/nofit",
                                                                "--seed", "123454321"])
    #expect(result.status != 0)
    #expect(result.stderr.contains("worker steady 1 failed while building variant code/nofit"))
    #expect(try entries(output) == ["2000-01-01T000000Z"])
    #expect(try String(contentsOf: earlier.appendingPathComponent("samples.csv"), encoding: .utf8) == "earlier\n")
    Thread.sleep(forTimeInterval: 0.2)
    #expect(try processesWhoseCommandLineContains("\"seed\":123454321").isEmpty, "the worker outlived the run")
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
    let (process, out, err) = try CommandRunner.start(["run", "--allow-debug", "--rounds", "100000", "--processes", "1",
                                                       "--cold-processes", "0", "--output", output.path,
                                                       "--seed", "987654321"])
    let errors = ErrorReader(err.fileHandleForReading)
    let deadline = Date().addingTimeInterval(30)
    while try !entries(output).contains(where: { $0.hasSuffix(".partial") }), Date() < deadline {
        Thread.sleep(forTimeInterval: 0.05)
    }
    Thread.sleep(forTimeInterval: 0.3)  // let the worker start
    kill(process.processIdentifier, signal)
    _ = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 128 + signal)
    #expect(errors.text().contains("interrupted"))
    #expect(try entries(output) == ["2000-01-01T000000Z"])
    #expect(try String(contentsOf: earlier.appendingPathComponent("samples.csv"), encoding: .utf8) == "earlier\n")
}
