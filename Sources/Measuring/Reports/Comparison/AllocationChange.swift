import Foundation
import Results

/// Allocations per row of one variant in both runs: exactly where the count is deterministic, else within the
/// tolerance its spread between processes gives (`AllocationTolerance`).
public struct AllocationChange: Sendable, Equatable {
    public var variant: String
    /// Every counting pass of the side summed.
    public var baseline: AllocationTotals
    public var candidate: AllocationTotals
    public var tolerance: AllocationTolerance

    /// `tolerance` nil: the variant's deterministic one (exact, or a real toolkit's ±0.5%).
    public init(
        variant: String, baseline: AllocationTotals, candidate: AllocationTotals,
        tolerance: AllocationTolerance? = nil
    ) {
        self.variant = variant; self.baseline = baseline; self.candidate = candidate
        self.tolerance = tolerance ?? .deterministic(variant: variant)
    }

    /// −1 fewer, 0 the same, 1 more allocation requests per row in the candidate, beyond the tolerance.
    public var direction: Int {
        if tolerance.fraction > 0, baseline.rows > 0, candidate.rows > 0, baseline.allocations > 0 {
            let change =
                (Double(candidate.allocations) / Double(candidate.rows))
                / (Double(baseline.allocations) / Double(baseline.rows)) - 1
            return abs(change) <= tolerance.fraction ? 0 : (change > 0 ? 1 : -1)
        }
        return AllocationTotals.comparePerRow(
            candidate.allocations, candidate.rows, baseline.allocations, baseline.rows)
    }

    public var changed: Bool { direction != 0 }
    public var increased: Bool { direction > 0 }
}
