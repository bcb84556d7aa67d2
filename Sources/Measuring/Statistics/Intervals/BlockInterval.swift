/// A centre and interval over blocks of consecutive processes, so that drift within a run widens it.
///
/// Worker processes run one after another, and the machine drifts while they do: in the reference run, lag-1
/// autocorrelations of per-process log ratios reach 0.23 and the variance of means of 16 consecutive
/// processes is up to 3.4 times what independent processes would give (docs/drift.md). An interval that
/// treats processes as interchangeable then claims too much. The method of non-overlapping batch means
/// (Schmeiser, "Batch size effects in the analysis of simulation output", Operations Research 30(3), 1982;
/// Law, "Simulation Modeling and Analysis", 5th ed., §9.5.3) makes the blocks the replicates instead:
///
/// 1. The n values, in process order, are cut into B = min(`blocks`, n) consecutive blocks; block i
///    (from 0) holds positions ⌊i·n/B⌋ ..< ⌊(i+1)·n/B⌋, so block sizes differ by at most one.
/// 2. Each block gives one number, by default the Hodges–Lehmann estimate of its values (median of the
///    Walsh averages, see `SignedRankInterval`), so that one aberrant process moves its block little; or
///    the plain median (`BlockEstimator.median`) where up to half of a block's values may be aberrant.
/// 3. The estimate is the mean of the B block estimates, with the Student-t interval
///    mean ± t₍B−1, (1+level)/2₎ · s/√B, and the p-value is the one-sample t-test of the block estimates
///    against 0 (`OneSampleTTest`): interval and test rest on one statistic and cannot disagree.
///
/// Schmeiser recommends 10 to 30 batches; 10 is the default, the fewest, so each block spans as much of
/// the drift as possible (the calibration in docs/log/calibration-2026-11-28.md checks it against repeated runs).
public struct BlockInterval: Sendable, Equatable, Codable {
    /// Blocks a run is cut into by default.
    public static let defaultBlocks = 10

    /// How a block's values become its one number.
    public enum BlockEstimator: String, Sendable, Codable {
        /// Median of the Walsh averages: nearly as efficient as the mean on clean data, and unmoved by up to
        /// 29% of aberrant values. For ratios within one process, where whole-process states cancel.
        case hodgesLehmann
        /// Median: unmoved by up to 50% of aberrant values. For ratios between two processes (`ab`): while the
        /// machine is in its slow state every variant takes about 1.65 times as long, and when the state
        /// changes between the two processes of a pair, that pair's ratio is off by about ±50%; up to 5 of a
        /// block's 8 pairs were in one self-test (docs/drift.md): too many for Hodges–Lehmann.
        case median
        /// Median of the block's values that lie within 5.2 median absolute deviations of the median of all the
        /// values (Hampel's X84 rule; Hampel, Ronchetti, Rousseeuw and Stahel, "Robust Statistics", 1986, §1.4),
        /// or of all the block's values when none does. For `ab`: when a block holds as many pairs off one way
        /// as clean ones, its median lands between them (one loaded self-test had a block at -22% while the clean
        /// pairs sat at 0%, docs/log/ab-self-test-2026-11-26-4bd47a2.md), but measured against every pair of the run,
        /// those pairs lie far out. Which values were set aside depends on all values together, not on the block's
        /// place, so a change that shifts every pair alike shifts the rule's centre with them.
        case medianWithinHampelBounds
    }

    /// The estimate of each block (Hodges–Lehmann or median), in process order.
    public var blockEstimates: [Double]
    /// Values outside Hampel's bounds, which `.medianWithinHampelBounds` left out of their blocks' medians; 0
    /// for the other estimators.
    public var setAside: Int
    /// B, the number of blocks.
    public var blockCount: Int { blockEstimates.count }
    /// Mean of `blockEstimates`.
    public var estimate: Double
    /// The t-interval of the mean block estimate.
    public var interval: ConfidenceInterval
    /// One-sample t-test of the block estimates against 0, two-sided.
    public var pValue: Double

    /// Blocks `values` (in process order) into at most `blocks` runs of consecutive values, each summarised by
    /// `estimator`; throws with fewer than 2 values, fewer than 2 blocks, or a level outside (0, 1).
    public init(
        _ values: [Double], blocks: Int = BlockInterval.defaultBlocks, estimator: BlockEstimator = .hodgesLehmann,
        level: Double
    ) throws {
        try StatisticsError.validate(level: level)
        try StatisticsError.validate(values, sample: "of the block interval")
        if blocks < 2 {
            throw StatisticsError.invalidParameter(
                name: "blocks", value: "\(blocks)",
                expected: "at least 2 (10 is the default)")
        }
        if values.count < 2 {
            throw StatisticsError.tooFewValues(sample: "of the block interval", count: values.count, needed: 2)
        }
        (blockEstimates, setAside) = BlockInterval.estimates(values, blocks: blocks, estimator: estimator, level: level)
        let ranges = blockEstimates.indices
        let test = try OneSampleTTest(blockEstimates)
        estimate = test.mean
        let critical = StudentT(degreesOfFreedom: test.degreesOfFreedom).quantile((1 + level) / 2)
        let halfWidth = critical * test.standardDeviation / Double(ranges.count).squareRoot()
        interval = ConfidenceInterval(lower: estimate - halfWidth, upper: estimate + halfWidth, level: level)
        pValue = test.pValue
    }

    /// Each block's estimate by `estimator`, in process order, and how many values lay beyond Hampel's bounds
    /// (0 but for `.medianWithinHampelBounds`); `values` has at least 2 values and `blocks` is at least 2.
    /// `level` is that of the Hodges–Lehmann estimate's own interval, which the estimate does not depend on.
    public static func estimates(
        _ values: [Double], blocks: Int, estimator: BlockEstimator, level: Double = 0.95
    )
        -> (estimates: [Double], setAside: Int)
    {
        let ranges = BlockInterval.ranges(count: values.count, blocks: blocks)
        // Every value is within bounds but for `.medianWithinHampelBounds`.
        let bounds =
            estimator == .medianWithinHampelBounds
            ? BlockInterval.hampelBounds(values) : -Double.infinity...Double.infinity
        let estimates = ranges.map { range in
            let block = Array(values[range])
            switch estimator {
            case .hodgesLehmann: return SignedRankInterval.estimate(block, level: level).estimate
            case .median: return Percentile.median(of: block)
            case .medianWithinHampelBounds:
                let kept = block.filter(bounds.contains)
                return Percentile.median(of: kept.isEmpty ? block : kept)
            }
        }
        return (estimates, values.filter { !bounds.contains($0) }.count)
    }

    /// median ± 5.2 · median absolute deviation of `values` (Hampel's X84 rule), closed; every value when half
    /// or more of them equal the median (no spread to measure against).
    static func hampelBounds(_ values: [Double]) -> ClosedRange<Double> {
        let centre = Percentile.median(of: values)
        let spread = 5.2 * Percentile.median(of: values.map { abs($0 - centre) })
        return spread > 0 ? (centre - spread)...(centre + spread) : -Double.infinity...Double.infinity
    }

    /// Positions of each block: ⌊i·n/B⌋ ..< ⌊(i+1)·n/B⌋ for i in 0 ..< B, B = min(blocks, n).
    public static func ranges(count n: Int, blocks: Int) -> [Range<Int>] {
        let b = Swift.min(blocks, n)
        guard b > 0 else { return [] }
        return (0..<b).map { (($0 * n) / b)..<((($0 + 1) * n) / b) }
    }
}
