import Foundation
import Results
import Testing

@Test func aSweepWritesItsOwnFolderWithCSVChartAndReport() throws {
    let output = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try CommandRunner.run([
        "sweep", "--allow-debug", "--labels", "1,2,5", "--processes", "2", "--rounds", "2",
        "--warmup", "1", "--min-batch-us", "1", "--output", output.path,
    ])
    try #require(result.status == 0, "\(result.stderr)")
    let folders = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { !$0.hasPrefix(".") }
    let run = output.appendingPathComponent(try #require(folders.first))
    #expect(
        try FileManager.default.contentsOfDirectory(atPath: run.path).sorted()
            == ["allocations.csv", "cold.csv", "report.md", "run.json", "samples.csv", "sweep.csv", "sweep.svg"])
    let csv = try String(contentsOf: run.appendingPathComponent("sweep.csv"), encoding: .utf8)
    // A header, then the four default constructions at three sizes.
    #expect(csv.split(separator: "\n").count == 1 + 4 * 3)
    #expect(result.stdout.contains("Report: "))
}

@Test(arguments: [
    (["--labels", "1,3"], "--labels: no generated row of 3 labels"),
    (["--labels", "1,x"], "--labels: 'x' is not a positive whole number"),
    (["--constructions", "code,pasta"], "--constructions: unknown construction 'pasta'"),
    (["--constructions", "code,gtk-code"], "--constructions: a sweep measures one toolkit's rows"),
    (["--fit", "as-designed"], "--fit must be 'fit' or 'nofit'"),
    (["--processes", "0"], "--processes must be at least 1"),
    (["--target-seconds", "0"], "--target-seconds must be a positive number of seconds"),
])
func badSweepOptionsAreOneLineErrors(arguments: [String], message: String) throws {
    let output = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try CommandRunner.run(["sweep", "--allow-debug", "--output", output.path] + arguments)
    #expect(result.status == 64)
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).isEmpty)
}

@Test func aSweepListsItsVariantsWithoutMeasuring() throws {
    let result = try CommandRunner.run(["sweep", "--labels", "1,20", "--constructions", "code,nib", "--print-variants"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "sweep/code/nofit/1\nsweep/code/nofit/20\nsweep/nib/nofit/1\nsweep/nib/nofit/20\n")
}

/// With --instructions, the counts are copied into the run folder and fill sweep.csv's last column.
@Test func aSweepGivenInstructionCountsWritesThemIntoItsFolder() throws {
    let output = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    let counts = output.appendingPathComponent("counts.csv")
    try Data("variant,rows,instructions,instructions_per_row\nsweep/code/nofit/1,20,200000,10000.0\n".utf8).write(
        to: counts)
    let result = try CommandRunner.run([
        "sweep", "--allow-debug", "--labels", "1", "--constructions", "code,flat", "--quick",
        "--instructions", counts.path, "--output", output.appendingPathComponent("runs").path,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let runs = output.appendingPathComponent("runs")
    let run = runs.appendingPathComponent(
        try #require(try FileManager.default.contentsOfDirectory(atPath: runs.path).first { !$0.hasPrefix(".") }))
    #expect(
        try String(contentsOf: run.appendingPathComponent("instructions.csv"), encoding: .utf8)
            == String(contentsOf: counts, encoding: .utf8))
    let csv = try String(contentsOf: run.appendingPathComponent("sweep.csv"), encoding: .utf8).split(separator: "\n")
    #expect(csv.contains { $0.hasPrefix("code,nofit,1,") && $0.hasSuffix(",10000.0") })
    #expect(csv.contains { $0.hasPrefix("flat,nofit,1,") && $0.hasSuffix(",") })
    #expect(
        try String(contentsOf: run.appendingPathComponent("report.md"), encoding: .utf8).contains(
            "## Instructions per row"))
}

@Test(arguments: [
    ("variant,rows,instructions,instructions_per_row\nsweep/code/nofit/1,0,5,1.0\n", "counts.csv:2"),
    (
        "variant,rows,instructions,instructions_per_row\ncode/nofit,20,200000,10000.0\n",
        "counts none of this sweep's variants"
    ),
])
func aBadInstructionsFileIsAOneLineErrorBeforeMeasuring(file: String, message: String) throws {
    let output = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    let counts = output.appendingPathComponent("counts.csv")
    try Data(file.utf8).write(to: counts)
    let runs = output.appendingPathComponent("runs")
    let result = try CommandRunner.run([
        "sweep", "--allow-debug", "--labels", "1", "--quick", "--instructions", counts.path,
        "--output", runs.path,
    ])
    #expect(result.status != 0)
    // One line naming the file or option (argument-parser adds its usage hint after an option's error).
    #expect(result.stderr.split(separator: "\n").first?.contains(message) == true, "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: runs.path))
}

/// `count-rows` (what scripts/instruction-counts.sh runs under callgrind) builds a sweep point by its name,
/// and refuses a size that was not generated.
@Test func countRowsBuildsSweepPoints() throws {
    let result = try CommandRunner.run(["count-rows", "--variant", "sweep/nib/nofit/5", "--rows", "2", "--warmup", "1"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "sweep/nib/nofit/5\t2\t3\n")
    let missing = try CommandRunner.run(["count-rows", "--variant", "sweep/code/nofit/3"])
    #expect(missing.status == 64 && missing.stderr.contains("--variant: no variant named 'sweep/code/nofit/3'"))
}

/// Without `--rounds`, a calibration sizes them to the target (never below 10) and the plan line says so.
@Test func aSweepIsSizedByACalibrationAndSaysSo() throws {
    let output = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try CommandRunner.run([
        "sweep", "--allow-debug", "--labels", "1", "--constructions", "code", "--processes", "2",
        "--warmup", "1", "--target-seconds", "30", "--output", output.path,
    ])
    try #require(result.status == 0, "\(result.stderr)")
    #expect(
        result.stderr.contains("plan: model 2 workers x ") && result.stderr.contains("sized by a ")
            && result.stderr.contains(" to a 30 s target"), "\(result.stderr)")
}

/// A real toolkit's sweep is that toolkit's group of workers, not the model's: the plan line names it, and its
/// run.json plans, calibrates and paces a `gtk` group, with no variants of the model's.
@Test func aRealToolkitsSweepIsItsToolkitsGroup() throws {
    let output = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try CommandRunner.run([
        "sweep", "--allow-debug", "--toolkit", "gtk", "--labels", "1",
        "--constructions", "gtk-code", "--processes", "2", "--warmup", "1",
        "--target-seconds", "30", "--output", output.path,
    ])
    try #require(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("plan: gtk 2 workers x "), "\(result.stderr)")
    let folder = try #require(try FileManager.default.contentsOfDirectory(atPath: output.path).first)
    let runJSON = try Data(contentsOf: output.appendingPathComponent(folder).appendingPathComponent("run.json"))
    let metadata = try JSONDecoder().decode(RunMetadata.self, from: runJSON)
    #expect(metadata.plan.variants.isEmpty)
    #expect(
        metadata.plan.toolkitGroups?.map(\.toolkit) == ["gtk"]
            && metadata.plan.toolkitGroups?.first?.variants == ["sweep/gtk-code/nofit/1"])
    #expect(metadata.plan.calibration?.groups.map(\.group) == ["gtk"])
    #expect(metadata.roundsRun?.keys.sorted() == ["gtk"])
}
