import Results

/// After a calibrated run's planned steady workers, the time left before its target goes to more workers of the
/// group whose widest interval is widest, one at a time, until every group is within `goal` or no worker fits.
/// How many a group gets is decided from its planned workers alone (their widest interval, projected as
/// 1/√workers), never from the added workers' results: Stein's two-stage design (Stein, "A two-sample test for
/// a linear hypothesis whose power is independent of the variance", Ann. Math. Stat. 16, 1945). Choosing after
/// each added worker instead, and stopping once an interval looked narrow enough, covered 88.9% to 94.2% where
/// 95% was claimed in simulation, and deciding from the planned workers 93.7% to 95.3%; the report's intervals for
/// such a group are also held at least as wide as Stein's (`PairedRatioOptions.firstStage`): 95.3% to 97.3%.
///
/// Why: a group's intervals are over its processes, and how far its processes differ is seen only once they have
/// run. On this machine it changes from run to run by a factor of three (GNUstep's code / `NSNib` workers spread
/// 1.3% to 4.6%, docs/noisy-host.md), so no split fixed beforehand suits every run; time beyond the plan (a quiet
/// host, a longer target) used to go unused and now buys workers where the run's own spread says they narrow the
/// widest interval most. Which group gets a worker depends on the widths alone, never on which way a ratio
/// points, and each added worker is a whole process like the others (`scripts/extra-workers-coverage.py`
/// simulates what a choice from the widths does to the intervals' coverage).
public struct ExtraWorkers: Sendable {
    /// No more workers once every group's widest half-width (relative to its ratio) is at most this.
    public var goal: Double
    /// Per group, its widest interval's half-width from the samples so far (`WidestIntervals` in the reports).
    public var widestHalfWidths: @Sendable ([Sample]) -> [String: Double]

    public init(goal: Double, widestHalfWidths: @escaping @Sendable ([Sample]) -> [String: Double]) {
        self.goal = goal
        self.widestHalfWidths = widestHalfWidths
    }

    /// Each group's widest half-width as `planned` (from its `plannedWorkers`) projected to `workers` workers:
    /// planned · √(planned workers / workers).
    public func projected(
        _ planned: [String: Double], plannedWorkers: [String: Int], workers: [String: Int]
    ) -> [String: Double] {
        Dictionary(
            uniqueKeysWithValues: planned.compactMap { group, halfWidth in
                guard let first = plannedWorkers[group], let now = workers[group], now > 0 else { return nil }
                return (group, halfWidth * (Double(first) / Double(now)).squareRoot())
            })
    }

    /// The group to give one more worker: of the `eligible` groups whose widest half-width is above the goal and one
    /// of whose workers (`secondsPerWorker`, what that group's workers took so far) fits in `secondsLeft`, the one
    /// with the widest; nil when there is none.
    public func choose(
        widest: [String: Double], eligible: Set<String>, secondsPerWorker: [String: Double],
        secondsLeft: Double
    ) -> String? {
        widest.filter { group, halfWidth in
            eligible.contains(group) && halfWidth > goal && (secondsPerWorker[group].map { $0 <= secondsLeft } ?? false)
        }.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    }
}
