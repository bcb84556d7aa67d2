import Foundation

/// Lan and DeMets's Pocock-type error-spending function: of a total error rate ε, f(t) = ε · ln(1 + (e − 1)·t)
/// may have been spent by the fraction t ∈ [0, 1] of the time a sequential comparison may take.
///
/// Lan and DeMets, "Discrete sequential boundaries for clinical trials" (Biometrika 70, 1983, 659-663), where the
/// fraction may be of information or of calendar time (their §3). `ab` uses the fraction of `--max-seconds`
/// elapsed: how many looks are taken, and when, then changes how the total is divided, never the total,
/// since f(1) = ε and each look spends only f(tₖ) − f(tₖ₋₁). The Pocock type spends more of ε early than
/// O'Brien and Fleming's (about 45% by a third of the time, against under 2%), which is what a gate that should
/// stop as soon as it knows needs: most comparisons end long before the cap.
public struct ErrorSpending: Sendable, Equatable, Codable {
    /// ε, spent in full at t = 1.
    public var total: Double

    public init(total: Double) {
        self.total = total
    }

    /// f(t) = ε · ln(1 + (e − 1)·t), with t clamped to [0, 1].
    public func spent(atFraction fraction: Double) -> Double {
        let t = Swift.min(1, Swift.max(0, fraction))
        return total * log(1 + (M_E - 1) * t)
    }
}
