import Foundation

/// The verdict of one variant at one look of a sequential comparison (`SequentialComparison`).
public enum SequentialVerdict: String, Sendable, Codable, CaseIterable {
    /// Significantly slower, family-wise and over the looks, and estimated at least the threshold slower.
    case regression
    /// Significantly faster, and estimated at least the threshold faster (1/(1 + τ)).
    case improvement
    /// Not slower by the threshold or more: the upper bound for misses lies below 1 + τ (non-inferiority). The
    /// gate's question is one-sided, so this says nothing about how much faster the variant may be; a
    /// significant speed-up of at least τ is an `improvement`, reported apart.
    case notSlower = "not-slower"
    /// None of the above yet; at the cap, what the comparison could not decide.
    case undecided
}

/// Why a variant is still undecided at a look.
public enum UndecidedReason: String, Sendable, Codable {
    /// The interval adjusted for the family and the looks reaches a ratio of 1 (no change), and the upper bound
    /// for misses lies at or beyond 1 + τ.
    case adjustedIntervalReachesNoChange
    /// The adjusted interval lies wholly on one side of 1, but the estimate is within the threshold, and the
    /// upper bound for misses lies at or beyond 1 + τ: more pairs tell a slowdown of at least the threshold from
    /// a smaller one.
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
/// 3. `notSlower` when the upper bound for misses (one-sided at level 1 − βₖ: the upper end of the two-sided
///    interval at 1 − 2βₖ) lies below 1 + τ;
/// 4. `undecided` otherwise, with its reason.
///
/// Rules 1 and 2 control false alarms family-wise (α over all variants and looks); rule 3 controls misses per
/// variant (β: calling a slowdown of at least τ not slower), as a group-sequential design's futility bound
/// does (Jennison and Turnbull, "Group Sequential Methods with Applications to Clinical Trials", 2000, ch. 7).
/// Rule 3 is one-sided because the gate's question is: a non-inferiority test (Jennison and Turnbull, ch. 6;
/// Wellek, "Testing Statistical Hypotheses of Equivalence and Noninferiority", 2nd ed., 2010, ch. 2). A
/// two-sided "unchanged", as `ab` had, also had to show a variant not faster by τ, which nobody gating on
/// regressions asks, and left most variants undecided at the cap on a 2-core host (docs/ab-sequential.md).
public struct SequentialRule: Sendable, Equatable, Codable {
    /// Family-wise rate of false alarms (a regression or improvement where the ratio is on the other side of 1).
    public var alpha: Double
    /// Per variant, the rate of calling `notSlower` a slowdown of at least the threshold.
    public var beta: Double
    /// How α is spent over the looks: Pocock's type, so that regressions are found early.
    public var alphaSpending: ErrorSpending.Shape
    /// How β is spent over the looks: the power family with ρ = 3, so that the last look, the one that can show
    /// "not slower" with the pairs a 2-core host gives in the cap, gets most of it (docs/ab-sequential.md).
    public var betaSpending: ErrorSpending.Shape
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

    public init(
        alpha: Double = 0.05, beta: Double = 0.05, threshold: Double, unadjustedLevel: Double = 0.95,
        minimumPairs: Int = 40, alphaSpending: ErrorSpending.Shape = .pocock,
        betaSpending: ErrorSpending.Shape = .power(3)
    ) {
        self.alpha = alpha
        self.beta = beta
        self.alphaSpending = alphaSpending
        self.betaSpending = betaSpending
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
    /// pairs ran); `familyLevel` and `missLevel` are the look's two-sided levels (the upper bound for misses is
    /// one-sided at (1 + missLevel)/2), `critical` gives t₍B−1, (1+level)/2₎.
    /// Throws with fewer than 2 values.
    public func decide(
        _ logRatios: [Double], familyLevel: Double, missLevel: Double,
        critical: (Int, Double) -> Double
    ) throws -> SequentialDecision {
        try StatisticsError.validate(logRatios, sample: "of the sequential look")
        if logRatios.count < 2 {
            throw StatisticsError.tooFewValues(sample: "of the sequential look", count: logRatios.count, needed: 2)
        }
        let (estimates, setAside) = BlockInterval.estimates(
            logRatios, blocks: SequentialRule.blocks(forPairs: logRatios.count),
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
        } else if miss.upper < limit {
            verdict = .notSlower
        } else {
            verdict = .undecided
            reason = family.contains(0) ? .adjustedIntervalReachesNoChange : .estimateWithinThreshold
        }
        func ratio(_ interval: ConfidenceInterval) -> ConfidenceInterval {
            ConfidenceInterval(lower: exp(interval.lower), upper: exp(interval.upper), level: interval.level)
        }
        return SequentialDecision(
            verdict: verdict, reason: reason, pairs: logRatios.count, setAside: setAside,
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
    /// At 1 − 2βₖ: its upper end, one-sided at 1 − βₖ, is what `notSlower` is read from.
    public var miss: ConfidenceInterval
    /// At the rule's unadjusted level (95%), for comparison only: it decides nothing.
    public var unadjusted: ConfidenceInterval
    /// The look (1-based) and the seconds since the comparison began at which this was decided; set by
    /// `SequentialComparison`.
    public var look = 0
    public var seconds = 0.0

    /// The interval the verdict rests on: the one for misses when not slower (only its upper end decides), the
    /// family's otherwise.
    public var decisive: ConfidenceInterval { verdict == .notSlower ? miss : family }
}
