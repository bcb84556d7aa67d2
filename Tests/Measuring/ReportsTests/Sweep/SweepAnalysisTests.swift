import Foundation
@testable import Reports
import Results
import Statistics
import Testing

/// Known costs per row: code 1,000 + 400·N ns, flat 600 + 100·N ns, the cached template 2,000 + 450·N ns,
/// each scaled in process p by a "memory layout" factor 1 + 0.01·(p − 3), the same for every construction,
/// so per-process ratios are exact and every process lies on a line through the known costs × its factor.
private let sizes = [1, 2, 5, 10, 20, 50, 100]
private let costs: [SweepVariant.Construction: (fixed: Double, perLabel: Double)] = [
    .code: (1_000, 400), .flat: (600, 100), .templateCached: (2_000, 450),
]

private func variants() -> [SweepVariant] {
    SweepVariant.grid(constructions: [.code, .flat, .templateCached], fit: .nofit, sizes: sizes)
}

private func samples(processes: Int = 5, rounds: Int = 3) -> [Sample] {
    var list: [Sample] = []
    for process in 1...processes {
        let factor = 1 + 0.01 * Double(process - 3)
        for round in 1...rounds {
            for (position, variant) in variants().enumerated() {
                let cost = costs[variant.construction]!
                let perRow = (cost.fixed + cost.perLabel * Double(variant.labels)) * factor
                list.append(
                    Sample(
                        process: process, round: round, position: position + 1, variant: variant.name,
                        batchSize: 4, nanoseconds: UInt64((perRow * 4).rounded()), allocatedBytes: 100))
            }
        }
    }
    return list
}

@Test func sweepAnalysisRecoversKnownCostsRatiosAndLines() throws {
    let counts = variants().map {
        AllocationCount(
            process: 1, variant: $0.name, rows: 10, allocations: UInt64($0.labels * 30),
            allocatedBytes: 1_000)
    }
    let analysis = try SweepAnalysis(
        variants: variants(), samples: samples(), allocations: counts,
        options: BootstrapOptions(seed: 1, resamples: 300))
    #expect(analysis.points.count == 21)
    let code20 = try #require(analysis.point(.code, labels: 20))
    // The median process has factor 1: 1,000 + 8,000.
    #expect(abs(code20.nanosecondsPerRow - 9_000) < 0.5)
    #expect(code20.interval.lower < 9_000 && code20.interval.upper > 9_000)
    #expect(code20.ratioToCode == nil)
    #expect(code20.allocationsPerRow == 60)
    let flat20 = try #require(analysis.point(.flat, labels: 20))
    #expect(abs(try #require(flat20.ratioToCode) - 2_600.0 / 9_000) < 1e-4)
    for (construction, cost) in costs {
        let line = try #require(analysis.lines.first { $0.construction == construction })
        #expect(abs(line.perLabelNanoseconds - cost.perLabel) < 0.5, "\(construction)")
        #expect(abs(line.fixedNanoseconds - cost.fixed) < 1, "\(construction)")
        #expect(
            line.perLabelInterval.lower <= line.perLabelNanoseconds
                && line.perLabelNanoseconds <= line.perLabelInterval.upper)
        // The ±2% spread of processes bounds how far the interval may reach.
        #expect(
            line.perLabelInterval.lower > cost.perLabel * 0.97 && line.perLabelInterval.upper < cost.perLabel * 1.03)
    }
}

