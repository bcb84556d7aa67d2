/// Whether a candidate regressed or improved against a baseline by more than a threshold, for `compare`.
///
/// The ratio is candidate/baseline durations (above 1 means the candidate is slower). Given the point ratio
/// r, its confidence interval [lo, hi], an adjusted p-value p (see `Holm`), α (default 0.05), the noise band
/// [bandLow, bandHigh] (default [0.99, 1.01]) and a threshold τ (default 0.05, i.e. 5%), checked in this order:
/// 1. `regression` when p < α, lo > bandHigh and r ≥ 1 + τ: significantly slower, beyond noise, and by at
///    least the threshold;
/// 2. `improvement` when p < α, hi < bandLow and r ≤ 1/(1 + τ): the mirror image (with τ = 5%, at least
///    about 4.76% less time, so that a regression and the improvement that undoes it are symmetric);
/// 3. `unchanged` when 1/(1 + τ) ≤ lo and hi ≤ 1 + τ: any change is confidently within the threshold, even
///    if it is significant;
/// 4. `inconclusive` otherwise.
/// Rule 3 is checked only after rules 1 and 2, which decides the edge case r = hi = 1 + τ.
public enum RegressionVerdict: String, Sendable, Codable, CaseIterable {
    /// The candidate is slower by at least the threshold, significantly and beyond noise.
    case regression
    /// The candidate is faster by at least the threshold, significantly and beyond noise.
    case improvement
    /// The whole interval lies within the threshold in both directions.
    case unchanged
    /// None of the above.
    case inconclusive

    /// The verdict for the ratio candidate/baseline, its interval and an adjusted p-value.
    public init(
        ratio: Double, interval: ConfidenceInterval, adjustedPValue: Double, alpha: Double = 0.05,
        band: NoiseBand = .onePercent, threshold: Double = 0.05
    ) {
        let significant = adjustedPValue < alpha
        let slowerLimit = 1 + threshold
        let fasterLimit = 1 / (1 + threshold)
        if significant && interval.lower > band.upper && ratio >= slowerLimit {
            self = .regression
        } else if significant && interval.upper < band.lower && ratio <= fasterLimit {
            self = .improvement
        } else if fasterLimit <= interval.lower && interval.upper <= slowerLimit {
            self = .unchanged
        } else {
            self = .inconclusive
        }
    }
}

extension RegressionVerdict {
    /// The verdict for an exact ratio, such as instruction counts: no interval and no test, because the same
    /// binary and input give the same count. Above 1 + `tolerance` is a regression, below 1 − `tolerance` an
    /// improvement, anything between unchanged; never inconclusive.
    public init(exactRatio ratio: Double, tolerance: Double) {
        self = ratio > 1 + tolerance ? .regression : ratio < 1 - tolerance ? .improvement : .unchanged
    }
}
