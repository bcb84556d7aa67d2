import Foundation
import Results
import Statistics

/// A hand-made run: numbers as a fake clock would give them, chosen so the report shows every verdict.
///
/// Ten steady processes (the fewest for which the signed-rank test survives Holm over eleven comparisons),
/// three rounds each, all seven variants; two cold processes per variant; a counting pass per process.
/// Per row: code/fit 40 µs, code/nofit 30 µs, uncached 300/290 µs, cached 52/30.3 µs, precomputed 40.04 µs.
/// Each process scales everything by its own "memory layout" factor; code/nofit and cached/nofit get ±3%
/// per-process noise, so their comparison is inconclusive, while code/fit vs precomputed/fit is the same
/// within the band.
public enum Fixture {
    public static let variants = [
        "code/fit", "code/nofit", "template-uncached/fit", "template-uncached/nofit",
        "template-cached/fit", "template-cached/nofit", "template-precomputed/fit",
    ]
    public static let nanosecondsPerRow: [String: Double] = [
        "code/fit": 40_000, "code/nofit": 30_000, "template-uncached/fit": 300_000,
        "template-uncached/nofit": 290_000, "template-cached/fit": 52_000, "template-cached/nofit": 30_300,
        "template-precomputed/fit": 40_040,
    ]
    public static let noisy: Set<String> = ["code/nofit", "template-cached/nofit"]
    public static let processes = 10
    public static let rounds = 3

    /// A deterministic value in [-1, 1] for a process, variant and salt.
    public static func jitter(_ process: Int, _ variant: Int, _ salt: Int) -> Double {
        var generator = SplitMix64(seed: UInt64(process * 1_000 + variant * 10 + salt))
        return Double(generator.next() % 2_001) / 1_000 - 1
    }

    public static func batchSize(_ variant: String) -> Int { variant.hasPrefix("template-uncached") ? 1 : 4 }

    public static func data(processes: Int = processes, variants: [String] = variants) -> RunData {
        var data = RunData()
        for process in 1...processes {
            let layout = 1 + 0.04 * jitter(process, 99, 0)
            for round in 1...rounds {
                for (position, variant) in variants.enumerated() {
                    let index = Fixture.variants.firstIndex(of: variant) ?? 0
                    let perProcess = 1 + (noisy.contains(variant) ? 0.03 : 0.001) * jitter(process, index, 1)
                    let perRound = 1 + 0.004 * jitter(process, index, 10 + round)
                    let perRow = nanosecondsPerRow[variant, default: 50_000] * layout * perProcess * perRound
                    let batch = batchSize(variant)
                    data.samples.append(
                        Sample(
                            process: process, round: round, position: (position + round) % variants.count + 1,
                            variant: variant, batchSize: batch, nanoseconds: UInt64((perRow * Double(batch)).rounded()),
                            allocatedBytes: UInt64(batch * (variant.hasPrefix("code") ? 9_000 : 14_500))))
                }
            }
            for variant in variants {
                let perRow = variant.hasPrefix("code") ? 46 : (variant.hasPrefix("template-uncached") ? 900 : 71)
                data.allocations.append(
                    AllocationCount(
                        process: process, variant: variant, rows: 50, allocations: UInt64(50 * perRow),
                        allocatedBytes: UInt64(50 * (variant.hasPrefix("code") ? 9_000 : 14_500))))
            }
        }
        for variant in variants {
            let index = Fixture.variants.firstIndex(of: variant) ?? 0
            let setup: UInt64 =
                variant.hasPrefix("template-cached")
                ? 210_000
                : (variant.hasPrefix("template-precomputed") ? 390_000 : 0)
            for process in 1...2 {
                for row in 1...10 {
                    let warmth = row == 1 ? 6.0 : (row == 2 ? 1.6 : 1.1)
                    let ns =
                        nanosecondsPerRow[variant, default: 50_000] * warmth
                        * (1 + 0.05 * jitter(process, index, 20 + row))
                    data.cold.append(
                        ColdSample(
                            process: process, variant: variant, index: row,
                            nanoseconds: UInt64(ns.rounded()), allocatedBytes: 9_500,
                            setupNanoseconds: setup))
                }
            }
        }
        data.clockCosts = (1...processes).map { 21.5 + Double($0 % 3) * 0.25 }
        data.batchSizes = Dictionary(uniqueKeysWithValues: variants.map { ($0, batchSize($0)) })
        data.steadyProcessesRun = processes
        return data
    }

    public static func metadata(for data: RunData, buildConfiguration: String = "release") -> RunMetadata {
        let plan = RunPlan(
            variants: variants, templatesDirectory: "/work/templates", processes: processes,
            coldProcesses: 2, warmupRounds: 5, rounds: rounds, minimumBatchNanoseconds: 50_000,
            coldRows: 10, countingRows: 50, seed: 42)
        return RunMetadata(
            tool: "nib-or-not", plan: plan, buildConfiguration: buildConfiguration,
            options: ["--processes", "10", "--rounds", "3", "--seed", "42"], date: "2025-01-02T03:04:05Z",
            toolchain: "Swift version 6.3.1 (swift-6.3.1-RELEASE)", cpuModel: "AMD EPYC 7B13", cores: 2,
            kernel: "Linux 6.1.0-28-cloud-amd64 x86_64", gitCommit: "0123456789abcdef0123456789abcdef01234567",
            jemallocVersion: "5.3.0-0-g54eaed1d8b56b1aa528be3bdd1877e59c56fa90c", wallSeconds: 12.345,
            clockCostNanoseconds: data.clockCosts, batchSizes: data.batchSizes,
            steadyProcessesRun: data.steadyProcessesRun)
    }

    /// A fresh empty folder under the system's temporary folder.
    public static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("nib-or-not-reports-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A run folder with the fixture's measurements (and no report yet).
    public static func runFolder(_ data: RunData = data(), metadata: RunMetadata? = nil) throws -> URL {
        let folder = try temporaryFolder()
        try RunFolder.writeMeasurements(data, metadata: metadata ?? Fixture.metadata(for: data), to: folder)
        return folder
    }
}
