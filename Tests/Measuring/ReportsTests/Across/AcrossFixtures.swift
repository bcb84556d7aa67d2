import Foundation
import Results
import TestFixtures
@testable import Reports

/// Small hand-made run folders for `across`: a run.json (with or without `machine`) and a comparisons.csv of a few
/// GTK comparisons whose ratios the test chooses.
enum AcrossFixture {
    /// GTK's built rows: code over the template read per row, and over the cached template.
    static let perRow = ("gtk-code/fit", "gtk-builder/fit")
    static let cached = ("gtk-code/fit", "gtk-template/fit")

    /// A code-vs-template row with ratio `ratio` (code/template) and interval ratio·(1 ∓ `halfWidth`).
    static func row(_ pair: (String, String), ratio: Double, halfWidth: Double = 0.02) -> ComparisonRow {
        ComparisonRow(
            spec: ComparisonSpec(.codeVersusTemplate, pair.0, pair.1), ratio: ratio,
            lower: ratio * (1 - halfWidth), upper: ratio * (1 + halfWidth), verdict: .faster)
    }

    static func machine(host: String, classID: String, latency: Double? = 100) -> MachineDescription {
        MachineDescription(
            vendor: "AuthenticAMD", family: 25, model: 1, stepping: 1,
            caches: ["L1d": "32K", "L2": "512K", "L3": "32768K"], memoryGiB: 7.8,
            memoryLatencyNanoseconds: latency, libraries: ["gtk": "4.8.3"], classID: classID,
            hostID: host)
    }

    static func metadata(machine: MachineDescription?, cpuModel: String = "AMD EPYC 7B13") -> RunMetadata {
        var metadata = Fixture.metadata(for: Fixture.data(processes: 2))
        metadata.machine = machine
        metadata.cpuModel = cpuModel
        return metadata
    }

    /// Writes a run folder `name` inside `parent` and returns it.
    @discardableResult
    static func run(
        in parent: URL, _ name: String, machine: MachineDescription? = nil,
        cpuModel: String = "AMD EPYC 7B13", rows: [ComparisonRow]
    ) throws -> URL {
        let folder = parent.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try RunFolder.encode(metadata(machine: machine, cpuModel: cpuModel), path: "run.json")
            .write(to: folder.appendingPathComponent("run.json"))
        try ComparisonsCSV.encode(rows).write(to: folder.appendingPathComponent("comparisons.csv"))
        return folder
    }

    /// An analysis of hosts given as (host id, class id, code/template ratio of the template per row per run).
    static func analysis(_ hosts: [(host: String, classID: String, ratios: [Double])]) -> AcrossAnalysis {
        AcrossAnalysis(
            runs: hosts.flatMap { host in
                host.ratios.enumerated().map { index, ratio in
                    AcrossRun(
                        folder: "\(host.host)/run\(index)",
                        metadata: metadata(machine: machine(host: host.host, classID: host.classID)),
                        comparisons: [row(perRow, ratio: ratio)])
                }
            })
    }
}
