/// The sizes of a default run and of a `--quick` smoke run; options override each.
///
/// The full run's 80 workers of 250 rounds are what kept every ratio's interval within ±1% on the reference
/// machine in about a minute (README, "Method"); the quick run only checks that everything works.
///
/// Each real toolkit gets 10 workers (one per block of its intervals) of 60 rounds. Its rows take about 1 ms,
/// 20 to 100 times the model's; a toolkit worker pays 0.3 to 0.9 s to start, warm up and count before its first
/// round; and in the reference run of `2ae0a15` its ratios differed between processes hardly more than the noise
/// of its rounds explains (docs/noisy-host.md). The time a calibrated run has beyond its planned workers goes to
/// more workers where its intervals are widest (`ExtraWorkers`).
public struct RunDefaults: Sendable, Equatable {
    /// Steady worker processes; each runs every variant.
    public var processes: Int
    /// The model's steady worker processes when real toolkits share the run. Fewer, because a toolkit's
    /// intervals are the run's widest and rest on its rounds: in three default runs beside an `ab` run, 80 model
    /// workers left the model within ±0.61% to ±0.77% and gave each toolkit 13 to 15 rounds, its widest ±2.9% to
    /// ±4.5% (docs/noisy-host.md). Half the model's workers buy the toolkits about twice the rounds.
    public var processesBesideToolkits: Int
    /// Fresh processes per variant for the cold series.
    public var coldProcesses: Int
    /// Untimed rounds before timing; their row times also size the batches.
    public var warmupRounds: Int
    /// Timed rounds per steady worker.
    public var rounds: Int
    /// Rows each steady worker builds per variant in its allocation-counting pass: enough that the fixed cost
    /// of a count (one tcache flush) is spread thin, few enough to add well under a second to a run.
    public var countingRows: Int
    /// Steady workers of each group that run the counting pass (`RunPlan.countingProcesses`). One in a full run:
    /// a build's counts hardly differ between processes, and with six groups the two more that a count in three
    /// processes cost took 2.9 s of a 50 s run (GNUstep's pass 0.66 s a worker, 2026-11-28), a tenth of the time
    /// the need split has for its workers (`NeedSplit`).
    public var countingProcesses: Int
    /// The same four for each real toolkit's own worker processes (`ToolkitGroup`), whose rows take far longer.
    public var toolkitProcesses: Int
    /// A real toolkit's cold processes per variant when `--cold-processes` is not given. None in a full run: each
    /// starts the toolkit afresh (0.1 s for Qt, 0.5 to 1 s for GNUstep and the web engines), and in the default run
    /// of seven groups on a quiet machine the cold phase took 38 of its 95.5 s, the toolkits' 72 processes about
    /// 34 s of it by the calibration's start-up times (docs/log/sizing-2026-11-28.md), for one process a variant:
    /// a median with no interval. The seed's own comparison of first rows is the model's, which keeps its series.
    public var toolkitColdProcesses: Int
    public var toolkitWarmupRounds: Int
    public var toolkitRounds: Int
    public var toolkitCountingRows: Int

    public static let full = RunDefaults(
        processes: 80, processesBesideToolkits: 40, coldProcesses: 3, warmupRounds: 30,
        rounds: 250, countingRows: 50, countingProcesses: 1,
        toolkitProcesses: 10, toolkitColdProcesses: 0, toolkitWarmupRounds: 5, toolkitRounds: 60,
        toolkitCountingRows: 10)
    /// A smoke run of every group in under 30 s: each toolkit's workers take 0.3 to 0.9 s to start and its cold
    /// processes as long again, so a toolkit gets 2 steady workers and no cold ones (the model keeps its cold
    /// series, so every section of the report is there). With 4 workers and a cold process per variant a
    /// toolkit each, the seven groups' quick run took 36 to 40 s, 84 of its processes cold ones (2026-11-29).
    public static let quick = RunDefaults(
        processes: 10, processesBesideToolkits: 10, coldProcesses: 1, warmupRounds: 5,
        rounds: 60, countingRows: 10, countingProcesses: 2,
        toolkitProcesses: 2, toolkitColdProcesses: 0, toolkitWarmupRounds: 2, toolkitRounds: 10,
        toolkitCountingRows: 5)

    /// A real toolkit's cold processes per variant: what `--cold-processes` gave (`explicit`), else the default.
    public func toolkitColdProcesses(explicit: Int?) -> Int {
        explicit ?? toolkitColdProcesses
    }

    /// The model's steady workers when no option sets them: fewer when real toolkits share the run.
    public func modelProcesses(withToolkits: Bool) -> Int {
        withToolkits ? processesBesideToolkits : processes
    }

    /// The half-width, in percent of a ratio, within which a calibrated run stops adding workers (`ExtraWorkers`):
    /// the goal the project's intervals aim for.
    public static let extraWorkersGoalPercent = 1

    /// The time a full run aims to end within, calibration included (`RunCalibrator`): a reference run took
    /// 49 s unsized, so on such a machine calibration changes little, while on a host twice as slow the rounds are
    /// shortened and the run still ends within a minute.
    public static let targetSeconds = 50.0
}
