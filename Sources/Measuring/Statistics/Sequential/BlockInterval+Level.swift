/// Block intervals at the levels of a sequential look, from block estimates and given t quantiles.
extension BlockInterval {
    /// mean ± critical · s/√B of `estimates` (B of them, s their Bessel-corrected standard deviation), as
    /// `interval` is with critical = t₍B−1, (1+level)/2₎; the quantile is given, so that a look computes each
    /// level's once for all its variants. Nil with fewer than 2 estimates.
    public static func interval(of estimates: [Double], critical: Double, level: Double) -> ConfidenceInterval? {
        guard estimates.count >= 2 else { return nil }
        let count = Double(estimates.count)
        let mean = estimates.reduce(0, +) / count
        let variance = estimates.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (count - 1)
        let halfWidth = critical * (variance / count).squareRoot()
        return ConfidenceInterval(lower: mean - halfWidth, upper: mean + halfWidth, level: level)
    }

    /// The two-sided critical value t₍B−1, (1+level)/2₎ for `blocks` blocks.
    public static func critical(blocks: Int, level: Double) -> Double {
        StudentT(degreesOfFreedom: Double(blocks - 1)).quantile((1 + level) / 2)
    }
}
