import Results

/// How a default run with real toolkits splits its time between its groups by what each needs to narrow its
/// intervals, not by equal minimums (`RunCalibrator`, when extra workers are on).
///
/// Why: with six groups, 10 workers of 10 rounds for each toolkit and 20 of 50 for the model cost 59 s of
/// steady workers alone on this machine (a Chromium worker pays 1.06 s before and after its rounds, a GNUstep one
/// 0.84 s plus 0.66 s for counting, a Qt one 0.23 s), and the default run took 94 s of its 50 (2026-11-28). What
/// narrows an interval differs by group, and only one of the three things it depends on is known before the run:
///
/// - **Start-up cost and time per round**, from the calibration worker: each group's rounds are set so that a
///   worker's timed rounds cost about what the rest of it does, R = fixed / round (Qt 17, Chromium 12), within
///   the minimum and the plan. That is the two-stage optimum √(V₁·f / (P·c)) (V₁ one round's variance, P the
///   processes' own) when V₁/P = f/c. The report of that run puts V₁/P between 1.1 (Qt Quick) and 49 (GTK), the
///   optimum between 3.7 and 26 rounds; by those figures R = f/c costs at most 27% more variance per second than
///   the optimum (Qt and Qt Quick; 13% in width), 10 rounds at most 22% (GTK), the plan's 60 up to 3.5 times.
/// - **The spread of its processes** is not seen by one calibration worker, so it is measured in the run: every
///   group first runs `floor` workers, spread through the run as before, and the time left goes to extra workers,
///   one at a time, of the group whose widest interval is widest (`ExtraWorkers`, Stein's two stages: the number
///   of workers follows the first stage's spread and the intervals stay honest).
///
/// The floors: 10 workers for the model (one per block of its ten-block intervals; a worker costs about 0.2 s)
/// and 5 for a toolkit. An interval over B blocks has the t critical value of B − 1 degrees of freedom: 2.26 for
/// 10, 2.78 for 5, 3.18 for 4 and 4.30 for 3, so below 5 each worker saved widens the interval by far more than
/// its 1/√n; at 5 a toolkit's interval is honest but about 1.7 times as wide as at 10 workers of the same spread,
/// and the extra workers narrow it where the run has time.
public enum NeedSplit {
    public static let minimumModelProcesses = 10
    public static let minimumToolkitProcesses = 5

    /// The floor of workers of the group named `group` (the model's, or a toolkit's).
    public static func floor(group: String) -> Int {
        ToolkitDeclaration.isModelGroup(group) ? minimumModelProcesses : minimumToolkitProcesses
    }

    /// The rounds at which a worker's timed rounds cost about its `fixedSeconds` (start, setup, warm-up, exit),
    /// between `minimum` and `planned`.
    public static func balancedRounds(fixedSeconds: Double, secondsPerRound: Double, minimum: Int, planned: Int) -> Int
    {
        guard secondsPerRound > 0, fixedSeconds.isFinite else { return planned }
        let balanced = Int((fixedSeconds / secondsPerRound).rounded())
        return min(max(planned, minimum), max(minimum, balanced))
    }

    /// The groups with their processes at their floor (but those in `processesFixed`, and a plan already below its
    /// floor) and their rounds balanced, then sized to `availableSeconds` as `RunCalibrator.size` sizes rounds: each
    /// group not fixed by an option at its minimum, the time left raising them toward their balanced rounds.
    public static func split(
        _ groups: [GroupCalibration], processesFixed: Set<String>, minimums: [String: Int],
        availableSeconds: Double
    ) -> [GroupCalibration] {
        let floored = groups.map { group -> GroupCalibration in
            var group = group
            let floor = min(Self.floor(group: group.group), group.processes)
            if !processesFixed.contains(group.group) && floor != group.processes {
                (group.plannedProcesses, group.processes) = (group.processes, floor)
            }
            if !group.fixedByOption {
                let minimum = minimums[group.group] ?? RunCalibrator.minimumToolkitRounds
                let balanced = balancedRounds(
                    fixedSeconds: group.fixedSeconds, secondsPerRound: group.secondsPerRound,
                    minimum: minimum, planned: group.plannedRounds)
                group.balancedRounds = balanced
            }
            return group
        }
        // `size` raises rounds toward `plannedRounds`: here the balanced rounds, the plan's restored after.
        let capped = floored.map { group -> GroupCalibration in
            var group = group
            group.plannedRounds = group.roundsCap
            return group
        }
        return zip(floored, RunCalibrator.size(capped, minimums: minimums, availableSeconds: availableSeconds)).map {
            original, sized in
            var group = sized
            group.plannedRounds = original.plannedRounds
            return group
        }
    }
}
