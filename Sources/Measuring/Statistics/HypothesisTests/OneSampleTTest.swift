/// Student's one-sample t-test that the mean of a sample equals a hypothesized value, two-sided.
///
/// t = (mean − μ₀)/(s/√n) with s the Bessel-corrected standard deviation, referred to Student's t with n − 1
/// degrees of freedom (see `StudentT`); p = P(|T| > |t|). This matches `scipy.stats.ttest_1samp`. When s = 0,
/// t is ±∞ with p = 0 if the mean differs from μ₀, and t = 0 with p = 1 if it does not (SciPy gives NaN).
public struct OneSampleTTest: Sendable, Equatable, Codable {
    /// Number of values, n (at least 2).
    public var count: Int
    /// The sample mean.
    public var mean: Double
    /// The sample standard deviation (divisor n − 1).
    public var standardDeviation: Double
    /// The t statistic.
    public var t: Double
    /// n − 1.
    public var degreesOfFreedom: Double
    /// The two-sided p-value.
    public var pValue: Double

    /// Tests whether the mean of `values` equals `hypothesizedMean`; throws with fewer than two finite values.
    public init(_ values: [Double], hypothesizedMean: Double = 0) throws {
        try StatisticsError.validate(values, sample: "of the one-sample t-test")
        if values.count < 2 {
            throw StatisticsError.tooFewValues(sample: "of the one-sample t-test", count: values.count, needed: 2)
        }
        count = values.count
        mean = Moments.mean(values)
        standardDeviation = Moments.standardDeviation(values, mean: mean) ?? 0
        degreesOfFreedom = Double(count - 1)
        let difference = mean - hypothesizedMean
        if standardDeviation == 0 {
            t = difference == 0 ? 0 : (difference > 0 ? .infinity : -.infinity)
            pValue = difference == 0 ? 1 : 0
        } else {
            t = difference / (standardDeviation / Double(count).squareRoot())
            pValue = StudentT(degreesOfFreedom: degreesOfFreedom).twoSidedPValue(t)
        }
    }
}
