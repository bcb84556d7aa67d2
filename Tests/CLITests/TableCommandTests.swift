import Foundation
import Testing

@Test func aTableRunWritesItsFolderWithFramesSummaryChartAndVerdicts() throws {
    let output = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try CommandRunner.run(["table", "--allow-debug", "--processes", "1", "--constructions", "code,flat",
                                        "--scenarios", "first-screen,updates-throttled", "--output", output.path])
    try #require(result.status == 0, "\(result.stderr)")
    let folders = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { !$0.hasPrefix(".") }
    let run = output.appendingPathComponent(try #require(folders.first))
    #expect(try FileManager.default.contentsOfDirectory(atPath: run.path).sorted()
            == ["frames.csv", "frames.svg", "report.md", "table-summary.csv", "work.csv"])
    // One work record per construction for the one update scenario of the one process.
    let work = try String(contentsOf: run.appendingPathComponent("work.csv"), encoding: .utf8).split(separator: "\n")
    #expect(work.first == "process,construction,scenario,changes,reloads,cells_configured" && work.count == 1 + 2)
    #expect(work.dropFirst().allSatisfy { $0.contains(",updates-throttled,600,") })
    let summary = try String(contentsOf: run.appendingPathComponent("table-summary.csv"), encoding: .utf8)
    #expect(summary.split(separator: "\n").count == 1 + 2 * 2)
    #expect(result.stdout.contains("first-screen, code: ") && result.stdout.contains("updates-throttled, flat: ")
            && result.stdout.contains(" reloads for 600 changes"))
}

@Test(arguments: [
    (["--constructions", "code,pasta"], "--constructions: unknown construction 'pasta'"),
    (["--scenarios", "sliding"], "--scenarios: unknown scenario 'sliding'"),
    (["--processes", "0"], "--processes must be at least 1"),
    (["--throttle-interval", "0"], "--throttle-interval must be a number of seconds above 0"),
])
func badTableOptionsAreOneLineErrors(arguments: [String], message: String) throws {
    let output = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try CommandRunner.run(["table", "--allow-debug", "--output", output.path] + arguments)
    #expect(result.status == 64)
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).isEmpty)
}
