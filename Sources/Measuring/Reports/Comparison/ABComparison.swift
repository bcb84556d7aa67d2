import Foundation
import Results
import Statistics

/// `ab`: per variant, how much slower or faster a candidate build is than a baseline measured in the same
/// interleaved run (`InterleavedRun`).
///
/// Each pair i of worker processes gives rᵢ = ln(median candidateᵢ / median baselineᵢ) of ns per row. The
/// pairs, in the order they ran, are the replicates of a `BlockInterval` (blocks of consecutive pairs), so
/// the interval covers the processes and the drift of the machine during the run; the ratio is exp of the
/// mean block estimate. Each block is summarised by the median of its pairs within Hampel's bounds (median ±
/// 5.2 MADs of all the variant's pairs; `BlockEstimator.medianWithinHampelBounds`), not Hodges–Lehmann: a
/// pair's ratio spans two processes, and the machine's slow state catches one process of a pair now and then
/// (docs/drift.md, "Slow processes"), which puts more aberrant pairs in a block than Hodges–Lehmann withstands,
/// and on a loaded host sometimes as many as clean ones, which moves even a block's plain median
/// (docs/log/ab-self-test-2026-11-26-4bd47a2.md). p-values (t-test of
/// the block estimates) are Holm-adjusted across variants, and each variant gets a `RegressionVerdict` by the
/// rule of one interleaved run (`init(significantRatio:...)`): a regression needs a significant slowdown whose
/// estimate is at least 1 + threshold.
public struct ABComparison: Sendable {
    /// One variant's result.
    public struct Change: Sendable, Equatable {
        public var variant: String
        /// Median ns per row over all samples of each side.
        public var baselineNanoseconds: Double
        public var candidateNanoseconds: Double
        /// Pairs in which both sides timed the variant.
        public var pairs: Int
        /// Blocks of consecutive pairs the interval is taken over.
        public var blockCount: Int
        /// Pairs beyond Hampel's bounds, left out of their blocks' medians.
        public var setAside: Int
        public var ratio: Double
        public var interval: ConfidenceInterval
        public var pValue: Double
        public var adjustedPValue: Double = 1
        public var verdict: RegressionVerdict = .inconclusive
    }

    public var changes: [Change]
    /// Variants only one side timed, not compared.
    public var unpaired: [String]
    public var threshold: Double
    public var blocks: Int

    /// Compares; throws `ReportError.incomparable` when no variant has two or more pairs.
    public init(
        baseline: RunData, candidate: RunData, threshold: Double, alpha: Double = 0.05, level: Double = 0.95,
        blocks: Int = BlockInterval.defaultBlocks
    ) throws {
        self.threshold = threshold
        self.blocks = blocks
        let base = Dictionary(grouping: baseline.samples, by: \.variant)
        let cand = Dictionary(grouping: candidate.samples, by: \.variant)
        let names = VariantName.ordered(Set(base.keys).union(cand.keys))
        var changes = [Change]()
        var unpaired = [String]()
        for name in names {
            let b = Dictionary(grouping: base[name] ?? [], by: \.process)
            let c = Dictionary(grouping: cand[name] ?? [], by: \.process)
            let pairs = b.keys.filter { c[$0] != nil }.sorted()
            guard pairs.count >= 2 else { unpaired.append(name); continue }
            let logRatios = pairs.map { pair in
                log(Percentile.median(of: c[pair]!.map(\.nanosecondsPerRow)))
                    - log(Percentile.median(of: b[pair]!.map(\.nanosecondsPerRow)))
            }
            let estimate = try BlockInterval(
                logRatios, blocks: blocks, estimator: .medianWithinHampelBounds, level: level)
            changes.append(
                Change(
                    variant: name,
                    baselineNanoseconds: Percentile.median(of: (base[name] ?? []).map(\.nanosecondsPerRow)),
                    candidateNanoseconds: Percentile.median(of: (cand[name] ?? []).map(\.nanosecondsPerRow)),
                    pairs: pairs.count, blockCount: estimate.blockCount, setAside: estimate.setAside,
                    ratio: exp(estimate.estimate),
                    interval: ConfidenceInterval(
                        lower: exp(estimate.interval.lower), upper: exp(estimate.interval.upper),
                        level: level),
                    pValue: estimate.pValue))
        }
        guard !changes.isEmpty else {
            throw ReportError.incomparable(detail: "no variant was timed by both builds in two or more pairs")
        }
        for (index, adjusted) in Holm.adjusted(changes.map(\.pValue)).enumerated() {
            changes[index].adjustedPValue = adjusted
            changes[index].verdict = RegressionVerdict(
                significantRatio: changes[index].ratio, interval: changes[index].interval, adjustedPValue: adjusted,
                alpha: alpha, threshold: threshold)
        }
        self.changes = changes
        self.unpaired = unpaired
    }

    /// Variants that regressed.
    public var regressions: [String] { changes.filter { $0.verdict == .regression }.map(\.variant) }

    /// 0 when nothing regressed, 1 when something did.
    public var exitCode: Int32 { regressions.isEmpty ? 0 : 1 }
}
