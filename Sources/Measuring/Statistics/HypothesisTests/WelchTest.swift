/// Welch's unequal-variance t-test and t-interval for the difference of two means, two-sided.
///
/// Welch, "The generalization of Student's problem when several different population variances are
/// involved" (Biometrika, 1947). With means m₁, m₂, Bessel-corrected variances s₁², s₂² and sizes n₁, n₂:
/// se = √(s₁²/n₁ + s₂²/n₂), t = (m₂ − m₁)/se, and the Welch–Satterthwaite degrees of freedom
/// ν = se⁴ / ((s₁²/n₁)²/(n₁ − 1) + (s₂²/n₂)²/(n₂ − 1)). The interval is (m₂ − m₁) ± t₍ν, (1+level)/2₎·se.
/// Matches `scipy.stats.ttest_ind(second, first, equal_var=False)`. When both variances are zero, se = 0:
/// the interval is the point difference, p = 1 if the means are equal and 0 otherwise (never ±∞ or NaN).
public struct WelchTest: Equatable, Sendable {
    /// m₂ − m₁: the second sample's mean minus the first's.
    public var difference: Double
    public var standardError: Double
    public var degreesOfFreedom: Double
    public var pValue: Double
    public var lower: Double
    public var upper: Double

    /// Compares `second` with `first`; each needs at least two values.
    public init(_ first: [Double], _ second: [Double], level: Double = 0.95) {
        precondition(first.count >= 2 && second.count >= 2, "Welch's test needs two or more values per sample.")
        func moments(_ values: [Double]) -> (mean: Double, varianceOfMean: Double, n: Double) {
            let mean = Moments.mean(values)
            return (mean, (Moments.variance(values, mean: mean) ?? 0) / Double(values.count), Double(values.count))
        }
        let a = moments(first), b = moments(second)
        difference = b.mean - a.mean
        let varianceOfDifference = a.varianceOfMean + b.varianceOfMean
        standardError = varianceOfDifference.squareRoot()
        guard standardError > 0 else {
            degreesOfFreedom = a.n + b.n - 2
            pValue = difference == 0 ? 1 : 0
            (lower, upper) = (difference, difference)
            return
        }
        degreesOfFreedom =
            varianceOfDifference * varianceOfDifference
            / (a.varianceOfMean * a.varianceOfMean / (a.n - 1) + b.varianceOfMean * b.varianceOfMean / (b.n - 1))
        let distribution = StudentT(degreesOfFreedom: degreesOfFreedom)
        pValue = distribution.twoSidedPValue(difference / standardError)
        let critical = distribution.quantile((1 + level) / 2)
        (lower, upper) = (difference - critical * standardError, difference + critical * standardError)
    }
}
