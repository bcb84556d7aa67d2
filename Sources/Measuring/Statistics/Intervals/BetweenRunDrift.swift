import Foundation

/// How much two separate runs of one build differ, and what that does to a comparison of two runs.
///
/// Processes of one run share the machine's state at that time; a later run meets other neighbours, so its
/// whole level moves. An interval built from the processes of two runs (Welch, see `WelchTest`) sees only
/// the spread within each run, not that shift. Treating the shift as an independent error with standard
/// deviation σ on the log scale, the variances add (Taylor, "An Introduction to Error Analysis", 2nd ed.,
/// 1997, §3.5, independent errors add in quadrature): the half-width becomes √(hw² + (z·σ)²) with z the
/// normal quantile at (1 + level)/2. No comparison of two runs can resolve a change much smaller than z·σ,
/// and `smallestDetectable` says how large a change must be for its whole interval to clear a threshold.
public struct BetweenRunDrift: Sendable, Equatable, Codable {
    /// σ measured on this project's machines: two default runs of one build moved every row variant by
    /// 3.1–4.6% (geometric means of process medians, docs/drift.md), so 4% on the log scale.
    public static let measured = BetweenRunDrift(standardDeviation: 0.04)

    /// σ, the standard deviation of ln(level of run 2 / level of run 1) for one build.
    public var standardDeviation: Double

    public init(standardDeviation: Double) {
        self.standardDeviation = standardDeviation
    }

    /// `interval` (of a ratio, in ratio units, around `ratio`) with its log half-widths widened by the drift;
    /// each side keeps its own half-width, so an asymmetric interval stays asymmetric.
    public func widen(_ interval: ConfidenceInterval, around ratio: Double) -> ConfidenceInterval {
        let drift = Normal.quantile((1 + interval.level) / 2) * standardDeviation
        let below = log(ratio) - log(interval.lower), above = log(interval.upper) - log(ratio)
        return ConfidenceInterval(
            lower: ratio * exp(-(below * below + drift * drift).squareRoot()),
            upper: ratio * exp((above * above + drift * drift).squareRoot()),
            level: interval.level)
    }

    /// The smallest slowdown (0.09 for 9%) whose interval, as wide on the log scale as `interval` is above
    /// `ratio`, would lie wholly beyond 1 + `threshold`.
    public static func smallestDetectable(
        _ interval: ConfidenceInterval, around ratio: Double, threshold: Double
    )
        -> Double
    {
        exp(log(1 + threshold) + log(ratio) - log(interval.lower)) - 1
    }
}
