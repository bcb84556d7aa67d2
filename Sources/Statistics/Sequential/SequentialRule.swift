import Foundation

/// The verdict of one variant at one look of a sequential comparison (`SequentialComparison`).
public enum SequentialVerdict: String, Sendable, Codable, CaseIterable {
    /// Significantly slower, family-wise and over the looks, and estimated at least the threshold slower.
    case regression
    /// Significantly faster, and estimated at least the threshold faster (1/(1 + τ)).
    case improvement
    /// The interval for misses lies within the threshold both ways: any change is smaller than the threshold.
    case unchanged
    /// None of the above yet; at the cap, what the comparison could not decide.
    case undecided
}

/// Why a variant is still undecided at a look.
public enum UndecidedReason: String, Sendable, Codable {
    /// The interval adjusted for the family and the looks reaches a ratio of 1 (no change), and the interval
    /// for misses reaches beyond the threshold.
    case adjustedIntervalReachesNoChange
    /// The adjusted interval lies wholly on one side of 1, but the estimate is within the threshold, and the
    /// interval for misses reaches beyond it: more pairs tell a change at least the threshold from a smaller one.
    case estimateWithinThreshold
}

/// One look's decision rule for one variant's pairs: the block interval of their log ratios at three levels.
///
/// Repeated confidence intervals (Jennison and Turnbull, "Interim analyses: the repeated confidence interval
/// approach", J. R. Stat. Soc. B 51, 1989, 305-361): at look k the interval is taken at a level that
/// `SequentialComparison` spends from the error rate (`ErrorSpending`), and a verdict stands once its
/// interval allows it. Each interval is `BlockInterval`'s (blocks of consecutive pairs, each summarised by the
/// median of its pairs within Hampel's bounds, Student's t over the blocks), as `ab` used at a fixed size:
///
/// 1. `regression` when the family interval (level 1 − αₖ/m: Bonferroni over the m variants) lies wholly above
///    1 and the estimate r ≥ 1 + τ;
/// 2. `improvement` when it lies wholly below 1 and r ≤ 1/(1 + τ);
/// 3. `unchanged` when the interval for misses (level 1 − 2βₖ, each side one-sided at βₖ) lies within
///    [1/(1 + τ), 1 + τ];
/// 4. `undecided` otherwise, with its reason.
///
/// Rules 1 and 2 control false alarms family-wise (α over all variants and looks); rule 3 controls misses per
/// variant (β: calling a change of at least τ unchanged), as a group-sequential design's futility bound
/// does (Jennison and Turnbull, "Group Sequential Methods with Applications to Clinical Trials", 2000, §7.2).
public struct SequentialRule: Sendable, Equatable, Codable {
    /// Family-wise rate of false alarms (a regression or improvement where the ratio is on the other side of 1).
    public var alpha: Double
    /// Per variant, the rate of calling `unchanged` a change of at least the threshold.
    public var beta: Double
    /// τ: the smallest estimated change that counts (0.01 for 1%).
    public var threshold: Double
    /// The level of the unadjusted interval shown beside the adjusted one.
    public var unadjustedLevel: Double
    /// Pairs a look needs before it decides or spends anything (but the last look, which always does).
    ///
    /// Why: the t-interval over block medians is right in the middle of its distribution sooner than in its far
    /// tails, which the small levels of a sequential look reach. Simulated with normal pairs (NumPy, 40,000
    /// comparisons each), two-sided at 0.002 it excluded the truth in 0.27% at 12 pairs and 0.32% at 24 (blocks
    /// of 1 to 3 pairs), against 0.22% at 48 and 0.23% at 96; and a sequential simulation that looked from 12
    /// pairs on raised 5.05% false alarms where α was 5% (docs/ab-sequential.md).
    public var minimumPairs: Int

    public init(alpha: Double = 0.05, beta: Double = 0.05, threshold: Double, unadjustedLevel: Double = 0.95,
                minimumPairs: Int = 40) {
        self.alpha = alpha
        self.beta = beta
        self.threshold = threshold
        self.unadjustedLevel = unadjustedLevel
        self.minimumPairs = minimumPairs
    }

