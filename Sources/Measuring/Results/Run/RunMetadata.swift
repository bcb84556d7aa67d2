/// How, where and with what a run was measured: the contents of `run.json`.
///
/// Written pretty-printed with sorted keys so the same run always gives the same bytes. The report and
/// `compare` read it back for the seed, the plan and the machine (to warn when two runs differ in machine or
/// build configuration).
public struct RunMetadata: Codable, Sendable, Equatable {
    /// The tool that wrote the run, "nib-or-not".
    public var tool: String
    /// What was asked for: variants, processes, rounds, seed, ...
    public var plan: RunPlan
    /// "release" or "debug"; a debug build's numbers are not meaningful.
    public var buildConfiguration: String
    /// The command-line arguments of the run, after the executable.
    public var options: [String]
    /// When the run finished, ISO 8601 in UTC.
    public var date: String
    /// First line of `swift --version`.
    public var toolchain: String
    public var cpuModel: String
    /// Active processor count.
    public var cores: Int
    /// `uname` system, release and machine.
    public var kernel: String
    /// The commit measured, with `-dirty` when the work tree had uncommitted changes.
    public var gitCommit: String
    public var jemallocVersion: String
    /// Wall time of the whole run, seconds.
    public var wallSeconds: Double
    /// Median cost of one clock read seen by each steady worker, nanoseconds.
    public var clockCostNanoseconds: [Double]
    /// Rows per timed batch per variant, as the first worker chose them.
    public var batchSizes: [String: Int]
    /// Steady worker processes that ran; fewer than planned when a time budget stopped the run early.
    public var steadyProcessesRun: Int
    /// For a run with `--template`: each font name the template uses that was measured with a stand-in,
    /// as `name → font` (e.g. `Avenir-Medium → DejaVuSans`); nil (absent from run.json) otherwise.
    public var fontSubstitutions: [String]?
    /// For a run with `--template`: what the template holds that the model does not build (a class kept
    /// or stood in for, an unknown XIB attribute), each with its count; nil (absent) otherwise.
    public var notModelled: [String]?
    /// For a run with `--template FILE.xib`: per real toolkit that built the user's cell, the UIKit classes it has no
    /// widget for and built as named stand-ins, each with its count (empty: none); nil (absent) otherwise.
    public var standIns: [String: [String: Int]]?
    /// For a calibrated run: the timed rounds each steady worker of each group (`model`, a toolkit) was given, in
    /// the order they ran, after pacing (`RunPacing`); nil (absent from run.json) for a run whose rounds were as
    /// planned.
    public var roundsRun: [String: [Int]]?
    /// Per group, the steady workers added after the planned ones where the widest interval was widest
    /// (`RunPlan.extraWorkersGoal`); nil (absent from run.json) when none was added.
    public var extraProcesses: [String: Int]?
    /// Each steady worker's speed-mode probe (CPU, memory and compute loops), in the order they ran; nil (absent
    /// from run.json) for runs that did not probe.
    public var processProbes: [ProcessProbe]?
    /// Per variant, the timed batches the workers timed again because their thread lost its CPU to another task
    /// during them (`Worker`); nil (absent from run.json) for runs before workers watched for that. A variant
    /// with none is left out.
    public var retimedBatches: [String: Int]?
    /// The 1-, 5- and 15-minute load averages when a sweep started ("0.71, 1.70, 1.96"), which its report shows
    /// and `nib-or-not report` shows again; nil (absent from run.json) for runs, which keep the load in their probes.
    public var loadAverageAtStart: String?
    /// What tells this machine from others (CPU family, caches, memory latency, library versions) and its class
    /// and host ids, for `across`; nil (absent from run.json) for runs from before it was recorded.
    public var machine: MachineDescription?

    public init(
        tool: String, plan: RunPlan, buildConfiguration: String, options: [String], date: String,
        toolchain: String, cpuModel: String, cores: Int, kernel: String, gitCommit: String,
        jemallocVersion: String, wallSeconds: Double, clockCostNanoseconds: [Double],
        batchSizes: [String: Int], steadyProcessesRun: Int, fontSubstitutions: [String]? = nil
    ) {
        self.fontSubstitutions = fontSubstitutions
        self.tool = tool; self.plan = plan; self.buildConfiguration = buildConfiguration; self.options = options
        self.date = date; self.toolchain = toolchain; self.cpuModel = cpuModel; self.cores = cores
        self.kernel = kernel; self.gitCommit = gitCommit; self.jemallocVersion = jemallocVersion
        self.wallSeconds = wallSeconds; self.clockCostNanoseconds = clockCostNanoseconds
        self.batchSizes = batchSizes; self.steadyProcessesRun = steadyProcessesRun
    }

    /// The machine's class: `machine.classID`, or for an older run one derived from its CPU model and cores.
    public var machineClassID: String {
        machine?.classID ?? MachineDescription.fallbackClassID(cpuModel: cpuModel, cores: cores)
    }

    /// Whether the numbers came from a debug build, which the report must shout about.
    public var isDebugBuild: Bool { buildConfiguration != "release" }

    /// The median clock-read cost over workers, or nil when none was recorded.
    public var medianClockCostNanoseconds: Double? {
        let sorted = clockCostNanoseconds.sorted()
        guard !sorted.isEmpty else { return nil }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
