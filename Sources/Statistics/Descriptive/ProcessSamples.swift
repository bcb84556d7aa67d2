/// The samples of two variants, A and B, measured inside one worker process (durations in nanoseconds).
///
/// The harness runs every variant in every process with rounds interleaved, so A and B of one process share
/// that process's memory layout and are compared as a pair; see `PairedRatio`.
public struct ProcessSamples: Sendable, Equatable, Codable {
    /// Durations of variant A, the numerator of the ratio; positive and finite.
    public var a: [Double]
    /// Durations of variant B, the denominator of the ratio; positive and finite.
    public var b: [Double]

    /// The samples of A and B from one process.
    public init(a: [Double], b: [Double]) {
        self.a = a
        self.b = b
    }
}

/// Settings of a `PairedRatio`: coverage, interval method, test, and bootstrap resamples and seed.
///
/// The defaults are the t-interval on per-process log ratios and the Wilcoxon signed-rank test; see
/// `PairedRatio` for why. The seed and resamples are used by every bootstrap the comparison runs (the
/// process-level bootstrap when chosen, and the within-process bootstrap of a single process).
public struct PairedRatioOptions: Sendable, Equatable, Codable {
    /// How the confidence interval is formed when there are two or more processes.
    public enum ProcessInterval: String, Sendable, Codable, CaseIterable {
        /// Hodges–Lehmann estimate of the per-process log ratios with the interval that inverts the
        /// signed-rank test, exponentiated (the default; see `SignedRankInterval`).
        case signedRankInterval
        /// Student-t interval on the mean of the per-process log ratios, exponentiated.
        case tInterval
        /// Seeded percentile bootstrap of the mean of the per-process log ratios, exponentiated.
        case bootstrap
    }

    /// Which test's p-value `PairedRatio.pValue` holds when there are two or more processes.
    public enum ProcessTest: String, Sendable, Codable, CaseIterable {
        /// Wilcoxon signed-rank test on the per-process log ratios (the default).
        case signedRank
        /// One-sample t-test of the per-process log ratios against zero.
        case tTest
    }

    /// Nominal coverage of the interval; 0.95 by default.
    public var level: Double
    /// Interval method across processes; `.tInterval` by default.
    public var interval: ProcessInterval
    /// Test across processes whose p-value feeds the verdict; `.signedRank` by default.
    public var test: ProcessTest
    /// Bootstrap resamples; 2000 by default.
    public var resamples: Int
    /// Seed of every bootstrap in the comparison.
    public var seed: UInt64

    /// Settings with the given seed and, unless overridden, the defaults above.
    public init(
        seed: UInt64, level: Double = 0.95, interval: ProcessInterval = .signedRankInterval,
        test: ProcessTest = .signedRank, resamples: Int = 2000
    ) {
        self.seed = seed
        self.level = level
        self.interval = interval
        self.test = test
        self.resamples = resamples
    }

    /// The bootstrap settings these options imply.
    var bootstrap: BootstrapOptions {
        BootstrapOptions(seed: seed, resamples: resamples, level: level)
    }
}
