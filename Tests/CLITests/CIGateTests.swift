import Foundation
import Testing

/// Runs scripts/ci-gate.sh, the workflow's gate, with this test build as both base and head (no revision is
/// built, no instructions counted), in a tiny interleaved run; returns its exit status and output.
private func gate(slower: String?) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [CommandRunner.packageRoot.appendingPathComponent("scripts/ci-gate.sh").path, "HEAD"]
    process.currentDirectoryURL = CommandRunner.packageRoot
    var environment = ProcessInfo.processInfo.environment
    environment["BASE_EXE"] = CommandRunner.executable.path
    environment["HEAD_EXE"] = CommandRunner.executable.path
    environment["SKIP_INSTRUCTIONS"] = "1"
    environment["AB_OPTIONS"] = "--pairs 8 --rounds 8 --warmup 1 --variants code/fit --threshold 20"
    environment["GITHUB_STEP_SUMMARY"] = nil
    environment["NIB_OR_NOT_SELF_TEST_SLOWER"] = slower
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
}

/// A fake regression (the harness self-test: the candidate's code/fit rows do 200% more work) fails the gate,
/// even though the comparison is piped through tee; the same build on both sides passes. The threshold of
/// 20% and a slowdown far beyond it keep the tiny run's noise from deciding either outcome (a 60% slowdown
/// once measured 1.17–1.89 on a busy machine, which is rightly inconclusive at 20%).
@Test func theWorkflowGateFailsOnAFakeRegressionAndPassesWithoutOne() throws {
    let regressed = try gate(slower: "code/fit:200")
    #expect(regressed.status == 1, "\(regressed.output)")
    #expect(regressed.output.contains("REGRESSION: code/fit"))
    let clean = try gate(slower: nil)
    #expect(clean.status == 0, "\(clean.output)")
    #expect(clean.output.contains("No regression"))
}

/// The example workflow runs that script, under pipefail, on base and head.
@Test func theWorkflowRunsTheGate() throws {
    let workflow = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent(".github/workflows/benchmark.yml"),
                              encoding: .utf8)
    #expect(workflow.contains("scripts/ci-gate.sh \"$base\" HEAD"))
    #expect(workflow.contains("pipefail"))
    #expect(workflow.contains("fetch-depth: 0"))
}
