import Foundation
import Testing

/// `scripts/speed-states.py` (docs/noisy-host.md, "A host with two speeds"): a made-up run of one group whose
/// rounds 1-2 ran fast and 3-4 slow, where A / B is 0.5 in fast rounds and 0.6 in slow ones, so each figure the
/// script prints can be worked by hand.
@Suite struct SpeedStatesTests {
    /// Variants a and b are compared; c and d only give each round its speed (twice as long when slow). Process p
    /// shifts its A by exp(jitter[p]), symmetric in log, so the states' ratios come out exactly 0.5 and 0.6. In
    /// process 1's first (fast) round a and b both took 5 times as long, their ratio unchanged: were the compared
    /// variants let into the speed score, that round would count as slow.
    private func runFolder(processes jitter: [Double]) throws -> URL {
        let folder = try CommandRunner.temporaryFolder()
        var samples = "variant,process,round,ns_per_row\n"
        for (index, shift) in jitter.enumerated() {
            for round in 1...4 {
                let slow = round > 2, speed = slow ? 2.0 : 1.0
                let spike = index == 0 && round == 1 ? 5.0 : 1.0
                let b = 1000 * speed * spike, a = b * (slow ? 0.6 : 0.5) * exp(shift)
                for (variant, time) in [("a", a), ("b", b), ("c", 100 * speed), ("d", 300 * speed)] {
                    samples += "\(Self.name(variant)),\(index + 1),\(round),\(time)\n"
                }
            }
        }
        try samples.write(to: folder.appendingPathComponent("samples.csv"), atomically: true, encoding: .utf8)
        try "question,a,b\ncode-vs-template,gnustep-a/fit,gnustep-b/fit\n"
            .write(to: folder.appendingPathComponent("comparisons.csv"), atomically: true, encoding: .utf8)
        // Which group of workers timed each variant comes from the plan in run.json, not from the names.
        let variants = ["a", "b", "c", "d"].map { "\"\(Self.name($0))\"" }.joined(separator: ", ")
        try "{\"plan\": {\"toolkitGroups\": [{\"toolkit\": \"one\", \"variants\": [\(variants)]}]}}"
            .write(to: folder.appendingPathComponent("run.json"), atomically: true, encoding: .utf8)
        return folder
    }

    /// The compared variants named as one toolkit's, the others as another's: one group all the same in the plan,
    /// so that a script sorting variants into groups by their names' prefixes finds no other variant to score by.
    static func name(_ variant: String) -> String {
        ["a", "b"].contains(variant) ? "gnustep-\(variant)/fit" : "qt-\(variant)/fit"
    }

    private func speedStates(_ folder: URL) throws -> CommandRunner.Result {
        try CommandRunner.run(
            ["python3", "scripts/speed-states.py", folder.path],
            program: URL(fileURLWithPath: "/usr/bin/env"))
    }

    /// Scores ln(100/150) and ln(200/150): gap ln 2 = 69%, half the rounds fast. Each process's median paired log
    /// ratio is its jitter plus (ln 0.5 + ln 0.6) / 2, so over processes exp(mean) = √0.3 = 0.5477 and the
    /// half-width t₃ · sd / 2 = 3.182 · 0.01826 / 2 = 2.90%. Stratified: each state's mean has variance
    /// 0.000333 / 4, weights ½, so √V = 0.00645 and Welch's df = 6 (t 2.447): ±1.58%.
    @Test func splitsTheRoundsBySpeedAndStratifies() throws {
        let folder = try runFolder(processes: [-0.02, -0.01, 0.01, 0.02])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try speedStates(folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                """
                | gnustep-a/fit | gnustep-b/fit | 69% | 0.50 | 0.5000 (4) | 0.6000 (4) | 0.5477 ±2.90% | 0.5477 \
                ±1.58% |
                """
            ),
            "\(result.stdout)")
        #expect(result.stdout.contains("Stratified narrower than over processes in 1 of 1 comparisons."))
    }

    /// With two processes each state has two, fewer than the three a state's mean needs.
    @Test func aStateWithTooFewProcessesIsNamed() throws {
        let folder = try runFolder(processes: [-0.01, 0.01])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try speedStates(folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("| too few processes in a state |"), "\(result.stdout)")
        #expect(result.stdout.contains("Stratified narrower than over processes in 0 of 0 comparisons."))
    }
}
