import Foundation
import Statistics

/// How `ab` spends its time, as `ABPacing` and `InterleavedRun` do: a pass runs one pair of each group with a
/// variant still undecided, costing that group's seconds; a look follows every `batch` passes, and a batch ends
/// early when one more pass, at the pace since the latest look, would pass the cap less 5 s for the reports.
/// A copy of that pacing, since a script package cannot link the CLI target: change it with `ABPacing`.
struct ReplayPlan {
    var cap = 480.0
    var batch = 8
    /// Seconds before the first pair (the command's checks and the batch sizing), which count against the cap.
    var startSeconds = 8.0
    /// Seconds one pair of each group adds to a pass.
    var groupSeconds: [String: Double]
    var threshold = 0.01
    /// Draw a comparison's pairs from one kept run per group (its bias kept) instead of from all of them.
    var withinRun = false
}

/// What one replayed comparison ended with.
struct ReplayOutcome {
    var verdicts: [String: SequentialVerdict]
    var seconds: Double
    var passes: Int
}

/// The group a variant's workers belong to: a toolkit's prefix, else the model's.
func groupName(_ variant: String) -> String {
    let prefix = String(variant.prefix { $0 != "-" })
    return ["gtk", "qt", "qml", "gnustep", "chromium", "webkit"].contains(prefix) ? prefix : "model"
}

/// One comparison: pairs drawn with replacement from `sources` (per group, the kept runs it may draw from; a draw
/// takes one pair index for every variant of the group, which ran in the same two processes), looked at by
/// the package's own `SequentialComparison`.
func replay(
    _ plan: ReplayPlan, variants: [String], sources: [String: [KeptRun]], using generator: inout SplitMix64
) throws -> ReplayOutcome {
    let groups = Set(variants.map(groupName)).sorted()
    var comparison = SequentialComparison(rule: SequentialRule(threshold: plan.threshold), variants: variants)
    var values: [String: [Double]] = [:]
    let chosen = groups.reduce(into: [String: KeptRun]()) { $0[$1] = sources[$1]!.randomElement(using: &generator)! }
    var now = plan.startSeconds, passes = 0
    var latestLook = (passes: 0, at: plan.startSeconds)
    var latestPace: Double?
    func pace() -> Double {
        passes > latestLook.passes ? (now - latestLook.at) / Double(passes - latestLook.passes) : latestPace ?? 0
    }
    while true {
        var capReached = false
        for _ in 0..<plan.batch {
            for group in groups where variants.contains(where: { groupName($0) == group && isOpen($0, comparison) }) {
                let run = plan.withinRun ? chosen[group]! : sources[group]!.randomElement(using: &generator)!
                let members = variants.filter { groupName($0) == group }
                let index = Int.random(in: 0..<run.pairs[members[0]]!.count, using: &generator)
                for variant in members { values[variant, default: []].append(run.pairs[variant]![index]) }
                now += plan.groupSeconds[group] ?? 0
            }
            passes += 1
            if now + pace() > plan.cap - 5 { capReached = true; break }
        }
        let perPass = pace()
        (latestLook, latestPace) = ((passes, now), perPass)
        let isFinal = capReached || now + perPass > plan.cap - 5
        try comparison.look(values, fraction: now / plan.cap, isFinal: isFinal, seconds: now)
        if comparison.isFinished || isFinal { break }
    }
    let verdicts = variants.reduce(into: [String: SequentialVerdict]()) {
        $0[$1] = comparison.decisions[$1]?.verdict ?? .undecided
    }
    return ReplayOutcome(verdicts: verdicts, seconds: now, passes: passes)
}

private func isOpen(_ variant: String, _ comparison: SequentialComparison) -> Bool {
    (comparison.decisions[variant]?.verdict ?? .undecided) == .undecided
}
