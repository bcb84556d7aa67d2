import Foundation

/// The ratio of two variants' durations, A/B, paired inside worker processes and combined across them.
///
/// Per process i, rᵢ is the median over its rounds k of ln(Aᵢₖ / Bᵢₖ) when its samples come paired by round
/// (`ProcessSamples.pairedByRound`, as a run's do), otherwise rᵢ = ln(median Aᵢ / median Bᵢ); type-7 medians
/// (see `Percentile`). Pairing by round takes out what A and B of one round share (the process's state in
/// those milliseconds): on this project's runs the spread of rᵢ between processes was 13% smaller on a quiet
/// machine and 25% smaller on a loaded one (docs/noisy-host.md). With two or more processes the processes are
/// the replicates:
/// - Interval, estimate and p-value by default (`.blocks`, `.blockTTest`): blocks of consecutive processes
///   are the replicates (see `BlockInterval`): exp of the mean of the blocks' Hodges–Lehmann estimates of the
///   rᵢ, its t-interval over blocks and the t-test of the block estimates. The default because the machine
///   drifts while processes run one after another, which an interval over interchangeable processes misses;
///   and because a block's Hodges–Lehmann estimate is barely moved by a process that runs 10–30% slower.
/// - `.signedRankInterval`: exp of the Hodges–Lehmann estimate of the rᵢ and the interval that inverts the
///   signed-rank test (see `SignedRankInterval`), robust to odd processes but blind to drift.
/// - `.tInterval`: the geometric mean ratio exp(mean rᵢ) with exp(mean ± t₍ₙ₋₁, (1+level)/2₎ · s/√n), the
///   standard interval for a ratio from paired log data. Preferred to a bootstrap because with ~10 processes a
/// percentile bootstrap of 10 values undercovers (its spread is that of the plug-in estimate, about √((n − 1)/n) of the
///   t-interval's, and its quantiles are coarse), while log ratios of medians are close to normal. The seeded
///   percentile bootstrap of mean rᵢ (`.bootstrap`) is offered for many processes or odd distributions.
/// - p-value (default `.signedRank`): the Wilcoxon signed-rank test of H₀: median rᵢ = 0 (see
///   `SignedRankTest`), chosen because it is distribution-free and one aberrant process cannot dominate it;
///   the one-sample t-test (`OneSampleTTest`) is the alternative. Both p-values are always reported; the
///   verdict uses `pValue`, the one chosen. Caveat: the signed-rank p-value cannot fall below 2/2ⁿ (0.00195
///   for 10 processes), so it needs n ≥ 6 for p < 0.05 at all, and after a Holm correction over m
///   comparisons it needs 2/2ⁿ·m < α. The log ratios are rounded to 12 decimal places before ranking, so that
///   ratios equal up to floating-point rounding count as ties (timings in whole nanoseconds cannot resolve
///   log ratios finer than about 10⁻⁹ anyway); the mean, interval and t-test use them unrounded.
/// With a single process, no process-level replication exists, and the comparison falls back to the samples
/// within it (`method == .withinProcessBootstrap`, `test == .mannWhitney`): the ratio of the two medians, a
/// seeded percentile-bootstrap interval of that ratio from resampling A and B independently (each replicate
/// draws A, then B, from one `SplitMix64`), and the Mann–Whitney U test with continuity correction. That
/// treats samples as independent, which they are not quite, so reports should say so.
public struct PairedRatio: Sendable, Equatable, Codable {
    /// How the interval was formed.
    public enum Method: String, Sendable, Codable, CaseIterable {
        /// t-interval over blocks of consecutive processes of their Hodges–Lehmann estimates (the default).
        case processBlocks
        /// Hodges–Lehmann estimate and signed-rank interval on the per-process log ratios.
        case processSignedRankInterval
        /// t-interval on the per-process log ratios (two or more processes).
        case processTInterval
        /// Percentile bootstrap of the mean per-process log ratio (two or more processes).
        case processBootstrap
        /// Percentile bootstrap of the ratio of medians inside the single process.
        case withinProcessBootstrap
    }

    /// Which test produced `pValue`.
    public enum Test: String, Sendable, Codable, CaseIterable {
        /// One-sample t-test of the blocks' estimates against zero (see `BlockInterval`).
        case blockTTest
        /// Wilcoxon signed-rank test on the per-process log ratios.
        case signedRank
        /// One-sample t-test of the per-process log ratios against zero.
        case tTest
        /// Mann–Whitney U test of A's samples against B's within the single process.
        case mannWhitney
    }

