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
