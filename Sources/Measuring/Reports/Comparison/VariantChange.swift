import Foundation
import Results
import Statistics

/// How one variant's time per row changed from baseline to candidate.
public struct VariantChange: Sendable, Equatable {
    public var variant: String
    public var baselineProcesses: Int
    public var candidateProcesses: Int
    /// Geometric means of the process medians, ns per row.
    public var baselineNanoseconds: Double
    public var candidateNanoseconds: Double
    /// candidate/baseline of the geometric means (above 1: the candidate is slower).
    public var ratio: Double
    /// Welch t-interval of the ratio, widened by the drift between runs (`BetweenRunDrift`) once decided;
    /// nil with fewer than two processes on a side.
    public var interval: ConfidenceInterval?
    /// The Welch t-interval alone, which covers the processes of the two runs but not the drift between runs.
    public var withinRunInterval: ConfidenceInterval?
    /// The smallest slowdown this comparison could call a regression (0.12 for 12%), from the widened interval.
    public var smallestDetectable: Double?
    /// Welch's two-sided p-value on the log process medians; nil when not tested.
    public var pValue: Double?
    /// `pValue` after Holm's adjustment across the variants compared.
    public var adjustedPValue: Double?
    public var verdict: RegressionVerdict = .inconclusive
    /// Why the variant could not be tested, if so.
    public var reason: String?

    init(variant: String, baseline: [Double], candidate: [Double], level: Double) {
        self.variant = variant
        baselineProcesses = baseline.count
        candidateProcesses = candidate.count
        let logBase = baseline.map { log($0) }, logCand = candidate.map { log($0) }
        let meanBase = logBase.reduce(0, +) / Double(logBase.count)
        let meanCand = logCand.reduce(0, +) / Double(logCand.count)
        baselineNanoseconds = exp(meanBase)
        candidateNanoseconds = exp(meanCand)
        ratio = exp(meanCand - meanBase)
        guard baseline.count >= 2, candidate.count >= 2 else {
            reason =
                "too few processes (\(baseline.count) in the baseline, \(candidate.count) in the candidate; "
                + "at least 2 on each side)"
            return
        }
        let welch = WelchTest(logBase, logCand, level: level)
        interval = ConfidenceInterval(lower: exp(welch.lower), upper: exp(welch.upper), level: level)
        withinRunInterval = interval
        pValue = welch.pValue
    }

    mutating func decide(adjustedPValue: Double, options: CompareOptions) {
        self.adjustedPValue = adjustedPValue
        guard let within = withinRunInterval else { return }
        let interval = options.drift.widen(within, around: ratio)
        self.interval = interval
        smallestDetectable = BetweenRunDrift.smallestDetectable(interval, around: ratio, threshold: options.threshold)
        verdict = RegressionVerdict(
            ratio: ratio, interval: interval, adjustedPValue: adjustedPValue,
            alpha: options.alpha, band: options.band, threshold: options.threshold)
    }
}

/// Allocations per row of one variant in both runs, compared exactly.
public struct AllocationChange: Sendable, Equatable {
    public var variant: String
    public var baseline: AllocationTotals
    public var candidate: AllocationTotals

    /// How far a real toolkit's allocations per row may move and still count as the same: GLib's and Qt's own
    /// caches add a few allocations to a counting pass, so their per-row counts move with the rows counted (by
    /// under 0.1% between a quick run's 5 rows and a full run's 10, measured on the reference run's variants).
    /// The model's counts are exact and compared exactly.
    public static let toolkitTolerance = 0.005

    /// −1 fewer, 0 the same, 1 more allocation requests per row in the candidate.
    public var direction: Int {
        if Variant(name: variant).map({ !$0.construction.toolkit.isModel }) == true, baseline.rows > 0,
            candidate.rows > 0, baseline.allocations > 0
        {
            let change =
                (Double(candidate.allocations) / Double(candidate.rows))
                / (Double(baseline.allocations) / Double(baseline.rows)) - 1
            return abs(change) <= AllocationChange.toolkitTolerance ? 0 : (change > 0 ? 1 : -1)
        }
        return AllocationTotals.comparePerRow(
            candidate.allocations, candidate.rows, baseline.allocations, baseline.rows)
    }

    public var changed: Bool { direction != 0 }
    public var increased: Bool { direction > 0 }
}
