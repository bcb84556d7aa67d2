import Foundation
@testable import Reports
import Results
import Statistics
import Testing

/// A real toolkit's sweep whose template cost grows with the square of the labels (as Qt Quick's component
/// compiled per row does): its report must not give the least-squares line's negative fixed cost as a cost, and
/// must name the toolkit's own constructions and counterpart of mgenware's nib, not the model's.
private let sizes = [1, 2, 5, 10, 20, 50, 100]

private func nanoseconds(_ construction: SweepVariant.Construction, labels: Int) -> Double {
    let n = Double(labels)
    return construction == .qmlCode ? 1_000 + 400 * n : 2_000 + 300 * n + 40 * n * n
}

private let variants = SweepVariant.grid(constructions: [.qmlCode, .qmlComponentFile], fit: .nofit, sizes: sizes)

private func data() -> RunData {
    var data = RunData()
    for process in 1...5 {
        let factor = 1 + 0.01 * Double(process - 3)
        for round in 1...3 {
            for (position, variant) in variants.enumerated() {
                let perRow = nanoseconds(variant.construction, labels: variant.labels) * factor
                data.samples.append(
                    Sample(
                        process: process, round: round, position: position + 1, variant: variant.name,
                        batchSize: 4, nanoseconds: UInt64((perRow * 4).rounded()), allocatedBytes: 100))
            }
        }
    }
    data.steadyProcessesRun = 5
    return data
}

private func metadata() -> RunMetadata {
    var metadata = RunMetadata(
        tool: "nib-or-not",
        plan: RunPlan(
            variants: variants.map(\.name), templatesDirectory: "t",
            processes: 5, coldProcesses: 0, warmupRounds: 1, rounds: 3, minimumBatchNanoseconds: 50_000, coldRows: 0,
            countingRows: 1, seed: 1), buildConfiguration: "release", options: ["sweep"], date: "d", toolchain: "t",
        cpuModel: "c",
        cores: 2, kernel: "k", gitCommit: "g", jemallocVersion: "j", wallSeconds: 1, clockCostNanoseconds: [],
        batchSizes: [:], steadyProcessesRun: 5)
    metadata.loadAverageAtStart = "0.50, 0.40, 0.30"
    return metadata
}

private func report() throws -> String {
    let analysis = try SweepAnalysis(
        variants: variants, samples: data().samples, allocations: [],
        options: BootstrapOptions(seed: 1, resamples: 100))
    return SweepReport(analysis: analysis, metadata: metadata(), loadAverage: nil).render()
}

@Test func aCurvedCostIsNotSummarisedByANegativeFixedCost() throws {
    let text = try report()
    // (2,000 + 600 + 160) − (2,000 + 300 + 40) = 420 ns for the second label; from 50 to 100 labels,
    // (300·50 + 40·(10,000 − 2,500)) / 50 = 6,300 ns a label.
    #expect(
        text.contains(
            "- qml-component-file: not a straight line: each added label costs 0.42 µs from 1 to 2 labels "
                + "and 6.30 µs from 50 to 100"))
    #expect(!text.contains("µs per row whatever the labels (-"))
    // The straight line keeps its usual headline.
    #expect(text.contains("- qml-code: 0.40 µs per label"))
}

@Test func aRealToolkitsSweepNamesItsOwnConstructions() throws {
    let text = try report()
    #expect(text.contains("`qml-component-file` (a QQmlComponent per row)"))
    #expect(
        text.contains("the counterpart here is `qml-component-file`/`qml-code` (`qml-component` keeps the template"))
    #expect(!text.contains("`nib-cached` (the XIB compiled"))
}

/// `nib-or-not report` on a sweep's folder makes the sweep's own files again, byte for byte (the load line
/// included), and writes none of a run's report files into it.
@Test func reportRegeneratesASweepFolderAsASweep() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "sweep-folder-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try SweepFolder.write(data(), variants: variants, metadata: metadata(), to: folder)
    let names = ["report.md", "sweep.csv", "sweep.svg"]
    let written = try names.map { try Data(contentsOf: folder.appendingPathComponent($0)) }
    #expect(
        String(decoding: written[0], as: UTF8.self).contains("Load average when the sweep started: 0.50, 0.40, 0.30"))
    for name in names { try Data("stale".utf8).write(to: folder.appendingPathComponent(name)) }
    let headlines = try ReportGenerator.generate(in: folder)
    #expect(headlines.contains { $0.contains("qml-component-file: not a straight line") })
    #expect(try names.map { try Data(contentsOf: folder.appendingPathComponent($0)) } == written)
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(SummaryCSV.fileName).path))
}
