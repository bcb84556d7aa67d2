import Foundation
import Statistics
import Testing

/// Ten block estimates, each the value of both pairs of its block (20 pairs, 10 blocks of 2, all within
/// Hampel's bounds: median 0.029, MAD 0.002). Reference intervals from NumPy and SciPy:
///   m, se = e.mean(), e.std(ddof=1)/sqrt(10); c = stats.t.ppf((1 + level)/2, 9); exp(m ∓ c·se)
///   level 1 − 0.01/16: 1.025127152786776, 1.0337400514945736
///   level 0.98:        1.0270558442678688, 1.031798807849343
///   level 0.95:        1.0275249572740213, 1.0313277436313226; exp(m) = 1.0294245944751308
private let estimates = [0.028, 0.031, 0.025, 0.030, 0.027, 0.033, 0.029, 0.026, 0.032, 0.029]
private let pairs = estimates.flatMap { [$0, $0] }
private let familyLevel = 1 - 0.01 / 16

private func decide(_ values: [Double], threshold: Double) throws -> SequentialDecision {
    try SequentialRule(threshold: threshold).decide(
        values, familyLevel: familyLevel, missLevel: 0.98,
        critical: BlockInterval.critical)
}

@Test func aLookGivesItsThreeIntervalsAsSciPyDoes() throws {
    let decision = try decide(pairs, threshold: 0.01)
    #expect(decision.blocks == 10 && decision.pairs == 20 && decision.setAside == 0)
    #expect(isClose(decision.ratio, 1.0294245944751308, tolerance: 1e-12))
    #expect(isClose(decision.family.lower, 1.025127152786776, tolerance: 1e-10))
    #expect(isClose(decision.family.upper, 1.0337400514945736, tolerance: 1e-10))
    #expect(isClose(decision.miss.lower, 1.0270558442678688, tolerance: 1e-10))
    #expect(isClose(decision.miss.upper, 1.031798807849343, tolerance: 1e-10))
    #expect(isClose(decision.unadjusted.lower, 1.0275249572740213, tolerance: 1e-10))
    #expect(isClose(decision.unadjusted.upper, 1.0313277436313226, tolerance: 1e-10))
}

/// +2.9% with the family interval above 1: a regression at τ = 1%; mirrored, an improvement.
@Test func aSignificantChangeOfAtLeastTheThresholdIsDecided() throws {
    let slower = try decide(pairs, threshold: 0.01)
    #expect(slower.verdict == .regression && slower.reason == nil && slower.decisive == slower.family)
    #expect(try decide(pairs.map { -$0 }, threshold: 0.01).verdict == .improvement)
    // At τ = 3% the estimate (+2.9%) is within the threshold, but the interval for misses reaches beyond it.
    let small = try decide(pairs, threshold: 0.03)
    #expect(small.verdict == .undecided && small.reason == .estimateWithinThreshold)
}

/// Centred on 0 with the same spread: the upper bound for misses (+0.23%) lies below 1.01, not below 1.001.
@Test func notSlowerNeedsTheUpperBoundForMissesBelowTheThreshold() throws {
    let centred = pairs.map { $0 - 0.029 }
    let notSlower = try decide(centred, threshold: 0.01)
    #expect(notSlower.verdict == .notSlower && notSlower.decisive == notSlower.miss)
    let narrow = try decide(centred, threshold: 0.001)
    #expect(narrow.verdict == .undecided && narrow.reason == .adjustedIntervalReachesNoChange)
}

/// One-sided: 0.8% faster, significant but short of the 1% an improvement needs, with the interval for misses
/// (0.9897-0.9943) reaching below 1/1.01: not slower, since only its upper end is read. The two-sided rule `ab`
/// had before (both ends within the threshold) left such a variant undecided.
@Test func aFasterVariantIsNotSlowerWithoutShowingItUnchanged() throws {
    let faster = try decide(pairs.map { $0 - 0.037 }, threshold: 0.01)
    #expect(faster.miss.lower < 1 / 1.01 && faster.miss.upper < 1)
    #expect(faster.verdict == .notSlower)
}

/// Significant (+0.5%, the family interval above 1) but below τ = 0.6%, and the interval for misses reaching
/// past it: undecided, saying so.
@Test func aSignificantChangeBelowTheThresholdWaitsForMorePairs() throws {
    let decision = try decide(pairs.map { $0 - 0.024 }, threshold: 0.006)
    #expect(decision.family.lower > 1)
    #expect(decision.verdict == .undecided && decision.reason == .estimateWithinThreshold)
}

/// n/8 blocks, between 10 and 30.
@Test func blocksGrowWithThePairs() {
    #expect([2, 80, 81, 160, 240, 1000].map(SequentialRule.blocks(forPairs:)) == [10, 10, 10, 20, 30, 30])
}