@Test func sweepCSVHasOneRecordPerPointAndTheReportSetsMgenwareBeside() throws {
    let analysis = try SweepAnalysis(
        variants: variants(), samples: samples(), allocations: [],
        options: BootstrapOptions(seed: 1, resamples: 100))
    let csv = String(decoding: try SweepCSV.encode(analysis), as: UTF8.self)
    let lines = csv.split(separator: "\n")
    #expect(lines.first == Substring(SweepCSV.columns.joined(separator: ",")))
    #expect(lines.count == 22)
    #expect(lines.contains { $0.hasPrefix("flat,nofit,20,5,2600.0,") })
    let svg = SweepChart.render(analysis)
    #expect(svg.components(separatedBy: "<polyline").count - 1 == 3)
    let metadata = RunMetadata(
        tool: "nib-or-not",
        plan: RunPlan(
            variants: variants().map(\.name), templatesDirectory: "t",
            processes: 5, coldProcesses: 0, warmupRounds: 1, rounds: 3, minimumBatchNanoseconds: 50_000, coldRows: 0,
            countingRows: 1, seed: 1), buildConfiguration: "release", options: ["sweep"], date: "d", toolchain: "t",
        cpuModel: "c",
        cores: 2, kernel: "k", gitCommit: "g", jemallocVersion: "j", wallSeconds: 1, clockCostNanoseconds: [],
        batchSizes: [:], steadyProcessesRun: 5)
    let report = SweepReport(analysis: analysis, metadata: metadata, loadAverage: nil).render()
    #expect(report.contains("| 20 | 0.29 (0.29–0.29) | 1.22 (1.22–1.22) | 1.75 |"))
    #expect(report.contains("| 2 | 0.44 (0.44–0.44) | 1.61 (1.61–1.61) | 5.60 |"))  // 800 / 1,800 and 2,900 / 1,800
    #expect(report.contains("flat: 0.10 µs per label"))
}

/// Counts from an instructions.csv join their points by variant name: sweep.csv's last column, the report's
/// table with ratios to code; points without a count stay empty, and a sweep without counts has no section.
@Test func instructionCountsJoinTheSweepCSVAndReport() throws {
    var analysis = try SweepAnalysis(
        variants: variants(), samples: samples(), allocations: [],
        options: BootstrapOptions(seed: 1, resamples: 100))
    let metadata = RunMetadata(
        tool: "nib-or-not",
        plan: RunPlan(
            variants: variants().map(\.name), templatesDirectory: "t",
            processes: 5, coldProcesses: 0, warmupRounds: 1, rounds: 3, minimumBatchNanoseconds: 50_000, coldRows: 0,
            countingRows: 1, seed: 1), buildConfiguration: "release", options: ["sweep"], date: "d", toolchain: "t",
        cpuModel: "c",
        cores: 2, kernel: "k", gitCommit: "g", jemallocVersion: "j", wallSeconds: 1, clockCostNanoseconds: [],
        batchSizes: [:], steadyProcessesRun: 5)
    #expect(
        !SweepReport(analysis: analysis, metadata: metadata, loadAverage: nil).render().contains(
            "## Instructions per row"))
    let counts = [
        InstructionCount(variant: "sweep/code/nofit/20", rows: 20, instructions: 2_000_000),
        InstructionCount(variant: "sweep/flat/nofit/20", rows: 20, instructions: 500_000),
        InstructionCount(variant: "sweep/code/fit/20", rows: 20, instructions: 9),  // another fit: ignored
        InstructionCount(variant: "code/nofit", rows: 20, instructions: 9),
    ]
    #expect(SweepAnalysis.matching(counts, variants()) == 2)
    analysis.attach(counts)
    #expect(analysis.point(.code, labels: 20)?.instructionsPerRow == 100_000)
    #expect(analysis.point(.flat, labels: 20)?.instructionsPerRow == 25_000)
    #expect(analysis.point(.code, labels: 10)?.instructionsPerRow == nil)
    let lines = String(decoding: try SweepCSV.encode(analysis), as: UTF8.self).split(
        separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first?.hasSuffix(",instructions_per_row") == true)
    #expect(lines.contains { $0.hasPrefix("flat,nofit,20,") && $0.hasSuffix(",25000.0") })
    #expect(lines.contains { $0.hasPrefix("code,nofit,10,") && $0.hasSuffix(",") })
    let report = SweepReport(analysis: analysis, metadata: metadata, loadAverage: nil).render()
    #expect(report.contains("## Instructions per row"))
    #expect(report.contains("| 20 | 100000 | 25000, ×0.25 | — |"))
    #expect(report.contains("- Instructions per row at 20 labels (callgrind): code 100000; flat ×0.25."))
    // The file a sweep copies into its folder reads back as it was given.
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "sweep-instructions-\(UInt64.random(in: 0...UInt64.max)).csv")
    defer { try? FileManager.default.removeItem(at: url) }
    try InstructionsCSV.encode(counts).write(to: url)
    #expect(try InstructionsCSV.read(url) == counts)
}