    /// Blocks for n pairs: n/8 (at least 8 pairs a block, as the fixed 80 pairs of 10 blocks had) between 10 and 30,
    /// the range Schmeiser recommends ("Batch size effects in the analysis of simulation output", Operations
    /// Research 30, 1982). More blocks as pairs accrue give the small levels of late looks more degrees of freedom:
    /// t₉ at 0.9999 is 5.6, t₂₉ 4.2.
    public static func blocks(forPairs pairs: Int) -> Int {
        Swift.min(30, Swift.max(10, pairs / 8))
    }

    /// One variant's decision at a look, from its pairs' log ratios (candidate over baseline, in the order the
    /// pairs ran); `familyLevel` and `missLevel` are the look's levels, `critical` gives t₍B−1, (1+level)/2₎.
    /// Throws with fewer than 2 values.
    public func decide(_ logRatios: [Double], familyLevel: Double, missLevel: Double,
                       critical: (Int, Double) -> Double) throws -> SequentialDecision {
        try StatisticsError.validate(logRatios, sample: "of the sequential look")
        if logRatios.count < 2 {
            throw StatisticsError.tooFewValues(sample: "of the sequential look", count: logRatios.count, needed: 2)
        }
        let (estimates, setAside) = BlockInterval.estimates(logRatios, blocks: SequentialRule.blocks(forPairs: logRatios.count),
                                                            estimator: .medianWithinHampelBounds)
        func interval(_ level: Double) -> ConfidenceInterval {
            BlockInterval.interval(of: estimates, critical: critical(estimates.count, level), level: level)!
        }
        let family = interval(familyLevel), miss = interval(missLevel), unadjusted = interval(unadjustedLevel)
        let estimate = estimates.reduce(0, +) / Double(estimates.count)
        let limit = log(1 + threshold)
        let verdict: SequentialVerdict
        var reason: UndecidedReason?
        if family.lower > 0 && estimate >= limit {
            verdict = .regression
        } else if family.upper < 0 && estimate <= -limit {
            verdict = .improvement
        } else if -limit <= miss.lower && miss.upper <= limit {
            verdict = .unchanged
        } else {
            verdict = .undecided
            reason = family.contains(0) ? .adjustedIntervalReachesNoChange : .estimateWithinThreshold
        }
        func ratio(_ interval: ConfidenceInterval) -> ConfidenceInterval {
            ConfidenceInterval(lower: exp(interval.lower), upper: exp(interval.upper), level: interval.level)
        }
        return SequentialDecision(verdict: verdict, reason: reason, pairs: logRatios.count, setAside: setAside,
                                  blocks: estimates.count, ratio: exp(estimate), family: ratio(family),
                                  miss: ratio(miss), unadjusted: ratio(unadjusted))
    }
}

/// What one look decided for one variant, with the intervals it read (as ratios candidate/baseline).
public struct SequentialDecision: Sendable, Equatable, Codable {
    public var verdict: SequentialVerdict
    /// Why it is undecided; nil once decided.
    public var reason: UndecidedReason?
    /// Pairs that timed the variant, and of those the ones beyond Hampel's bounds.
    public var pairs: Int
    public var setAside: Int
    public var blocks: Int
    /// exp of the mean block estimate.
    public var ratio: Double
    /// At 1 − αₖ/m: what regressions and improvements are read from.
    public var family: ConfidenceInterval
    /// At 1 − 2βₖ: what `unchanged` is read from.
    public var miss: ConfidenceInterval
    /// At the rule's unadjusted level (95%), for comparison only: it decides nothing.
    public var unadjusted: ConfidenceInterval
    /// The look (1-based) and the seconds since the comparison began at which this was decided; set by
    /// `SequentialComparison`.
    public var look = 0
    public var seconds = 0.0

    /// The interval the verdict rests on: the one for misses when unchanged, the family's otherwise.
    public var decisive: ConfidenceInterval { verdict == .unchanged ? miss : family }
}
