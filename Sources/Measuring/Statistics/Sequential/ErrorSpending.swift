import Foundation

/// An error-spending function: of a total error rate ε, f(t) may have been spent by the fraction t ∈ [0, 1] of the
/// time a sequential comparison may take, with f(0) = 0, f nondecreasing and f(1) = ε.
///
/// Lan and DeMets, "Discrete sequential boundaries for clinical trials" (Biometrika 70, 1983, 659-663), where the
/// fraction may be of information or of calendar time (their §3). `ab` uses the fraction of `--max-seconds`
/// elapsed: how many looks are taken, and when, then changes how the total is divided, never the total,
/// since f(1) = ε and each look spends only f(tₖ) − f(tₖ₋₁).
public struct ErrorSpending: Sendable, Equatable, Codable {
    /// The shape of f.
    public enum Shape: Sendable, Equatable, Codable {
        /// Lan and DeMets's Pocock type, f(t) = ε · ln(1 + (e − 1)·t): about 45% of ε by a third of the time
        /// (O'Brien and Fleming's type under 2%), which is what false alarms need in a gate that should stop as
        /// soon as a regression shows: most regressions are found long before the cap.
        case pocock
        /// The power family f(t) = ε · t^ρ (Kim and DeMets, "Design and analysis of group sequential tests based
        /// on the type I error spending rate function", Biometrika 74, 1987, 149-154; Jennison and Turnbull,
        /// "Group Sequential Methods with Applications to Clinical Trials", 2000, ch. 7). ρ = 3 spends little
        /// early (3.7% of ε by a third of the time) and keeps most for the last looks, close to O'Brien and
        /// Fleming's type: what misses need, since "no regression" can only be shown once the interval is narrow,
        /// that is late, and every bit of ε spent on an early look that cannot decide is lost to the last one.
        case power(Double)
    }

    /// ε, spent in full at t = 1.
    public var total: Double
    public var shape: Shape

    public init(total: Double, shape: Shape = .pocock) {
        self.total = total
        self.shape = shape
    }

    /// f(t), with t clamped to [0, 1].
    public func spent(atFraction fraction: Double) -> Double {
        let t = Swift.min(1, Swift.max(0, fraction))
        switch shape {
        case .pocock: return total * log(1 + (M_E - 1) * t)
        case .power(let rho): return total * pow(t, rho)
        }
    }
}
