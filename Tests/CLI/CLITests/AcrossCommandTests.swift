import Foundation
import Results
import TestFixtures
import Testing

/// `nib-or-not across` as a user calls it, on run folders made here (a run.json and a comparisons.csv each):
/// Markdown or an export on standard output, the output folder, and one line with exit status 2 for a bad argument.
@Suite struct AcrossCommandTests {
    static let header =
        "question,a,b,ratio,ci_low,ci_high,ci_level,p_value,p_adjusted,test,interval_method,"
        + "processes,verdict"

    /// GTK's built code/template per row at `ratio` (template per row / code is its inverse), ±2%.
    static func comparisons(ratio: Double) -> String {
        let fixed = { (value: Double) in CSVFormat.fixed(value, 6) }
        return header + "\ncode-vs-template,gtk-code/fit,gtk-builder/fit,\(fixed(ratio)),\(fixed(ratio * 0.98)),"
            + "\(fixed(ratio * 1.02)),0.95,0.000000,0.000000,t-test-over-blocks,t-interval-over-blocks,10,faster\n"
    }

    /// A run folder in `parent`; `host` gives it a `machine` with that host id.
    @discardableResult
    static func run(in parent: URL, _ name: String, host: String? = nil, ratio: Double) throws -> URL {
        let folder = parent.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var metadata = Fixture.metadata(for: Fixture.data(processes: 2))
        metadata.machine = host.map {
            MachineDescription(
                vendor: "GenuineIntel", family: 6, model: 106, stepping: 6, caches: ["L2": "1280K"],
                memoryGiB: 7.8, memoryLatencyNanoseconds: 95, libraries: nil,
                classID: "intel-00000001", hostID: $0)
        }
        try RunFolder.encode(metadata, path: "run.json").write(to: folder.appendingPathComponent("run.json"))
        try Data(comparisons(ratio: ratio).utf8).write(to: folder.appendingPathComponent("comparisons.csv"))
        return folder
    }

    /// A record of two old runs and a lone run of another host.
    static func inputs(in root: URL) throws -> (record: URL, lone: URL) {
        let record = root.appendingPathComponent("2026-11-29-xeon")
        try run(in: record, "2026-11-29T050032Z", ratio: 0.5)
        try run(in: record, "2026-11-29T053751Z", ratio: 0.52)
        return (record, try run(in: root, "other", host: "a1b2c3d4", ratio: 0.4))
    }

    @Test func markdownOverTwoMachinesExitsZero() throws {
        let root = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let (record, lone) = try Self.inputs(in: root)
        let result = try CommandRunner.run(["across", record.path, lone.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("# The answer over machines\n\nOver 2 machines of 2 classes (3 runs)."))
        #expect(result.stdout.contains("| GTK 4 | built | 2.23 (1.96–2.50) |"))
        #expect(result.stdout.contains("code faster on 2 of 2"))
        #expect(result.stdout.contains("## Which ratios move most between machines"))
    }

    @Test func outputWritesThreeFilesAndNeverReplacesAnEarlierAnswer() throws {
        let root = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let (record, lone) = try Self.inputs(in: root)
        let output = root.appendingPathComponent("answer")
        let first = try CommandRunner.run(["across", record.path, lone.path, "--output", output.path])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
                == ["across.csv", "across.md", "across.svg"])
        #expect(try String(contentsOf: output.appendingPathComponent("across.md"), encoding: .utf8) == first.stdout)
        let before = try Data(contentsOf: output.appendingPathComponent("across.csv"))
        let again = try CommandRunner.run(["across", record.path, "--output", output.path])
        #expect(again.status == 64 && again.stderr.contains("is not empty"), "\(again.stderr)")
        #expect(try Data(contentsOf: output.appendingPathComponent("across.csv")) == before)
        let markdown = output.appendingPathComponent("across.md").path
        let file = try CommandRunner.run(["across", record.path, "--output", markdown])
        #expect(file.status == 64 && file.stderr.contains("is a file"), "\(file.stderr)")
    }

    @Test func bmfPrintsTheCellsWithoutAnIntervalForOneMachine() throws {
        let root = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let (record, lone) = try Self.inputs(in: root)
        let one = try CommandRunner.run(["across", record.path, "--format", "bmf"])
        #expect(one.status == 0, "\(one.stderr)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(one.stdout.utf8))
                as? [String: [String: [String: Double]]])
        #expect(Set(object.keys) == ["gtk: template per row / code, built"])
        #expect(object.values.first?["ratio"].map { Set($0.keys) } == ["value"])
        let two = try CommandRunner.run(["across", record.path, lone.path, "--format", "github-action-benchmark"])
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(two.stdout.utf8)) as? [[String: Any]])
        #expect(entries.count == 1 && entries[0]["range"] is String)
    }

    @Test func badArgumentsFailInOneLineWithStatusTwo() throws {
        let root = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let (record, _) = try Self.inputs(in: root)
        let missing = try CommandRunner.run(["across", record.path, root.appendingPathComponent("nothing").path])
        #expect(missing.status == 2 && missing.stdout.isEmpty)
        #expect(
            missing.stderr == "nib-or-not across: \(root.path)/nothing: no such folder; give a run folder "
                + "(run.json and comparisons.csv) or a machine record (a folder of run folders)\n")
        let empty = root.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let neither = try CommandRunner.run(["across", empty.path])
        #expect(neither.status == 2 && neither.stderr.contains("neither a run folder"), "\(neither.stderr)")
        let broken = try Self.run(in: root, "broken", ratio: 0.5)
        let csv = broken.appendingPathComponent("comparisons.csv")
        try Data(Self.comparisons(ratio: 0.5).replacingOccurrences(of: ",10,", with: ",ten,").utf8).write(to: csv)
        let malformed = try CommandRunner.run(["across", broken.path])
        #expect(malformed.status == 2)
        #expect(
            malformed.stderr
                == "nib-or-not across: \(csv.path):2: column 'processes' is not a whole number: \"ten\"\n")
        let none = try CommandRunner.run(["across"])
        #expect(none.status == 64 && none.stderr.contains("at least one run folder"))
        let format = try CommandRunner.run(["across", record.path, "--format", "xml"])
        #expect(format.status == 64 && format.stderr.contains("--format"))
    }
}
