import Foundation
import Results
import TestFixtures
import Testing
@testable import Reports

/// The arguments of `across`: run folders and machine records, runs grouped by host and hosts by class, and a
/// clear line for every argument that is neither.
@Suite struct AcrossInputTests {
    let rows = [AcrossFixture.row(AcrossFixture.perRow, ratio: 0.5)]

    func message(_ arguments: [String]) -> String {
        do {
            _ = try AcrossInput.load(arguments)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    /// A record's old runs (no `machine`) are one host, named by the record; old runs given alone are a host each;
    /// runs with `machine` are grouped by its host id wherever they sit.
    @Test func runsAreGroupedByHost() throws {
        let root = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let record = root.appendingPathComponent("2026-11-29-intel-xeon")
        for name in ["2026-11-29T050032Z", "2026-11-29T053751Z"] {
            try AcrossFixture.run(in: record, name, cpuModel: "Intel(R) Xeon(R) Processor", rows: rows)
        }
        try Data("# notes\n".utf8).write(to: record.appendingPathComponent("README.md"))
        try FileManager.default.createDirectory(
            at: record.appendingPathComponent(".unfinished.partial"),
            withIntermediateDirectories: true)
        let lone1 = try AcrossFixture.run(in: root, "lone1", rows: rows)
        let lone2 = try AcrossFixture.run(in: root, "lone2", rows: rows)
        let amd = AcrossFixture.machine(host: "0badf00d", classID: "amd-11111111")
        let new1 = try AcrossFixture.run(in: root.appendingPathComponent("a"), "r1", machine: amd, rows: rows)
        let new2 = try AcrossFixture.run(in: root.appendingPathComponent("b"), "r2", machine: amd, rows: rows)

        let runs = try AcrossInput.load([record.path, lone1.path, lone2.path, new1.path, new2.path, lone1.path + "/"])
        #expect(runs.count == 6)
        let hosts = AcrossHost.group(runs)
        #expect(hosts.map(\.id) == ["2026-11-29-intel-xeon", lone1.path, lone2.path, "0badf00d"])
        #expect(hosts.map(\.runs.count) == [2, 1, 1, 2])
        #expect(hosts[0].runs.map(\.name) == ["2026-11-29T050032Z", "2026-11-29T053751Z"])
        // Without `machine`, the class comes from the CPU model and cores; with it, from `machine`.
        let xeon = MachineDescription.fallbackClassID(cpuModel: "Intel(R) Xeon(R) Processor", cores: 2)
        #expect(hosts[0].classID == xeon)
        #expect(hosts[1].classID == hosts[2].classID && hosts[1].classID != hosts[0].classID)
        #expect(hosts[3].classID == "amd-11111111")
        #expect(AcrossAnalysis(runs: runs).classCount == 3)
    }

    /// The real record of ../shared (three default runs of one Intel host, from before `machine`): one host of
    /// three runs in every cell, the seed's table of every toolkit, and no interval over machines.
    @Test(SharedFolder.needed) func theSharedRecordIsOneHostOfThreeRuns() throws {
        let record = SharedFolder.url.appendingPathComponent("machines/2026-11-29-intel-xeon")
        let analysis = AcrossAnalysis(runs: try AcrossInput.load([record.path]))
        #expect(analysis.hosts.map(\.id) == ["2026-11-29-intel-xeon"] && analysis.runCount == 3)
        #expect(Set(analysis.cells.map(\.lineup.toolkit)) == Set(ToolkitLineup.all.map(\.toolkit)))
        #expect(analysis.cells.allSatisfy { $0.hosts.count == 1 && $0.hosts[0].runs == 3 && $0.interval == nil })
        #expect(analysis.hosts[0].memoryLatencyNanoseconds != nil && analysis.hosts[0].machine == nil)
    }

    @Test func badArgumentsAreNamedInOneLine() throws {
        let root = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let missing = root.appendingPathComponent("nothing").path
        #expect(
            message([missing]) == "\(missing): no such folder; give a run folder (run.json and comparisons.csv) "
                + "or a machine record (a folder of run folders)")
        let file = root.appendingPathComponent("notes.txt")
        try Data("x".utf8).write(to: file)
        #expect(message([file.path]).hasPrefix("\(file.path): not a folder"))
        let empty = root.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        #expect(
            message([empty.path]) == "\(empty.path): neither a run folder (no run.json or comparisons.csv) "
                + "nor a machine record (no run folder inside)")
        let half = try AcrossFixture.run(in: root, "half", rows: rows)
        try FileManager.default.removeItem(at: half.appendingPathComponent("comparisons.csv"))
        #expect(message([half.path]) == "\(half.path): not a run folder, comparisons.csv missing")
        let record = root.appendingPathComponent("record")
        try AcrossFixture.run(in: record, "good", rows: rows)
        let stray = record.appendingPathComponent("stray")
        try FileManager.default.createDirectory(at: stray, withIntermediateDirectories: true)
        #expect(
            message([record.path]) == "\(stray.path): not a run folder, run.json and comparisons.csv missing; "
                + "every folder of the machine record \(record.path) must be a run folder")
        #expect(message([]) == "no run given; give run folders or machine records")
    }

    @Test func malformedFilesAreNamedWithTheirLine() throws {
        let root = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try AcrossFixture.run(in: root, "run", rows: rows)
        let csv = run.appendingPathComponent("comparisons.csv")
        let text = try String(contentsOf: csv, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "0.500000", with: "half").utf8).write(to: csv)
        #expect(message([run.path]).hasPrefix("\(csv.path):2: column 'ratio' is not a number: \"half\""))
        try Data(text.utf8).write(to: csv)
        try Data("{\"tool\": 1}".utf8).write(to: run.appendingPathComponent("run.json"))
        #expect(message([run.path]).hasPrefix("\(run.path)/run.json: not a run description this tool wrote"))
    }
}
