import Foundation
@testable import Reports
import Results
import Statistics
import Testing

/// Two sides of an interleaved run built from known numbers: per pair p, both builds share a process factor
/// (up to ±4%) and the candidate's `slower` variant takes `factor` times as long.
private func sides(pairs: Int, slower: String?, factor: Double) -> (RunData, RunData) {
    var base = RunData(), cand = RunData()
    for pair in 1...pairs {
        let shared = 1 + 0.02 * sin(Double(pair))
        let jitter = 1 + 0.004 * cos(Double(pair) * 1.7)
        for (variant, ns) in [("code/fit", 14_000.0), ("code/nofit", 7_000.0)] {
            for round in 1...5 {
                let wobble = 1 + 0.001 * Double(round % 3)
                base.samples.append(
                    Sample(
                        process: pair, round: round, position: 1, variant: variant, batchSize: 1,
                        nanoseconds: UInt64(ns * shared * wobble), allocatedBytes: 0))
                let scale = variant == slower ? factor : 1
                cand.samples.append(
                    Sample(
                        process: pair, round: round, position: 1, variant: variant, batchSize: 1,
                        nanoseconds: UInt64(ns * shared * jitter * wobble * scale), allocatedBytes: 0))
            }
        }
    }
    return (base, cand)
}

@Test func aThreePercentSlowdownOfOneVariantIsARegression() throws {
    let (base, cand) = sides(pairs: 40, slower: "code/fit", factor: 1.03)
    let ab = try ABComparison(baseline: base, candidate: cand, threshold: 0.01)
    let fit = try #require(ab.changes.first { $0.variant == "code/fit" })
    #expect(fit.verdict == .regression && fit.pairs == 40 && fit.blockCount == 10)
    #expect(fit.interval.lower > 1.01 && fit.interval.contains(fit.ratio) && abs(fit.ratio - 1.03) < 0.005)
    #expect(ab.changes.first { $0.variant == "code/nofit" }?.verdict != .regression)
    #expect(ab.regressions == ["code/fit"] && ab.exitCode == 1)
    let text = TextComparisonRenderer().render(ab, baseline: "a", candidate: "b", folders: [])
    #expect(text.contains("REGRESSION: code/fit 3.0% slower."))
}

/// ab's rule: a significant slowdown whose estimate clears the threshold is a regression even when the lower
/// end of its interval does not (compare's whole-interval rule would leave it inconclusive). Each candidate
/// process here has its own speed (up to ±2%), which widens the interval to about ±0.7%.
@Test func aSignificantSlowdownEstimatedBeyondTheThresholdIsARegression() throws {
    var base = RunData(), cand = RunData()
    for pair in 1...40 {
        let own = 1 + 0.02 * cos(Double(pair * pair) * 0.9)
        for round in 1...5 {
            base.samples.append(
                Sample(
                    process: pair, round: round, position: 1, variant: "code/fit", batchSize: 1,
                    nanoseconds: 14_000, allocatedBytes: 0))
            cand.samples.append(
                Sample(
                    process: pair, round: round, position: 1, variant: "code/fit", batchSize: 1,
                    nanoseconds: UInt64(14_000 * 1.017 * own), allocatedBytes: 0))
        }
    }
    let ab = try ABComparison(baseline: base, candidate: cand, threshold: 0.01)
    let fit = try #require(ab.changes.first)
    #expect(fit.interval.lower > 1 && fit.interval.lower < 1.01 && fit.ratio >= 1.01 && fit.adjustedPValue < 0.05)
    #expect(fit.verdict == .regression)
    let stricter = try ABComparison(baseline: base, candidate: cand, threshold: 0.015)
    #expect(stricter.changes.first?.verdict == .inconclusive)
}

@Test func theSameBuildOnBothSidesIsNoRegression() throws {
    let (base, cand) = sides(pairs: 40, slower: nil, factor: 1)
    let ab = try ABComparison(baseline: base, candidate: cand, threshold: 0.01)
    #expect(ab.changes.allSatisfy { $0.verdict == .unchanged })
    #expect(ab.exitCode == 0)
}

