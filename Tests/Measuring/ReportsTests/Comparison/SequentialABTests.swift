import Foundation
@testable import Reports
import Results
import Statistics
import Testing

/// Both sides of pairs `pairs` of an interleaved run: per pair a process factor both builds share, and per
/// variant the candidate's factor and its own spread (`spread` × a fixed pattern in ±1, per pair).
private func sides(
    _ pairs: ClosedRange<Int>, variants: [(String, factor: Double, spread: Double)]
) -> (RunData, RunData) {
    var base = RunData(), cand = RunData()
    for pair in pairs {
        let shared = 1 + 0.02 * sin(Double(pair))
        for (variant, factor, spread) in variants {
            let own = 1 + spread * cos(Double(pair * pair) * 0.9)
            for round in 1...3 {
                base.samples.append(
                    Sample(
                        process: pair, round: round, position: 1, variant: variant, batchSize: 1,
                        nanoseconds: UInt64(10_000 * shared), allocatedBytes: 0))
                cand.samples.append(
                    Sample(
                        process: pair, round: round, position: 1, variant: variant, batchSize: 1,
                        nanoseconds: UInt64(10_000 * shared * factor * own), allocatedBytes: 0))
            }
        }
    }
    return (base, cand)
}

/// A 3% slowdown of one variant with a tight spread is a regression at the first look, the other variant
/// not slower: exit 1, the output naming only it, the look and pairs that decided, both intervals (for
/// not-slower the upper bound it read, ≤).
@Test func aSequentialABFindsTheSlowedVariantAndCallsTheOtherNotSlower() throws {
    let (base, cand) = sides(1...48, variants: [("code/fit", 1.03, 0.002), ("code/nofit", 1, 0.002)])
    var ab = SequentialAB(rule: SequentialRule(threshold: 0.01), maxSeconds: 300, pairsPerBatch: 48)
    try ab.look(baseline: base, candidate: cand, fraction: 0.2, isFinal: false, seconds: 60)
    #expect(ab.isFinished && ab.ending == .decided)
    #expect(ab.regressions == ["code/fit"] && ab.exitCode == 1)
    #expect(ab.decisions.map(\.decision.verdict) == [.regression, .notSlower])
    let text = TextComparisonRenderer().render(ab, baseline: "a", candidate: "b", folders: [])
    #expect(text.contains("REGRESSION: code/fit 3.0% slower. 1 regression, 0 improvements, 1 not slower, 0 undecided."))
    #expect(text.contains("Every variant decided after 1 look, 48 pairs, 60 s."))
    #expect(text.contains("interval used") && text.contains("95% unadjusted") && text.contains(" 48/48 "))
    let notSlower = ab.decisions[1].decision
    #expect(text.contains(" ≤\(CSVFormat.fixed(notSlower.miss.upper, 3)) ") && text.contains(" not-slower"))
}

/// A wide spread at the cap: the variant stays undecided, the output says so with the adjusted interval and the
/// exit status is 3, not 0; a variant timed by one side only is listed as not compared.
@Test func whatTheCapLeavesUndecidedIsReportedSo() throws {
    var (base, cand) = sides(1...12, variants: [("code/fit", 1.02, 0.06)])
    base.samples.append(
        Sample(
            process: 1, round: 1, position: 1, variant: "nib/fit", batchSize: 1, nanoseconds: 9,
            allocatedBytes: 0))
    var ab = SequentialAB(rule: SequentialRule(threshold: 0.01), maxSeconds: 300, pairsPerBatch: 16)
    try ab.look(baseline: base, candidate: cand, fraction: 0.98, isFinal: true, seconds: 295)
    #expect(!ab.isFinished && ab.ending == .cap && ab.undecided == ["code/fit"])
    #expect(ab.exitCode == SequentialAB.undecidedExitCode && ab.exitCode == 3)
    let text = TextComparisonRenderer().render(ab, baseline: "a", candidate: "b", folders: [])
    #expect(text.contains("UNDECIDED at the cap: code/fit; no regression found among the others."))
    #expect(text.contains("Stopped at the cap (300 s or the most pairs) after 1 look, 12 pairs, 295 s."))
    #expect(text.contains("- code/fit: undecided, the interval adjusted for 1 variant and 1 look, "))
    #expect(text.contains(", and the upper bound for misses, ") && text.contains(", is not below 1.010."))
    #expect(text.contains("Not compared (fewer than 2 pairs timed them): nib/fit."))
    #expect(!text.contains("No regression:"))
}

/// No variant timed by both builds: unusable input.
@Test func aSequentialABWithNothingPairedIsUnusable() {
    let (base, _) = sides(1...3, variants: [("code/fit", 1, 0)])
    var ab = SequentialAB(rule: SequentialRule(threshold: 0.01), maxSeconds: 300, pairsPerBatch: 16)
    #expect(throws: ReportError.self) {
        try ab.look(baseline: base, candidate: RunData(), fraction: 0.1, isFinal: false, seconds: 1)
    }
}

/// In lockstep a pair's value pairs the two workers' batches round by round: the median of the rounds' ratios,
/// not the ratio of each side's median. Rounds of 10 to 50 µs (the host slowing), the candidate 1.02 times its
/// round's baseline in three rounds and 0.5 in two: round by round the median is 1.02; by medians 20.4 / 30.
@Test func lockstepPairsAreComparedRoundByRound() throws {
    var base = RunData(), cand = RunData()
    let host: [Double] = [10, 20, 30, 40, 50], candidateOverBaseline = [1.02, 1.02, 1.02, 0.5, 0.5]
    for pair in 1...2 {
        for (round, (micro, factor)) in zip(host, candidateOverBaseline).enumerated() {
            base.samples.append(
                Sample(
                    process: pair, round: round + 1, position: 1, variant: "code/fit", batchSize: 1,
                    nanoseconds: UInt64(micro * 1_000), allocatedBytes: 0))
            cand.samples.append(
                Sample(
                    process: pair, round: round + 1, position: 1, variant: "code/fit", batchSize: 1,
                    nanoseconds: UInt64((micro * factor * 1_000).rounded()), allocatedBytes: 0))
        }
    }
    let paired = try #require(SequentialAB.logRatios(baseline: base, candidate: cand, roundsPaired: true).0["code/fit"])
    #expect(paired.count == 2 && paired.allSatisfy { abs($0 - log(1.02)) < 1e-9 })
    let byMedians = try #require(
        SequentialAB.logRatios(baseline: base, candidate: cand, roundsPaired: false).0["code/fit"])
    #expect(byMedians.count == 2 && byMedians.allSatisfy { abs($0 - log(20.4 / 30)) < 1e-9 })
    var ab = SequentialAB(rule: SequentialRule(threshold: 0.01), maxSeconds: 300, pairsPerBatch: 2, roundsPaired: true)
    try ab.look(baseline: base, candidate: cand, fraction: 1, isFinal: true, seconds: 10)
    #expect(
        MarkdownComparisonRenderer().render(ab, baseline: "a", candidate: "b", folders: [])
            .contains("the median over the rounds of the ratio of the two workers' batches of the same round"))
}
