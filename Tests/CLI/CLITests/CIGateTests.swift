import Foundation
import Testing

/// Runs scripts/ci-gate.sh, the workflow's gate, with a stand-in for `nib-or-not ab` on both sides (no
/// revision is built, no instructions counted): the stand-in prints `verdict`, records the arguments it was
/// given and exits with `status`. The gate's own job is the plumbing (arguments through, output through tee,
/// the comparison's status kept under pipefail), and a stand-in tests that without depending on timings;
/// `ab`'s verdicts are tested on known data in ABComparisonTests and end to end in ABCommandTests.
private func gate(verdict: String, status: Int32) throws -> (status: Int32, output: String, arguments: [String]) {
    // Under .build, not the temporary folder, which may be mounted without the right to execute.
    let folder = CommandRunner.packageRoot.appendingPathComponent(".build/ci-gate-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = folder.appendingPathComponent("arguments.txt")
    let standIn = folder.appendingPathComponent("ab-stand-in")
    try """
    #!/usr/bin/env bash
    printf '%s\\n' "$@" > '\(arguments.path)'
    echo '\(verdict)'
    exit \(status)

    """.write(to: standIn, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: standIn.path)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [CommandRunner.packageRoot.appendingPathComponent("scripts/ci-gate.sh").path, "HEAD"]
    process.currentDirectoryURL = CommandRunner.packageRoot
    var environment = ProcessInfo.processInfo.environment
    environment["BASE_EXE"] = "/base/nib-or-not"
    environment["HEAD_EXE"] = standIn.path
    environment["SKIP_INSTRUCTIONS"] = "1"
    environment["AB_OPTIONS"] = "--pairs 8 --threshold 20"
    environment["GITHUB_STEP_SUMMARY"] = nil
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let given = (try? String(contentsOf: arguments, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
    return (process.terminationStatus, text, given)
}

/// A regression fails the gate even though the comparison is piped through tee; no regression passes it;
/// unusable input keeps its own status, and so does a variant undecided at `ab`'s cap (3), for the workflow to
/// judge. Either side of a broken `pipefail` would turn 1, 2 and 3 into 0.
@Test(arguments: [
    ("REGRESSION: code/fit", Int32(1)), ("No regression: 16 not slower", 0), ("nothing in common", 2),
    ("UNDECIDED at the cap: nib/nofit", 3),
])
func theWorkflowGateExitsWithTheComparisonsStatus(verdict: String, status: Int32) throws {
    let result = try gate(verdict: verdict, status: status)
    #expect(result.status == status, "\(result.output)")
    #expect(result.output.contains(verdict))
}

/// The gate runs the head build's `ab` with the base build first, the head second, the options of
/// AB_OPTIONS, a scratch output folder and Markdown (for the job summary).
@Test func theWorkflowGatePassesBothBuildsAndTheOptionsToAB() throws {
    let result = try gate(verdict: "No regression", status: 0)
    let arguments = result.arguments
    try #require(arguments.count >= 7, "\(arguments)")
    #expect(arguments[0] == "ab" && arguments[1] == "/base/nib-or-not" && arguments[2].hasSuffix("ab-stand-in"))
    #expect(Array(arguments[3..<7]) == ["--pairs", "8", "--threshold", "20"])
    #expect(arguments.contains("--output") && arguments.suffix(2) == ["--format", "markdown"])
}

/// The example workflow runs that script, under pipefail, on base and head.
@Test func theWorkflowRunsTheGate() throws {
    let workflow = try String(
        contentsOf: CommandRunner.packageRoot.appendingPathComponent(".github/workflows/benchmark.yml"),
        encoding: .utf8)
    #expect(workflow.contains("scripts/ci-gate.sh \"$base\" HEAD"))
    #expect(workflow.contains("pipefail"))
    #expect(workflow.contains("fetch-depth: 0"))
}
