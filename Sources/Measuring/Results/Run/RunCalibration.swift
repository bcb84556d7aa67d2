/// How a default run sized its rounds so that it ends near a target time, recorded in `run.json`.
///
/// Why: on a host twice as slow as the reference (a busy CI runner, a slower machine), a fixed plan of 80
/// workers of 250 rounds took 82 to 93 s instead of 49. The intervals rest on processes, not rounds (a worker
/// runs at one speed for its whole life), so the rounds are shortened first: one short worker of each group is
/// timed, and each group's rounds are scaled so the estimate meets the target. Only when the rounds at their
/// minimum still overrun it are the processes cut too, never below a floor that keeps every block of the
/// intervals filled.
public struct RunCalibration: Codable, Sendable, Equatable {
    /// The time the plan aims to end within, in seconds from the start of the steady workers.
    public var targetSeconds: Double
    /// The wall time the calibration workers took.
    public var calibrationSeconds: Double
    /// One entry per worker group, the model's first, then each toolkit's.
    public var groups: [GroupCalibration]
    /// The estimated time of the cold series (each cold worker costs about a calibration worker's start-up).
    public var coldSecondsEstimate: Double
    /// The estimated time of the whole plan as chosen: steady workers and cold series.
    public var estimatedSeconds: Double
    /// Whether every group was timed twice, the faster timing kept, because the first would have cut processes
    /// (`RunCalibrator`); nil (absent): timed once.
    public var timedTwice: Bool?
    /// Whether the budget was split by need (`NeedSplit`: each group's processes at its floor, its rounds balancing
    /// its workers' own cost, the time left to extra workers where the intervals come out widest); nil (absent): by
    /// the minimums and the plan's rounds, as before it existed.
    public var splitByNeed: Bool?

    public init(
        targetSeconds: Double, calibrationSeconds: Double, groups: [GroupCalibration], coldSecondsEstimate: Double,
        estimatedSeconds: Double
    ) {
        self.targetSeconds = targetSeconds; self.calibrationSeconds = calibrationSeconds; self.groups = groups
        self.coldSecondsEstimate = coldSecondsEstimate; self.estimatedSeconds = estimatedSeconds
    }
}

/// What the calibration measured of one worker group, and the rounds it chose for the group's workers.
public struct GroupCalibration: Codable, Sendable, Equatable {
    /// `model`, or the toolkit's name.
    public var group: String
    /// The steady processes chosen: as planned, unless the rounds at their minimum still overran the target
    /// and no option fixed the processes (`--processes`, `--toolkit-processes`).
    public var processes: Int
    /// The processes the plan had before calibration; nil (absent) when the same as `processes`.
    public var plannedProcesses: Int?
    /// Timed rounds of the calibration worker.
    public var calibrationRounds: Int
    /// A worker's time outside its timed rounds and counting pass: start, setup, warm-up and exit (the
    /// counting pass too when `countingSeconds` is absent, as in runs before it was timed apart).
    public var fixedSeconds: Double
    /// The counting pass of a worker that runs it; nil (absent) when included in `fixedSeconds`.
    public var countingSeconds: Double?
    /// How many of the group's workers run the counting pass; nil (absent): all of them.
    public var countingProcesses: Int?
    /// Time of one timed round (one batch of every variant of the group).
    public var secondsPerRound: Double
    /// From the start of the worker to its first warm-up round: what a cold worker costs, about.
    public var startupSeconds: Double
    /// The rounds the plan had before calibration (its defaults), and those chosen.
    public var plannedRounds: Int
    public var rounds: Int
    /// Whether an option fixed the rounds (`--rounds`, `--toolkit-rounds`), so calibration left them.
    public var fixedByOption: Bool
    /// The fewest rounds calibration and pacing give the group when not `run`'s (`sweep`'s); nil (absent): `run`'s.
    public var minimumRounds: Int?
    /// The rounds at which a worker's timed rounds cost about what the rest of it does (`NeedSplit`), the most that
    /// calibration and pacing give the group when the budget is split by need; nil (absent): `plannedRounds`.
    public var balancedRounds: Int?

    public init(
        group: String, processes: Int, plannedProcesses: Int? = nil, calibrationRounds: Int, fixedSeconds: Double,
        secondsPerRound: Double,
        startupSeconds: Double, plannedRounds: Int, rounds: Int, fixedByOption: Bool
    ) {
        self.group = group; self.processes = processes; self.plannedProcesses = plannedProcesses
        self.calibrationRounds = calibrationRounds
        self.fixedSeconds = fixedSeconds; self.secondsPerRound = secondsPerRound; self.startupSeconds = startupSeconds
        self.plannedRounds = plannedRounds; self.rounds = rounds; self.fixedByOption = fixedByOption
    }

    /// The estimated time of the group's steady workers with `rounds` rounds each.
    public func steadySeconds(rounds: Int) -> Double {
        Double(processes) * (fixedSeconds + Double(rounds) * secondsPerRound) + countingTotalSeconds
    }

    /// The estimated time of the group's counting passes, all its counting workers together.
    public var countingTotalSeconds: Double {
        Double(min(processes, countingProcesses ?? processes)) * (countingSeconds ?? 0)
    }

    /// What the group's `ordinal`-th worker (1-based) pays outside its rounds: the counting pass only if it runs it.
    public func fixedSeconds(ofWorker ordinal: Int) -> Double {
        fixedSeconds + (ordinal <= (countingProcesses ?? processes) ? countingSeconds ?? 0 : 0)
    }
}
