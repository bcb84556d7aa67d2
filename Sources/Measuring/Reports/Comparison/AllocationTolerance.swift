import Foundation
import Results
import Statistics

/// How far one variant's allocations per row may move between two runs and still count as the same, and why.
///
/// Where every counting process of a run counted the same per row, and so on both sides, the count is deterministic
/// and compared exactly: one allocation more is a change. Where it varies between the processes of one run, as Qt
/// Quick's engine's does (`qml-component-file/fit` from 7,043 to 7,359 a row over 16 processes of eight quick runs
/// of one build, 2026-11-29; three of seven pairs of such runs failed `compare` exactly), two runs of one build
/// differ by as much, and the tolerance is the one-sided 99% Student bound of the difference of the two runs'
/// means, from the spread pooled over both sides: t₀.₉₉(ν) · s · √(1/n_b + 1/n_c), ν = n_b + n_c − 2, relative to
/// the baseline's mean (`spreadFraction`). Pooled rather than Welch's because the spread is the toolkit's, the same
/// in two builds of one row, and a quick run's two processes a side give Welch's interval as little as one degree of
/// freedom. At 99% one-sided a build that allocates as before passes a varying variant 99 times in 100 if its
/// per-process counts scatter normally; drawing two processes a side from those 16 counts, 2.9% of pairs of quick
/// runs failed on one of the two varying QML variants (5.2% at 97.5%). The price: with two processes a side the
/// tolerance is wide (about ±6% for `qml-component-file/fit`), so a smaller change to such a variant needs more
/// counting processes, or rows, to be seen.
///
/// One counting process on each side (a full run's `plan.countingProcesses` is 1) shows no spread: the count is
/// then compared as a deterministic one, and `countedOnce` lets the output say that a varying count could not be
/// told from a change. A real toolkit's tolerance is never below `toolkitFloor`.
public struct AllocationTolerance: Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        /// Deterministic (or not seen to vary) and the model's: exact.
        case exact
        /// Deterministic (or not seen to vary) and a real toolkit's: `toolkitFloor`.
        case toolkitCaches
        /// Varies between the processes of a run: the Student bound from that spread.
        case processSpread
    }

    /// How far a real toolkit's allocations per row may move and still count as the same: GLib's and Qt's own
    /// caches add a few allocations to a counting pass, so their per-row counts move with the rows counted (by
    /// under 0.1% between a quick run's 5 rows and a full run's 10, measured on the reference run's variants).
    public static let toolkitFloor = 0.005
    /// The one-sided level of the bound from the spread between processes.
    public static let level = 0.99

    /// The largest relative change per row that counts as the same (0: exact).
    public var fraction: Double
    public var reason: Reason
    /// True when each side had at most one counting process, so no spread between processes could be seen.
    public var countedOnce: Bool

    /// A deterministic count's tolerance: exact for the model, `toolkitFloor` for a real toolkit.
    public static func deterministic(variant: String, countedOnce: Bool = false) -> AllocationTolerance {
        Variant(name: variant).map({ !$0.construction.toolkit.isModel }) == true
            ? AllocationTolerance(fraction: toolkitFloor, reason: .toolkitCaches, countedOnce: countedOnce)
            : AllocationTolerance(fraction: 0, reason: .exact, countedOnce: countedOnce)
    }

    /// The tolerance of `variant` from each side's counting processes, one `AllocationTotals` a process.
    public init(variant: String, baseline: [AllocationTotals], candidate: [AllocationTotals]) {
        let countedOnce = baseline.count <= 1 && candidate.count <= 1
        let floor = AllocationTolerance.deterministic(variant: variant, countedOnce: countedOnce)
        guard !AllocationTolerance.isConstant(baseline) || !AllocationTolerance.isConstant(candidate),
            let spread = AllocationTolerance.spreadFraction(baseline, candidate), spread > floor.fraction
        else {
            self = floor
            return
        }
        self.init(fraction: spread, reason: .processSpread, countedOnce: countedOnce)
    }

    init(fraction: Double, reason: Reason, countedOnce: Bool) {
        self.fraction = fraction; self.reason = reason; self.countedOnce = countedOnce
    }

    /// Whether every process counted the same per row, compared exactly (in whole numbers, not rounded doubles).
    static func isConstant(_ processes: [AllocationTotals]) -> Bool {
        guard let first = processes.first else { return true }
        return processes.allSatisfy {
            AllocationTotals.comparePerRow($0.allocations, $0.rows, first.allocations, first.rows) == 0
        }
    }

    /// t₀.₉₉(ν) · s · √(1/n_b + 1/n_c) / (the baseline's mean), with s the standard deviation of the per-process
    /// allocations per row pooled over both sides; nil without a degree of freedom or a baseline to divide by.
    static func spreadFraction(_ baseline: [AllocationTotals], _ candidate: [AllocationTotals]) -> Double? {
        let sides = [baseline, candidate].map { $0.filter { $0.rows > 0 }.map(\.allocationsPerRow) }
        let degrees = sides[0].count + sides[1].count - 2
        guard degrees >= 1, !sides[0].isEmpty, !sides[1].isEmpty else { return nil }
        let means = sides.map { $0.reduce(0, +) / Double($0.count) }
        guard means[0] > 0 else { return nil }
        let squares = zip(sides, means).reduce(0.0) { sum, side in
            sum + side.0.reduce(0) { $0 + ($1 - side.1) * ($1 - side.1) }
        }
        let pooled = (squares / Double(degrees)).squareRoot()
        let t = StudentT(degreesOfFreedom: Double(degrees)).quantile(level)
        return t * pooled * (1 / Double(sides[0].count) + 1 / Double(sides[1].count)).squareRoot() / means[0]
    }
}
