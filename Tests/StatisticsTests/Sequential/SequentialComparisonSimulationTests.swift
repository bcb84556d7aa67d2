import Foundation
import Statistics
import Testing

/// False alarms under repeated looks: three variants, none changed, σ = 2% a pair, threshold 0.1% (so that hardly
/// any variant is ever called unchanged and every comparison takes all 8 looks, the most chances to err), 2,000
/// comparisons. The share with any regression or improvement must stay at or under α = 5%
/// (docs/ab-sequential.md gives the figures). Taken at their unadjusted 95% at each look instead, the intervals
/// would err in far more.
@Test func falseAlarmsUnderRepeatedLooksStayWithinAlpha() throws {
    let tally = try SequentialSimulation(effects: [0, 0, 0], sigma: 0.02, threshold: 0.001).run(2_000, seed: 40)
    #expect(Double(tally.withFalseAlarm) / Double(tally.comparisons) <= 0.05,
            "false alarms in \(tally.withFalseAlarm) of \(tally.comparisons)")
    #expect(tally.looksTaken.allSatisfy { $0 == 8 })
}

/// The same with 5% of the pairs ±40% off (a process of the pair in the host's slow state), 2,000 comparisons:
/// Hampel's bounds keep the false alarms within α.
@Test func falseAlarmsStayWithinAlphaWithAberrantPairs() throws {
    let tally = try SequentialSimulation(effects: [0, 0, 0], sigma: 0.02, threshold: 0.001, outliers: 0.05)
        .run(2_000, seed: 41)
    #expect(Double(tally.withFalseAlarm) / Double(tally.comparisons) <= 0.05, "\(tally.withFalseAlarm) false alarms")
}

/// Power at a known effect: one variant 3% slower, two unchanged, σ = 2% a pair, threshold 1%, 1,000
/// comparisons. The slowed variant must be found as a regression in at least 95% of them, the others called a
/// regression or improvement in at most α of them, and called unchanged in most.
@Test func aThreePercentSlowdownIsFoundAndNothingElse() throws {
    let tally = try SequentialSimulation(effects: [log(1.03), 0, 0], sigma: 0.02, threshold: 0.01).run(1_000, seed: 42)
    #expect(tally.rate(0, .regression) >= 0.95, "\(tally.verdicts[0])")
    #expect(Double(tally.withFalseAlarm) / Double(tally.comparisons) <= 0.05, "\(tally.withFalseAlarm) false alarms")
    #expect((1...2).allSatisfy { tally.rate($0, .unchanged) >= 0.9 }, "\(tally.verdicts)")
}

/// Misses: a variant exactly 1% slower at a threshold of 1% is called unchanged in at most β = 5% of 1,000
/// comparisons (its interval for misses must lie below 1.01 for that).
@Test func aChangeAtTheThresholdIsRarelyCalledUnchanged() throws {
    let tally = try SequentialSimulation(effects: [log(1.01)], sigma: 0.02, threshold: 0.01).run(1_000, seed: 43)
    #expect(tally.rate(0, .unchanged) <= 0.05, "\(tally.verdicts[0])")
}