    /// Number of worker processes, n.
    public var processCount: Int
    /// rᵢ for each process, in input order: median of ln(A/B) over its rounds, or ln(median A / median B).
    public var logRatios: [Double]
    /// The point estimate of A/B: exp of the Hodges–Lehmann estimate of the log ratios (default), or their
    /// geometric mean (`.tInterval`, `.bootstrap`); for one process, the ratio of its medians.
    public var ratio: Double
    /// Confidence interval of A/B.
    public var interval: ConfidenceInterval
    /// The p-value of `test`, unadjusted; adjust it across comparisons (see `Holm`) before a verdict.
    public var pValue: Double
    /// How `interval` was obtained.
    public var method: Method
    /// Which test `pValue` comes from.
    public var test: Test
    /// The blocks of consecutive processes and their interval; nil for a single process.
    public var blocks: BlockInterval?
    /// Signed-rank p-value on the log ratios; nil for a single process.
    public var signedRankPValue: Double?
    /// One-sample t-test p-value on the log ratios; nil for a single process.
    public var tTestPValue: Double?
    /// Mann–Whitney p-value within the process; nil unless there is a single process.
    public var mannWhitneyPValue: Double?
    /// The settings used, including the bootstrap seed.
    public var options: PairedRatioOptions

    /// Compares A with B over `processes`; throws when there are none, a sample is empty or holds a
    /// non-positive or non-finite duration, or an option is out of range.
    public init(processes: [ProcessSamples], options: PairedRatioOptions) throws {
        try options.bootstrap.validate()
        if processes.isEmpty { throw StatisticsError.noProcesses }
        var sortedPairs = [(a: [Double], b: [Double])]()
        for (index, process) in processes.enumerated() {
            try StatisticsError.validate(process.a, sample: "of variant A in process \(index)", positive: true)
            try StatisticsError.validate(process.b, sample: "of variant B in process \(index)", positive: true)
            sortedPairs.append((process.a.sorted(), process.b.sorted()))
        }
        self.options = options
        processCount = processes.count
        logRatios = zip(processes, sortedPairs).map { process, sorted in
            process.pairedByRound
                ? Percentile.median(of: zip(process.a, process.b).map { log($0) - log($1) })
                : log(Percentile.median(ofSorted: sorted.a)) - log(Percentile.median(ofSorted: sorted.b))
        }
        if processes.count == 1 {
            let (a, b) = sortedPairs[0]
            ratio = Percentile.median(ofSorted: a) / Percentile.median(ofSorted: b)
            interval = PairedRatio.withinProcessInterval(a: a, b: b, options: options.bootstrap)
            let mannWhitney = try MannWhitneyTest(processes[0].a, processes[0].b)
            (pValue, method, test) = (mannWhitney.pValue, .withinProcessBootstrap, .mannWhitney)
            (signedRankPValue, tTestPValue, mannWhitneyPValue) = (nil, nil, mannWhitney.pValue)
            blocks = nil
            return
        }
        let meanLog = Moments.mean(logRatios)
        ratio = exp(meanLog)
        let blocks = try BlockInterval(logRatios, blocks: options.blocks, level: options.level)
        self.blocks = blocks
        switch options.interval {
        case .blocks:
            ratio = exp(blocks.estimate)
            interval = ConfidenceInterval(
                lower: exp(blocks.interval.lower), upper: exp(blocks.interval.upper),
                level: options.level)
            method = .processBlocks
        case .signedRankInterval:
            let estimate = SignedRankInterval.estimate(logRatios, level: options.level)
            ratio = exp(estimate.estimate)
            interval = ConfidenceInterval(lower: exp(estimate.lower), upper: exp(estimate.upper), level: options.level)
            method = .processSignedRankInterval
        case .tInterval:
            interval = PairedRatio.tInterval(logRatios: logRatios, mean: meanLog, level: options.level)
            method = .processTInterval
        case .bootstrap:
            interval = PairedRatio.bootstrapInterval(logRatios: logRatios, options: options.bootstrap)
            method = .processBootstrap
        }
        if let first = options.firstStage, first >= 2, first < processes.count {
            interval = PairedRatio.heldToStein(
                interval, centre: log(ratio), logRatios: logRatios, firstStage: first,
                level: options.level)
        }
        let signedRank = try SignedRankTest(differences: logRatios.map(PairedRatio.roundedForRanking)).pValue
        let tTest = try OneSampleTTest(logRatios).pValue
        (signedRankPValue, tTestPValue, mannWhitneyPValue) = (signedRank, tTest, nil)
        switch options.test {
        case .signedRank: (pValue, test) = (signedRank, .signedRank)
        case .tTest: (pValue, test) = (tTest, .tTest)
        case .blockTTest: (pValue, test) = (blocks.pValue, .blockTTest)
        }
    }

    /// Half the interval's width relative to the ratio: the "±" a report prints and extra workers are chosen by.
    public var relativeHalfWidth: Double { (interval.upper - interval.lower) / 2 / ratio }

    /// A log ratio rounded to 12 decimal places, so values equal up to rounding rank as ties.
    static func roundedForRanking(_ logRatio: Double) -> Double {
        (logRatio * 1e12).rounded() / 1e12
    }
}