@Test func nothingPairedIsUnusable() {
    let (base, _) = sides(pairs: 3, slower: nil, factor: 1)
    #expect(throws: ReportError.self) { try ABComparison(baseline: base, candidate: RunData(), threshold: 0.01) }
}

/// The machine's slow state (every row 1.65 times as long) catching one process of a pair: in 3 of each 8
/// consecutive pairs, the candidate's process in one block of pairs and the baseline's in the next. Per-block
/// medians still find the 3%; Hodges–Lehmann estimates of those blocks would swing by about ±25%.
@Test func slowProcessStatesDoNotHideAThreePercentSlowdown() throws {
    var base = RunData(), cand = RunData()
    for pair in 1...80 {
        let caught = (pair - 1) % 8 < 3, candidateBlock = ((pair - 1) / 8) % 2 == 0
        let baseState = caught && !candidateBlock ? 1.65 : 1
        let candState = caught && candidateBlock ? 1.65 : 1
        for round in 1...5 {
            let wobble = 1 + 0.002 * Double((pair + round) % 5)
            base.samples.append(
                Sample(
                    process: pair, round: round, position: 1, variant: "code/fit", batchSize: 1,
                    nanoseconds: UInt64(14_000 * baseState * wobble), allocatedBytes: 0))
            cand.samples.append(
                Sample(
                    process: pair, round: round, position: 1, variant: "code/fit", batchSize: 1,
                    nanoseconds: UInt64(14_000 * 1.03 * candState * wobble), allocatedBytes: 0))
        }
    }
    let ab = try ABComparison(baseline: base, candidate: cand, threshold: 0.01)
    let fit = try #require(ab.changes.first)
    #expect(fit.verdict == .regression && abs(fit.ratio - 1.03) < 0.005)
}

/// As in one loaded self-test (docs/log/ab-self-test-2026-11-26-4bd47a2.md): in one block of eight pairs, five pairs
/// caught the baseline's process in the slow state (1.5 times as long), so that block's plain median sat about 40% off
/// and would widen an A/A interval to about ±9%. Within Hampel's bounds the block's median is its clean pairs', the
/// interval stays within ±1%, those five pairs are counted as set aside, and a 3% slowdown is still found.
@Test func aBlockWithMorePairsCaughtThanCleanOnesKeepsTheIntervalNarrow() throws {
    func sides(slower factor: Double) -> (RunData, RunData) {
        var base = RunData(), cand = RunData()
        for pair in 1...80 {
            let baseState = (25...29).contains(pair) ? 1.5 : 1
            for round in 1...5 {
                let wobble = 1 + 0.002 * Double((pair * 3 + round) % 5)
                base.samples.append(
                    Sample(
                        process: pair, round: round, position: 1, variant: "code/fit", batchSize: 1,
                        nanoseconds: UInt64(14_000 * baseState * wobble), allocatedBytes: 0))
                cand.samples.append(
                    Sample(
                        process: pair, round: round, position: 1, variant: "code/fit", batchSize: 1,
                        nanoseconds: UInt64(14_000 * factor * (1 + 0.002 * Double(pair % 3)) * wobble),
                        allocatedBytes: 0))
            }
        }
        return (base, cand)
    }
    let (base, same) = sides(slower: 1)
    let aa = try #require(try ABComparison(baseline: base, candidate: same, threshold: 0.005).changes.first)
    #expect(aa.setAside == 5 && aa.interval.upper - aa.interval.lower < 0.02 && aa.verdict != .regression)
    let text = TextComparisonRenderer().render(
        try ABComparison(baseline: base, candidate: same, threshold: 0.005),
        baseline: "a", candidate: "b", folders: [])
    #expect(text.contains(" 75/80 "))
    let (_, slower) = sides(slower: 1.03)
    let ab = try #require(try ABComparison(baseline: base, candidate: slower, threshold: 0.005).changes.first)
    #expect(ab.verdict == .regression && abs(ab.ratio - 1.03) < 0.005)
}
