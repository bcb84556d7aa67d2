import Foundation
import TestFixtures
import Testing

/// The files every run folder holds.
private let runFiles = [
    "allocations.csv", "cold.csv", "cold.svg", "comparisons.csv", "distribution.svg", "ratios.svg",
    "report.md", "row-fit.svg", "row-nofit.svg", "run.json", "samples.csv", "summary.csv",
]

/// Runs the tiny benchmark into a new folder and returns the run folder.
private func tinyRun(into output: URL, _ extra: [String] = []) throws -> URL {
    let result = try CommandRunner.run(CommandRunner.tinyRun + ["--output", output.path] + extra)
    try #require(result.status == 0, "\(result.stderr)")
    let folders = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { !$0.hasPrefix(".") }
    return output.appendingPathComponent(try #require(folders.sorted().last))
}

@Test func aRunWritesACompleteFolderAndReportReproducesItByteForByte() throws {
    let output = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    let run = try tinyRun(into: output, ["--variants", "code/*"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: run.path).sorted() == runFiles)
    let report = try String(contentsOf: run.appendingPathComponent("report.md"), encoding: .utf8)
    #expect(report.contains("DEBUG BUILD"))
    let before = try runFiles.map { try Data(contentsOf: run.appendingPathComponent($0)) }
    let regenerated = try CommandRunner.run(["report", run.path])
    #expect(regenerated.status == 0, "\(regenerated.stderr)")
    #expect(try runFiles.map { try Data(contentsOf: run.appendingPathComponent($0)) } == before)
}

@Test func compareOfTwoRunsPrintsATableAndExitsByItsDocumentedCodes() throws {
    let output = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    let first = try tinyRun(into: output, ["--variants", "code/nofit", "--no-self-check", "--processes", "6"])
    // The same run as candidate: ratio exactly 1, nothing regressed.
    let same = try CommandRunner.run(["compare", first.path, first.path])
    #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
    #expect(same.stdout.contains("| code/nofit |"))
    // The fixture's hand-made run, and the same with every batch taking twice as long: a regression whatever
    // the machine did during the tiny run, which is what `compare`'s exit status is tested on here (its
    // statistics are tested on known data in RunComparisonTests).
    var doubled = Fixture.data()
    for index in doubled.samples.indices { doubled.samples[index].nanoseconds *= 2 }
    let baseline = try Fixture.runFolder(), candidate = try Fixture.runFolder(doubled)
    defer { for folder in [baseline, candidate] { try? FileManager.default.removeItem(at: folder) } }
    let regressed = try CommandRunner.run(["compare", baseline.path, candidate.path])
    #expect(regressed.status == 1, "\(regressed.stdout)\(regressed.stderr)")
    #expect(regressed.stdout.contains("regression"))
    let missing = try CommandRunner.run(["compare", first.path, output.appendingPathComponent("nothing").path])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("nothing"))
}

@Test func reportOfABrokenCSVFailsAndKeepsTheOldReport() throws {
    let output = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    let run = try tinyRun(into: output, ["--variants", "code/fit", "--no-self-check"])
    let reportBefore = try Data(contentsOf: run.appendingPathComponent("report.md"))
    let samples = run.appendingPathComponent("samples.csv")
    var text = try String(contentsOf: samples, encoding: .utf8)
    text = text.replacingOccurrences(of: "\ncode/fit,code,fit,1,1,", with: "\ncode/fit,code,fit,1,x,")
    try text.write(to: samples, atomically: true, encoding: .utf8)
    let result = try CommandRunner.run(["report", run.path])
    #expect(result.status != 0)
    #expect(result.stderr.contains("samples.csv:2"))
    #expect(try Data(contentsOf: run.appendingPathComponent("report.md")) == reportBefore)
}

@Test func aTimeBudgetStopsStartingWorkersButRunsAtLeastTwo() throws {
    let output = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    let run = try tinyRun(
        into: output,
        [
            "--variants", "code/nofit", "--no-self-check", "--processes", "6",
            "--time-budget", "0.001",
        ])
    let metadata = try String(contentsOf: run.appendingPathComponent("run.json"), encoding: .utf8)
    #expect(metadata.contains("\"steadyProcessesRun\" : 2"))
    let report = try String(contentsOf: run.appendingPathComponent("report.md"), encoding: .utf8)
    #expect(report.contains("2 of 6 planned"))
}

/// `compare --paired`: the two sides of an `ab` run read back and compared pair by pair, as `ab` does. Here the
/// fixture's run against the same run with code/fit 3% slower in every process (each a little differently):
/// ab's table, every pair kept, the regression named, exit 1; without `--paired` the same folders get
/// compare's own table; a missing side exits 2 naming it.
@Test func comparePairedReadsBackTheTwoSidesOfAnABRun() throws {
    var slower = Fixture.data()
    for index in slower.samples.indices where slower.samples[index].variant == "code/fit" {
        let own = 1.03 * (1 + 0.002 * Fixture.jitter(slower.samples[index].process, 0, 7))
        slower.samples[index].nanoseconds = UInt64((Double(slower.samples[index].nanoseconds) * own).rounded())
    }
    let baseline = try Fixture.runFolder(), candidate = try Fixture.runFolder(slower)
    defer { for folder in [baseline, candidate] { try? FileManager.default.removeItem(at: folder) } }
    let paired = try CommandRunner.run(["compare", "--paired", baseline.path, candidate.path, "--format", "text"])
    #expect(paired.status == 1, "\(paired.stdout)\(paired.stderr)")
    #expect(paired.stdout.hasPrefix("nib-or-not ab") && paired.stdout.contains("REGRESSION: code/fit"))
    #expect(paired.stdout.contains(" 10/10 "))
    let unpaired = try CommandRunner.run(["compare", baseline.path, candidate.path, "--format", "text"])
    #expect(!unpaired.stdout.hasPrefix("nib-or-not ab"))
    let missing = try CommandRunner.run([
        "compare", "--paired", baseline.path, baseline.appendingPathComponent("nothing").path,
    ])
    #expect(missing.status == 2 && missing.stderr.contains("nothing"))
}
