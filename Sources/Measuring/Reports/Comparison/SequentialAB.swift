import Foundation
import Results
import Statistics

/// `ab` as a sequential comparison: after each batch of pairs, every variant's pairs so far are looked at
/// (`SequentialComparison`), and the run goes on until each variant is decided or the cap is reached.
///
/// A pair's value is ln(median candidate / median baseline) of ns per row, as in `ABComparison`, or, when the
/// pair's two workers timed their rounds in lockstep (`roundsPaired`), the median over the rounds of
/// ln(candidate's batch / baseline's batch of the same round): the two batches of a round were timed moments apart
/// and meet the same state of the host, so their ratio leaves out what the host did between rounds. In A/A runs on
/// this project's 2-core host (64 and 96 pairs, 2026-11-28, load 5-8) this narrowed the spread of the pairs' values
/// by 31% to 38% (robust SD 3.3% to 2.1% and 4.6% to 3.2%, the 16 variants' mean; docs/ab-sequential.md). The family is
/// the variants that both builds timed in two or more pairs at the first look, fixed from then on, so that its
/// size (the Bonferroni m) does not depend on the data. Variants outside it are listed as not compared.
public struct SequentialAB {
    /// Why the comparison ended.
    public enum Ending: String, Sendable {
        /// Every variant of the family reached a verdict.
        case decided
        /// The time or pair cap came first: what is undecided stays undecided.
        case cap
    }

    public private(set) var comparison: SequentialComparison?
    /// Variants only one side timed (or in fewer than 2 pairs) at the first look.
    public private(set) var unpaired: [String] = []
    /// Median ns per row over all samples of each side, per variant, at the latest look.
    public private(set) var medians: [String: (baseline: Double, candidate: Double)] = [:]
    public let rule: SequentialRule
    public var ending = Ending.cap
    /// The cap in seconds, for the output.
    public var maxSeconds: Double
    public var pairsPerBatch: Int
    /// Whether a pair's value pairs its two workers' batches round by round (both workers in lockstep).
    public let roundsPaired: Bool
    /// The one CPU both workers of every pair ran on (`ab --cpu`), for the output; nil when the scheduler placed them.
    public let workersCPU: Int?

    public init(
        rule: SequentialRule, maxSeconds: Double, pairsPerBatch: Int, roundsPaired: Bool = false, workersCPU: Int? = nil
    ) {
        self.rule = rule
        self.maxSeconds = maxSeconds
        self.pairsPerBatch = pairsPerBatch
        self.roundsPaired = roundsPaired
        self.workersCPU = workersCPU
    }

    /// Looks at both sides' data so far; throws `ReportError.incomparable` at the first look when no variant
    /// was timed by both builds in two or more pairs.
    public mutating func look(
        baseline: RunData, candidate: RunData, fraction: Double, isFinal: Bool, seconds: Double
    ) throws {
        let (ratios, medians) = SequentialAB.logRatios(
            baseline: baseline, candidate: candidate, roundsPaired: roundsPaired)
        self.medians = medians
        if comparison == nil {
            let family = VariantName.ordered(Set(ratios.filter { $0.value.count >= 2 }.keys))
            guard !family.isEmpty else {
                throw ReportError.incomparable(detail: "no variant was timed by both builds in two or more pairs")
            }
            unpaired = VariantName.ordered(Set(medians.keys).subtracting(family))
            comparison = SequentialComparison(rule: rule, variants: family)
        }
        try comparison!.look(ratios, fraction: fraction, isFinal: isFinal, seconds: seconds)
        if comparison!.isFinished { ending = .decided }
    }

    /// Whether every variant of the family is decided.
    public var isFinished: Bool { comparison?.isFinished ?? false }

    /// Each variant's decision, in the family's order.
    public var decisions: [(variant: String, decision: SequentialDecision)] {
        guard let comparison else { return [] }
        return comparison.variants.compactMap { name in
            comparison.decisions[name].map { (variant: name, decision: $0) }
        }
    }

    public var regressions: [String] { decisions.filter { $0.decision.verdict == .regression }.map(\.variant) }
    /// Every variant of the family with its verdict so far (`undecided` when it has no decision yet).
    public var verdicts: [SequentialVerdict] {
        guard let comparison else { return [] }
        return comparison.variants.map { comparison.decisions[$0]?.verdict ?? .undecided }
    }

    public var undecided: [String] {
        guard let comparison else { return [] }
        return comparison.variants.filter { (comparison.decisions[$0]?.verdict ?? .undecided) == .undecided }
    }

    /// 1 when a variant regressed; otherwise 3 when one is undecided at the cap; 0 when every variant was
    /// decided and none regressed.
    public var exitCode: Int32 { !regressions.isEmpty ? 1 : (undecided.isEmpty ? 0 : SequentialAB.undecidedExitCode) }

    /// The exit status of a comparison that reached its cap with a variant undecided and none regressed.
    public static let undecidedExitCode: Int32 = 3

    /// Per variant, the pairs' log ratios in the order the pairs ran (pairs both sides timed it in), and the
    /// median ns per row of each side.
    static func logRatios(
        baseline: RunData, candidate: RunData, roundsPaired: Bool
    )
        -> ([String: [Double]], [String: (baseline: Double, candidate: Double)])
    {
        let base = Dictionary(grouping: baseline.samples, by: \.variant)
        let cand = Dictionary(grouping: candidate.samples, by: \.variant)
        var ratios: [String: [Double]] = [:]
        var medians: [String: (baseline: Double, candidate: Double)] = [:]
        for name in Set(base.keys).union(cand.keys) {
            let b = Dictionary(grouping: base[name] ?? [], by: \.process)
            let c = Dictionary(grouping: cand[name] ?? [], by: \.process)
            ratios[name] = b.keys.filter { c[$0] != nil }.sorted().compactMap { pair in
                roundsPaired
                    ? roundByRound(baseline: b[pair]!, candidate: c[pair]!)
                    : log(Percentile.median(of: c[pair]!.map(\.nanosecondsPerRow)))
                        - log(Percentile.median(of: b[pair]!.map(\.nanosecondsPerRow)))
            }
            func median(_ samples: [Sample]?) -> Double {
                let values = (samples ?? []).map(\.nanosecondsPerRow)
                return values.isEmpty ? .nan : Percentile.median(of: values)
            }
            medians[name] = (median(base[name]), median(cand[name]))
        }
        return (ratios, medians)
    }

    /// The median over the rounds both workers timed of ln(candidate / baseline) ns per row; nil when they timed no
    /// round in common (a worker that failed before its first).
    static func roundByRound(baseline: [Sample], candidate: [Sample]) -> Double? {
        let base = Dictionary(
            baseline.map { ($0.round, $0.nanosecondsPerRow) }, uniquingKeysWith: { first, _ in first })
        let logs = candidate.compactMap { sample in base[sample.round].map { log(sample.nanosecondsPerRow) - log($0) } }
        return logs.isEmpty ? nil : Percentile.median(of: logs)
    }
}
