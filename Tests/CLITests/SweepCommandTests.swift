import Foundation
import Testing

@Test func aSweepWritesItsOwnFolderWithCSVChartAndReport() throws {
    let output = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try CommandRunner.run(["sweep", "--allow-debug", "--labels", "1,2,5", "--processes", "2", "--rounds", "2",
                                        "--warmup", "1", "--min-batch-us", "1", "--output", output.path])
    #expect(result.status == 0, "\(result.stderr)")
    let folders = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { !$0.hasPrefix(".") }
    let run = output.appendingPathComponent(try #require(folders.first))
    #expect(try FileManager.default.contentsOfDirectory(atPath: run.path).sorted()
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
    (["--fit", "as-designed"], "--fit must be 'fit' or 'nofit'"),
    (["--processes", "0"], "--processes must be at least 1"),
])
func badSweepOptionsAreOneLineErrors(arguments: [String], message: String) throws {
    let output = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try CommandRunner.run(["sweep", "--allow-debug", "--output", output.path] + arguments)
    #expect(result.status == 64)
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).isEmpty)
}
