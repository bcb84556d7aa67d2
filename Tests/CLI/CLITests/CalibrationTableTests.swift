import Foundation
import Testing

/// `scripts/calibration-table.py` (docs/log/calibration-2026-11-28.md): q and its RMS from three made-up run folders
/// whose log ratios and half-widths give q by hand, and the split of the pairs by seed, since runs of one seed share
/// their shuffled round orders.
@Suite struct CalibrationTableTests {
    /// One run folder: a comparison X / Y at exp(logRatio), its interval exp(logRatio ± 0.1), and `run.json`'s seed
    /// (no `run.json` when nil).
    private func runFolder(in parent: URL, named name: String, logRatio: Double, seed: Int?) throws -> URL {
        let folder = parent.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let csv =
            "a,b,ratio,ci_low,ci_high,interval_method\n"
            + "X,Y,\(exp(logRatio)),\(exp(logRatio - 0.1)),\(exp(logRatio + 0.1)),t-interval-over-blocks\n"
        try csv.write(to: folder.appendingPathComponent("comparisons.csv"), atomically: true, encoding: .utf8)
        if let seed {
            try "{\"plan\": {\"seed\": \(seed)}}".write(
                to: folder.appendingPathComponent("run.json"), atomically: true,
                encoding: .utf8)
        }
        return folder
    }

    private func table(_ folders: [URL]) throws -> CommandRunner.Result {
        try CommandRunner.run(
            ["python3", "scripts/calibration-table.py"] + folders.map(\.path),
            program: URL(fileURLWithPath: "/usr/bin/env"))
    }

    /// Log ratios 0, 0.1 and -0.1, half-widths 0.1 (sinh 0.1 = 10.02% of the ratio): q = ∓0.1/√0.02 = ∓0.707 for
    /// the first two pairs, 0.2/√0.02 = 1.414 for the last; RMS over all three √((0.5 + 0.5 + 2) / 3) = 1.00. With
    /// seeds 1, 1, 2 the one pair of one seed gives 0.71, the two of different seeds √((0.5 + 2) / 2) = 1.12.
    @Test func splitsTheRMSOfQBySeed() throws {
        let parent = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folders = try [
            runFolder(in: parent, named: "one", logRatio: 0, seed: 1),
            runFolder(in: parent, named: "two", logRatio: 0.1, seed: 1),
            runFolder(in: parent, named: "three", logRatio: -0.1, seed: 2),
        ]
        let result = try table(folders)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("`one`, `two`, `three`; seeds 1, 1, 2."))
        #expect(result.stdout.contains("| X | Y | 0.9048–1.1052 | ±10.02% | 1.00 | 1.41 | 3/3 |"))
        #expect(result.stdout.contains("**All comparisons:** RMS q = 1.00 (target ≤ 1.0)"))
        #expect(
            result.stdout.contains("Pairs of runs of one seed: RMS q = 0.71 over 1; of different seeds: 1.12 over 2."))
    }

    /// A folder without `run.json` has seed "?", which matches no other, not even another "?": with seeds ?, ? and
    /// 1 every pair is of different seeds, and the split needs both kinds of pair.
    @Test func aMissingSeedIsNamedAndMatchesNone() throws {
        let parent = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folders = try [
            runFolder(in: parent, named: "one", logRatio: 0, seed: nil),
            runFolder(in: parent, named: "two", logRatio: 0.1, seed: nil),
            runFolder(in: parent, named: "three", logRatio: -0.1, seed: 1),
        ]
        let result = try table(folders)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("`one`, `two`, `three`; seeds ?, ?, 1."))
        #expect(!result.stdout.contains("Pairs of runs of one seed"))
    }
}
