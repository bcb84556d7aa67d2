// ab-resample: how often would `ab` decide, at a given cap and batch, on pairs like those of kept runs?
//
// Replays `ab`'s sequential rule (the package's own Statistics target) on comparisons whose pairs are drawn with
// replacement from kept `ab` run folders (`scripts/ab-self-test.sh` with `KEEP_RUNS`), with `ab`'s pacing and each
// group's cost of a pass; prints how often every unslowed variant ended not-slower (an A/A run's exit 0), how
// often an unslowed one was flagged, how often the slowed one was caught, and the runs' times. No timing is done:
// it answers "what cap and batch" from pairs already measured, for a host like the one that kept them.
//
// Usage: swift run -c release --package-path scripts/ab-resample ab-resample [OPTIONS] FOLDER[=VARIANT] ...
//   FOLDER          a kept ab run folder, or a folder of them; =VARIANT when that variant's candidate batches were
//                   slowed in those runs (NIB_OR_NOT_SELF_TEST_SLOWER)
//   --slowed V      replay a slowdown of V: V's group draws from the runs where V was slowed; without it, an A/A
//                   comparison, each group drawing from runs where none of its variants was slowed
//   --cap S         ab's --max-seconds (default 480)        --batch N   ab's --batch (default 8)
//   --comparisons N replayed comparisons (default 1000)     --seed N    (default 1)
//   --within-run    draw a comparison's pairs of a group from one kept run (keeps that run's bias; pessimistic)
//   --pass-seconds S a pass of every group (default 7.6, the quiet 2-core host of docs/ab-sequential.md), shared
//                   among the groups as model 0.9, gtk 0.9, qt 0.8, qml 0.5, gnustep 1.2, chromium 3.0, webkit 2.7
//                   (their start-to-start seconds measured there before a pair's second worker set up aside)
//   --start-seconds S seconds before the first pair (default 8)
import Foundation
import Statistics

let shares = ["model": 0.9, "gtk": 0.9, "qt": 0.8, "qml": 0.5, "gnustep": 1.2, "chromium": 3.0, "webkit": 2.7]
var plan = ReplayPlan(groupSeconds: [:])
var comparisons = 1000, seed: UInt64 = 1, passSeconds = 7.6
var slowed: String?
var runs: [KeptRun] = []
do {
    var arguments = CommandLine.arguments.dropFirst()
    func value(_ option: String) throws -> String {
        guard let next = arguments.popFirst() else { throw ResampleError("\(option) needs a value") }
        return next
    }
    func number(_ option: String) throws -> Double {
        let text = try value(option)
        guard let number = Double(text), number > 0 else {
            throw ResampleError("\(option): not a positive number: \(text)")
        }
        return number
    }
    while let argument = arguments.popFirst() {
        switch argument {
        case "--cap": plan.cap = try number(argument)
        case "--batch": plan.batch = Int(try number(argument))
        case "--comparisons": comparisons = Int(try number(argument))
        case "--seed": seed = UInt64(try number(argument))
        case "--within-run": plan.withinRun = true
        case "--pass-seconds": passSeconds = try number(argument)
        case "--start-seconds": plan.startSeconds = try number(argument)
        case "--slowed": slowed = try value(argument)
        case let option where option.hasPrefix("--"): throw ResampleError("unknown option \(option)")
        default:
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            runs += try keptRuns(under: parts[0], slowed: parts.count > 1 ? parts[1] : nil)
        }
    }
    if runs.isEmpty { throw ResampleError("no kept run folder given") }
    let total = shares.values.reduce(0, +)
    plan.groupSeconds = shares.mapValues { $0 / total * passSeconds }
    let variants = runs.map { Set($0.pairs.keys) }.reduce(Set(runs[0].pairs.keys)) { $0.intersection($1) }.sorted()
    var sources: [String: [KeptRun]] = [:]
    for group in Set(variants.map(groupName)) {
        sources[group] = runs.filter { run in
            if let slowed, groupName(slowed) == group { return run.slowed == slowed }
            return run.slowed.map { groupName($0) != group } ?? true
        }
        if sources[group]!.isEmpty { throw ResampleError("no kept run to draw \(group)'s pairs from") }
    }
    var generator = SplitMix64(seed: seed)
    var allNotSlower = 0, falseAlarms = 0, caught = 0
    var seconds: [Double] = [], undecided: [String: Int] = [:]
    for _ in 0..<comparisons {
        let outcome = try replay(plan, variants: variants, sources: sources, using: &generator)
        seconds.append(outcome.seconds)
        let others = outcome.verdicts.filter { $0.key != slowed }
        if others.values.allSatisfy({ $0 == .notSlower }) { allNotSlower += 1 }
        if others.values.contains(where: { $0 == .regression || $0 == .improvement }) { falseAlarms += 1 }
        if let slowed, outcome.verdicts[slowed] == .regression { caught += 1 }
        for (variant, verdict) in others where verdict == .undecided { undecided[variant, default: 0] += 1 }
    }
    seconds.sort()
    func percent(_ count: Int) -> String { String(format: "%.1f%%", 100 * Double(count) / Double(comparisons)) }
    print(
        "cap \(Int(plan.cap)) s, batch \(plan.batch), \(comparisons) comparisons of \(variants.count) variants"
            + (slowed.map { ", \($0) slowed" } ?? ", A/A") + (plan.withinRun ? ", within a run" : "")
            + " (\(runs.count) kept runs)")
    print(
        "  every other variant not-slower: \(percent(allNotSlower)); another flagged: \(percent(falseAlarms))"
            + (slowed == nil ? "" : "; slowed one caught: \(percent(caught))"))
    print(
        String(
            format: "  seconds: median %.0f, 90th percentile %.0f, most %.0f",
            seconds[comparisons / 2], seconds[comparisons * 9 / 10], seconds.last!))
    let worst = undecided.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(5)
    print(
        "  most often undecided: "
            + (worst.isEmpty ? "none" : worst.map { "\($0.key) \(percent($0.value))" }.joined(separator: ", ")))
} catch {
    FileHandle.standardError.write(Data("ab-resample: \(error)\n".utf8))
    exit(2)
}
