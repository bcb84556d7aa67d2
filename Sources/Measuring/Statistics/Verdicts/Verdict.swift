/// Whether variant A is faster than, slower than, or the same as variant B, or the data cannot tell.
///
/// The rule, from the design's measurement method, for a confidence interval [lo, hi] of the ratio of
/// durations A/B, a multiple-comparison-adjusted p-value p (see `Holm`), a significance level α (default
/// 0.05) and a noise band [bandLow, bandHigh] (default [0.99, 1.01]), checked in this order:
/// 1. `faster` when p < α and hi < bandLow: A takes significantly and materially less time than B;
/// 2. `slower` when p < α and lo > bandHigh;
/// 3. `same` when bandLow ≤ lo and hi ≤ bandHigh: the whole interval lies inside the band, whatever p is;
/// 4. `inconclusive` otherwise (e.g. significant but the interval reaches into the band, or the interval
///    straddles a band edge).
/// The first three cannot overlap, so the order only documents the rule.
public enum Verdict: String, Sendable, Codable, CaseIterable {
    /// A is faster than B: p < α and the whole interval of A/B lies below the band.
    case faster
    /// A is slower than B: p < α and the whole interval of A/B lies above the band.
    case slower
    /// A and B are the same within noise: the whole interval lies inside the band.
    case same
    /// None of the above.
    case inconclusive

    /// The verdict for an interval of A/B and an adjusted p-value.
    public init(
        interval: ConfidenceInterval, adjustedPValue: Double, alpha: Double = 0.05, band: NoiseBand = .onePercent
    ) {
        let significant = adjustedPValue < alpha
        if significant && interval.upper < band.lower {
            self = .faster
        } else if significant && interval.lower > band.upper {
            self = .slower
        } else if band.contains(interval) {
            self = .same
        } else {
            self = .inconclusive
        }
    }
}
