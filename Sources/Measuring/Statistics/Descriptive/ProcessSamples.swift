/// The samples of two variants, A and B, measured inside one worker process (durations in nanoseconds).
///
/// The harness runs every variant in every process with rounds interleaved, so A and B of one process share
/// that process's memory layout and are compared as a pair; see `PairedRatio`. Inside a round A and B are timed
/// moments apart, so when the samples come round by round (`pairedByRound`), the round is a pair as well.
public struct ProcessSamples: Sendable, Equatable, Codable {
    /// Durations of variant A, the numerator of the ratio; positive and finite.
    public var a: [Double]
    /// Durations of variant B, the denominator of the ratio; positive and finite.
    public var b: [Double]
    /// Whether `a[k]` and `b[k]` were timed in the same round (then `a` and `b` have equal counts).
    public var pairedByRound: Bool

    /// The samples of A and B from one process, unpaired: the process's log ratio is that of the medians.
    public init(a: [Double], b: [Double]) {
        self.a = a
        self.b = b
        pairedByRound = false
    }

    /// The samples of A and B from one process, `a[k]` and `b[k]` timed in the same round k: the process's log
    /// ratio is the median over rounds of ln(a[k] / b[k]). Throws when the counts differ.
    public init(roundPairedA a: [Double], b: [Double]) throws {
        guard a.count == b.count else {
            throw StatisticsError.invalidParameter(
                name: "round-paired samples", value: "\(a.count) and \(b.count)",
                expected: "as many samples of A as of B, one of each per round")
        }
        self.a = a
        self.b = b
        pairedByRound = true
    }
}

/// Settings of a `PairedRatio`: coverage, interval method, test, and bootstrap resamples and seed.
///
/// The defaults are the t-interval and t-test over blocks of consecutive processes (`BlockInterval`); see
/// `PairedRatio` for why. The seed and resamples are used by every bootstrap the comparison runs (the
/// process-level bootstrap when chosen, and the within-process bootstrap of a single process).
public struct PairedRatioOptions: Sendable, Equatable, Codable {
    /// How the confidence interval is formed when there are two or more processes.
    public enum ProcessInterval: String, Sendable, Codable, CaseIterable {
        /// t-interval over blocks of consecutive processes (the default; see `BlockInterval`).
        case blocks
        /// Hodges–Lehmann estimate of the per-process log ratios with the interval that inverts the
        /// signed-rank test, exponentiated (see `SignedRankInterval`).
        case signedRankInterval
        /// Student-t interval on the mean of the per-process log ratios, exponentiated.
        case tInterval
        /// Seeded percentile bootstrap of the mean of the per-process log ratios, exponentiated.
        case bootstrap
    }

    /// Which test's p-value `PairedRatio.pValue` holds when there are two or more processes.
    public enum ProcessTest: String, Sendable, Codable, CaseIterable {
        /// One-sample t-test of the blocks' estimates against zero (the default; see `BlockInterval`).
        case blockTTest
        /// Wilcoxon signed-rank test on the per-process log ratios.
        case signedRank
        /// One-sample t-test of the per-process log ratios against zero.
        case tTest
    }

    /// Nominal coverage of the interval; 0.95 by default.
    public var level: Double
    /// Interval method across processes; `.blocks` by default.
    public var interval: ProcessInterval
    /// Test across processes whose p-value feeds the verdict; `.blockTTest` by default.
    public var test: ProcessTest
    /// Blocks of consecutive processes for `.blocks` and `.blockTTest`; `BlockInterval.defaultBlocks`.
    public var blocks: Int
    /// Bootstrap resamples; 2000 by default.
    public var resamples: Int
    /// Seed of every bootstrap in the comparison.
    public var seed: UInt64
    /// When the processes after the first `firstStage` were added because of how far those first ones spread
    /// (a run's extra workers): the interval is held at least as wide as Stein's two-stage interval, exp(centre ±
    /// t₍m−1₎ · s₁/√n) with s₁ the SD of the first m log ratios and n all of them, which keeps its coverage
    /// (docs/noisy-host.md, "Workers where the spread is"); nil: no process was added.
    public var firstStage: Int?

    /// Settings with the given seed and, unless overridden, the defaults above.
    public init(
        seed: UInt64, level: Double = 0.95, interval: ProcessInterval = .blocks,
        test: ProcessTest = .blockTTest, resamples: Int = 2000, blocks: Int = BlockInterval.defaultBlocks
    ) {
        self.blocks = blocks
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
