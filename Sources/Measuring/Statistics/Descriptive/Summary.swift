/// Descriptive statistics of one sample of durations in nanoseconds; outliers are counted, never dropped.
///
/// Percentiles, the median and the quartiles behind the Tukey counts are type 7 (linear interpolation between
/// closest ranks; see `Percentile`). The mean is the arithmetic mean; the standard deviation is the sample
/// standard deviation with Bessel's correction (divisor n − 1), from a two-pass sum of squared deviations;
/// the coefficient of variation is that standard deviation over the mean. The median absolute deviation is
/// median(|xᵢ − median|), raw and unscaled; `scaledMedianAbsoluteDeviation` multiplies it by 1.4826
/// (≈ 1/Φ⁻¹(3/4)), which makes it a consistent estimator of σ for normal data (Rousseeuw and Croux, JASA
/// 1993). The confidence interval of the median is a seeded percentile bootstrap (see `Bootstrap`).
public struct Summary: Sendable, Equatable, Codable {
    /// The factor that turns the raw median absolute deviation into an estimate of σ for normal data.
    public static let normalConsistencyFactor = 1.4826

    /// Number of values, n.
    public var count: Int
    /// Smallest value.
    public var min: Double
    /// 5th percentile (type 7).
    public var p5: Double
    /// 25th percentile, the first quartile (type 7).
    public var p25: Double
    /// Median, the 50th percentile (type 7).
    public var median: Double
    /// 75th percentile, the third quartile (type 7).
    public var p75: Double
    /// 95th percentile (type 7).
    public var p95: Double
    /// 99th percentile (type 7).
    public var p99: Double
    /// Largest value.
    public var max: Double
    /// Arithmetic mean.
    public var mean: Double
    /// Sample standard deviation (divisor n − 1); nil when n < 2.
    public var standardDeviation: Double?
    /// `standardDeviation / mean`; nil when n < 2 or the mean is zero.
    public var coefficientOfVariation: Double?
    /// Raw median absolute deviation, median(|xᵢ − median|), not scaled.
    public var medianAbsoluteDeviation: Double
    /// `medianAbsoluteDeviation × 1.4826`, an estimate of σ under normality.
    public var scaledMedianAbsoluteDeviation: Double
    /// Percentile-bootstrap confidence interval of the median, treating the values as independent; nil when
    /// no bootstrap was asked for (grouped samples need `ProcessBootstrap` instead).
    public var medianInterval: ConfidenceInterval?
    /// The bootstrap settings (seed, resamples, level) that produced `medianInterval`.
    public var bootstrap: BootstrapOptions?
    /// Tukey outlier counts (fences at 1.5 and 3 IQR).
    public var outliers: TukeyOutliers

    /// Summarizes `sample`; throws when it is empty, holds a non-finite value or `bootstrap` is out of range.
    public init(of sample: [Double], bootstrap: BootstrapOptions?) throws {
        try StatisticsError.validate(sample, sample: "being summarized")
        let sorted = sample.sorted()
        let n = sorted.count
        count = n
        min = sorted[0]
        max = sorted[n - 1]
        p5 = Percentile.value(at: 0.05, inSorted: sorted)
        p25 = Percentile.value(at: 0.25, inSorted: sorted)
        median = Percentile.median(ofSorted: sorted)
        p75 = Percentile.value(at: 0.75, inSorted: sorted)
        p95 = Percentile.value(at: 0.95, inSorted: sorted)
        p99 = Percentile.value(at: 0.99, inSorted: sorted)
        let average = Moments.mean(sorted)
        let deviation = Moments.standardDeviation(sorted, mean: average)
        mean = average
        standardDeviation = deviation
        coefficientOfVariation = deviation.flatMap { average == 0 ? nil : $0 / average }
        let center = median
        medianAbsoluteDeviation = Percentile.median(of: sorted.map { abs($0 - center) })
        scaledMedianAbsoluteDeviation = medianAbsoluteDeviation * Summary.normalConsistencyFactor
        medianInterval = try bootstrap.map { try Bootstrap.medianInterval(ofSorted: sorted, options: $0) }
        self.bootstrap = bootstrap
        outliers = TukeyOutliers(sorted: sorted)
    }
}

/// Mean, variance and standard deviation, shared by `Summary`, `OneSampleTTest`, `PairedRatio` and `WelchTest`.
///
/// The mean is Σxᵢ/n; the standard deviation is √(Σ(xᵢ − mean)²/(n − 1)), two passes, Bessel-corrected.
enum Moments {
    /// Arithmetic mean of a non-empty sample.
    static func mean(_ values: [Double]) -> Double {
        values.reduce(0, +) / Double(values.count)
    }

    /// Sample standard deviation (divisor n − 1), or nil when there are fewer than two values.
    static func standardDeviation(_ values: [Double], mean: Double) -> Double? {
        variance(values, mean: mean)?.squareRoot()
    }

    /// Sample variance (divisor n − 1), or nil when there are fewer than two values.
    static func variance(_ values: [Double], mean: Double) -> Double? {
        guard values.count >= 2 else { return nil }
        let squares = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
        return squares / Double(values.count - 1)
    }
}
