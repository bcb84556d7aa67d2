/// Settings of a seeded percentile bootstrap: the seed, the number of resamples and the coverage.
///
/// The seed is part of every result that used it, so a report can regenerate the same interval byte for byte.
public struct BootstrapOptions: Sendable, Equatable, Codable {
    /// Seed of the `SplitMix64` generator that draws the resamples.
    public var seed: UInt64
    /// Number of resamples (bootstrap replicates); 2000 by default.
    public var resamples: Int
    /// Nominal coverage of the interval; 0.95 by default.
    public var level: Double

    /// Bootstrap settings; `resamples` must be at least 1 and `level` strictly between 0 and 1.
    public init(seed: UInt64, resamples: Int = 2000, level: Double = 0.95) {
        self.seed = seed
        self.resamples = resamples
        self.level = level
    }

    /// Throws `StatisticsError.invalidParameter` when a setting is out of range.
    func validate() throws {
        if resamples < 1 {
            throw StatisticsError.invalidParameter(
                name: "resamples", value: "\(resamples)", expected: "at least 1 (2000 is the default)")
        }
        try StatisticsError.validate(level: level)
    }
}

/// Seeded percentile-bootstrap confidence intervals.
///
/// Efron's percentile bootstrap (Efron and Tibshirani, "An Introduction to the Bootstrap", 1993, ch. 13):
/// draw `resamples` samples of the same size with replacement, compute the statistic on each, and take the
/// type-7 percentiles (see `Percentile`) at (1 − level)/2 and (1 + level)/2 of the replicates as the bounds.
public enum Bootstrap {
    /// Percentile-bootstrap interval of the median of an ascending, non-empty sample.
    ///
    /// Each replicate draws `sorted.count` indices with `SplitMix64.index(below:)` and takes the type-7 median
    /// of the values drawn (found by counting how often each index was drawn, so no resample is sorted).
    public static func medianInterval(
        ofSorted sorted: [Double], options: BootstrapOptions
    ) throws
        -> ConfidenceInterval
    {
        try options.validate()
        try StatisticsError.validate(sorted, sample: "given to the median bootstrap")
        var generator = SplitMix64(seed: options.seed)
        var counts = [Int](repeating: 0, count: sorted.count)
        var replicates = [Double]()
        replicates.reserveCapacity(options.resamples)
        for _ in 0..<options.resamples {
            replicates.append(resampledMedian(ofSorted: sorted, counts: &counts, generator: &generator))
        }
        return percentileInterval(of: replicates, level: options.level)
    }

    /// The median of one resample with replacement of `sorted`; `counts` is scratch space of `sorted.count`.
    static func resampledMedian(
        ofSorted sorted: [Double], counts: inout [Int], generator: inout SplitMix64
    ) -> Double {
        let n = sorted.count
        for index in counts.indices { counts[index] = 0 }
        for _ in 0..<n { counts[generator.index(below: n)] += 1 }
        // Type-7 median: ranks ⌊(n−1)/2⌋ and ⌈(n−1)/2⌉ (zero-based) of the resample, halfway between them.
        let lowerRank = (n - 1) / 2
        let upperRank = n / 2
        var seen = 0
        var lowerValue: Double?
        for (index, count) in counts.enumerated() where count > 0 {
            seen += count
            if lowerValue == nil && seen > lowerRank { lowerValue = sorted[index] }
            if seen > upperRank {
                let fraction = lowerRank == upperRank ? 0 : 0.5
                return Percentile.interpolate(lowerValue ?? sorted[index], sorted[index], fraction: fraction)
            }
        }
        preconditionFailure("A resample of \(n) draws must reach rank \(upperRank).")
    }

    /// The percentile interval of bootstrap replicates: type-7 percentiles at (1 ∓ level)/2.
    static func percentileInterval(of replicates: [Double], level: Double) -> ConfidenceInterval {
        let sorted = replicates.sorted()
        let tail = (1 - level) / 2
        return ConfidenceInterval(
            lower: Percentile.value(at: tail, inSorted: sorted),
            upper: Percentile.value(at: 1 - tail, inSorted: sorted),
            level: level)
    }
}
