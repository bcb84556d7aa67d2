import Results

/// Keeps a calibrated run on time while it runs: before each steady worker, the rounds of the workers still to
/// come are scaled again from how long the run has really taken so far.
///
/// Why: a calibration of one second sees the host as it was in that second. On a shared machine the load can
/// double a minute later (a build next door), and a plan sized once then overruns its target by as much. The
/// pace seen so far (elapsed time over what the calibration predicted for the workers already run) scales the
/// estimate of the rest, and the rest's rounds are cut to fit, never below the group's minimum. When the run is
/// ahead of its estimate (a calibration worker caught in a burst of load sizes the whole run for it: one loaded
/// default run took 42.7 s of its 50 with every group at its minimum rounds), the time left raises the rest's
/// rounds back toward the plan, the toolkits' first, the rest still estimated at the calibrated pace. Every
/// worker still runs, so the intervals keep all their processes.
public struct RunPacing: Sendable {
    private let calibration: RunCalibration
    private let minimums: [String: Int]
    /// The group of each steady worker, in the order they run, and its number within its group (1-based).
    private let groups: [String]
    private let ordinals: [Int]
    /// What the calibration predicts for each worker already run, at the rounds it was given.
    private var predictedSoFar = 0.0

    public init(
        calibration: RunCalibration, groupsInOrder: [String],
        minimums: [String: Int] = [ToolkitDeclaration.theModel.name: RunCalibrator.minimumModelRounds]
    ) {
        self.calibration = calibration
        self.groups = groupsInOrder
        var seen: [String: Int] = [:]
        self.ordinals = groupsInOrder.map { group in
            seen[group, default: 0] += 1
            return seen[group]!
        }
        self.minimums = minimums
    }

    /// The rounds for the worker at `index` (0-based) of the schedule, `elapsed` seconds after the first steady
    /// worker started; recorded as run (`ran`).
    public mutating func rounds(forWorkerAt index: Int, elapsed: Double) -> Int {
        let rounds = proposedRounds(forWorkerAt: index, elapsed: elapsed)
        ran(workerAt: index, rounds: rounds)
        return rounds
    }

    /// Records that the worker at `index` ran `rounds` rounds, for the pace of the workers after it.
    public mutating func ran(workerAt index: Int, rounds: Int) {
        guard let mine = calibration.groups.first(where: { $0.group == groups[index] }) else { return }
        predictedSoFar += mine.fixedSeconds(ofWorker: ordinals[index]) + Double(rounds) * mine.secondsPerRound
    }

    /// The rounds for the worker at `index`, without recording them.
    public func proposedRounds(forWorkerAt index: Int, elapsed: Double) -> Int {
        let byName = Dictionary(uniqueKeysWithValues: calibration.groups.map { ($0.group, $0) })
        guard let mine = byName[groups[index]] else { return 0 }
        // Slower than predicted stretches the estimate of the rest; faster never shortens it below the plan.
        let pace = predictedSoFar > 0 ? max(1, elapsed / predictedSoFar) : 1
        let available =
            calibration.targetSeconds - calibration.calibrationSeconds - RunCalibrator.reportSecondsAllowance
            - elapsed - pace * calibration.coldSecondsEstimate
        // What the rest costs at the calibrated rounds, and what raising them to the plan would add (`SpareTime`).
        var always = 0.0, scalable = 0.0, toolkitGap = 0.0, modelGap = 0.0
        for (name, ordinal) in zip(groups[index...], ordinals[index...]) {
            guard let group = byName[name] else { continue }
            always +=
                group.fixedSeconds(ofWorker: ordinal)
                + (group.fixedByOption ? Double(group.rounds) * group.secondsPerRound : 0)
            guard !group.fixedByOption else { continue }
            scalable += Double(group.rounds) * group.secondsPerRound
            let gap = Double(max(0, group.roundsCap - group.rounds)) * group.secondsPerRound
            if ToolkitDeclaration.isModelGroup(name) { modelGap += gap } else { toolkitGap += gap }
        }
        guard !mine.fixedByOption && scalable > 0 else { return mine.rounds }
        let spare = available / pace - always - scalable
        let minimum = min(mine.minimumRounds ?? minimums[mine.group] ?? RunCalibrator.minimumToolkitRounds, mine.rounds)
        guard spare > 0 else {
            return max(
                minimum, Int((Double(mine.rounds) * max(0, (available / pace - always) / scalable)).rounded(.down)))
        }
        let fractions = SpareTime.fractions(spare: spare, toolkitGap: toolkitGap, modelGap: modelGap)
        let share = ToolkitDeclaration.isModelGroup(mine.group) ? fractions.model : fractions.toolkits
        return mine.rounds + Int((Double(max(0, mine.roundsCap - mine.rounds)) * share).rounded(.down))
    }
}

extension GroupCalibration {
    /// The most rounds pacing raises the group's workers to: the balanced rounds of a budget split by need
    /// (`NeedSplit`), whose time beyond them goes to extra workers instead, else the plan's.
    var roundsCap: Int { balancedRounds ?? plannedRounds }
}
