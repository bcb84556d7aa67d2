/// The whole measured run: how many worker processes of each kind, and what each does.
public struct RunPlan: Codable, Sendable, Equatable {
    public var variants: [String]
    public var templatesDirectory: String
    /// Steady-state worker processes; each runs every variant.
    public var processes: Int
    /// Fresh processes per variant for the cold series.
    public var coldProcesses: Int
    public var warmupRounds: Int
    public var rounds: Int
    public var minimumBatchNanoseconds: UInt64
    public var coldRows: Int
    public var countingRows: Int
    public var seed: UInt64
    /// When set, no further steady worker starts once the run would take longer (at least two run).
    public var timeBudgetSeconds: Double?
    /// The user's template (`run --template FILE.xib` or `FILE.nib`) that the `.../as-designed` variants build; nil for
    /// the seed's row. Absolute, so workers find it from any directory.
    public var templateFile: String?
    /// The font substitution table the workers' measurers use; nil for none.
    public var fontSubstitutions: String?
    /// The folder of nibs compiled when the run started, which the nib variants load; nil: each worker
    /// compiles its own.
    public var nibDirectory: String?
    /// The real toolkits' variants, each toolkit in worker processes of its own, interleaved with the model's
    /// (`variants`, `processes`, `rounds`); nil or empty for a run of the model alone, as every run before them.
    public var toolkitGroups: [ToolkitGroup]?
    /// When set, a short calibration sizes the rounds of the groups whose rounds no option fixed so that the
    /// run ends within this many seconds (`RunCalibration`); nil: the rounds are used as given.
    public var targetSeconds: Double?
    /// The groups whose rounds an option fixed (`model` for `--rounds`, each toolkit for `--toolkit-rounds`):
    /// calibration leaves them as they are.
    public var roundsFixedByOption: [String]?
    /// The groups whose processes an option fixed (`model` for `--processes`, each toolkit for
    /// `--toolkit-processes`): calibration never cuts them.
    public var processesFixedByOption: [String]?
    /// When set (a calibrated run), the time its planned steady workers leave goes to more workers of the group
    /// whose widest interval is widest, until every group's is within ± this fraction of its ratio (`ExtraWorkers`);
    /// nil: only the planned workers run.
    public var extraWorkersGoal: Double?
    /// How many steady workers of each group (the model's, each toolkit's) run the allocation-counting pass: the
    /// first ones of the group. Counts of one build's rows hardly differ between processes, while the pass costs
    /// a GNUstep worker about 0.4 s, as much as 10 of its rounds; nil: every worker counts, as before.
    public var countingProcesses: Int?
    /// Whether each steady worker probes its speed mode before its setup (`ProcessProbe`); nil: no.
    public var probeProcesses: Bool?
    /// In `ab`: whether the two workers of each pair time their rounds alternately, round by round
    /// (`LockstepPair`); nil: no, one worker after the other.
    public var lockstepPairs: Bool?
    /// In `ab`: the one CPU both workers of every pair ran on (`--cpu`); nil: placed by the scheduler, or not `ab`.
    public var workersCPU: Int?
    /// In `ab`: the CPU the second worker of each lockstep pair set up on, beside the first, before moving to
    /// `workersCPU` for its timed rounds; nil: both set up on `workersCPU`, one after the other.
    public var setUpCPU: Int?
    /// In `ab`: the rows per timed batch of every variant, sized once before the pairs by one baseline worker's
    /// warm-up and given to every worker of both builds (`RunCoordinator.sharedBatchSizes`); nil: each worker sizes
    /// its own.
    public var batchSizes: [String: Int]?
    /// What the calibration measured and chose; nil for a run that was not calibrated.
    public var calibration: RunCalibration?
    /// The executable that ran each group's workers, by group (`workerGroups`' names): its own, linking only that
    /// toolkit (`nib-or-not-worker-gtk`), or `nib-or-not worker`, linking every toolkit; nil for runs before they
    /// existed.
    public var workerExecutables: [String: String]?

    /// The names of the groups of workers (`workerGroups`): the model's when it has variants, then each toolkit's.
    public var groups: [String] { workerGroups.map(\.toolkit) }

    /// Every variant the run measures: the model's, then each toolkit group's.
    public var allVariants: [String] { workerGroups.flatMap(\.variants) }

    public init(
        variants: [String], templatesDirectory: String, processes: Int, coldProcesses: Int,
        warmupRounds: Int, rounds: Int, minimumBatchNanoseconds: UInt64, coldRows: Int,
        countingRows: Int, seed: UInt64, timeBudgetSeconds: Double? = nil, templateFile: String? = nil,
        fontSubstitutions: String? = nil, toolkitGroups: [ToolkitGroup]? = nil
    ) {
        self.toolkitGroups = toolkitGroups
        self.timeBudgetSeconds = timeBudgetSeconds
        self.templateFile = templateFile; self.fontSubstitutions = fontSubstitutions
        self.variants = variants; self.templatesDirectory = templatesDirectory; self.processes = processes
        self.coldProcesses = coldProcesses; self.warmupRounds = warmupRounds; self.rounds = rounds
        self.minimumBatchNanoseconds = minimumBatchNanoseconds; self.coldRows = coldRows
        self.countingRows = countingRows; self.seed = seed
    }
}

/// A toolkit's variants and the worker processes that time them: a real toolkit's in `RunPlan.toolkitGroups`, the
/// model's as `RunPlan.modelGroup` (`RunPlan+Groups.swift`).
///
/// Its own processes, because a toolkit's start-up and widgets would weigh on the model's rows in a shared
/// process, and because its rows take 10 to 100 times as long as the model's: as many rounds as the model's
/// would make the run take minutes. Its ratios are within the toolkit, so they need only its own processes.
public struct ToolkitGroup: Codable, Sendable, Equatable {
    /// The toolkit's name (`gtk`, `qt`).
    public var toolkit: String
    public var variants: [String]
    /// Steady worker processes of this toolkit; each runs every variant of the group.
    public var processes: Int
    public var warmupRounds: Int
    public var rounds: Int
    /// Fresh processes per variant for the cold series.
    public var coldProcesses: Int
    /// Rows each steady worker builds per variant in its allocation-counting pass.
    public var countingRows: Int

    public init(
        toolkit: String, variants: [String], processes: Int, warmupRounds: Int, rounds: Int, coldProcesses: Int,
        countingRows: Int
    ) {
        self.toolkit = toolkit; self.variants = variants; self.processes = processes
        self.warmupRounds = warmupRounds; self.rounds = rounds; self.coldProcesses = coldProcesses
        self.countingRows = countingRows
    }
}
