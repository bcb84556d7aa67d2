/// What `nib-or-not table` measures: worker processes, each running every construction in every scenario
/// in a shuffled order. Passed to each worker as JSON, with the worker's own process number.
public struct TablePlan: Codable, Sendable, Equatable {
    public var processes: Int
    /// Construction names: those of the tables the run's toolkits declare (`ToolkitTable.constructions`).
    public var sources: [String]
    /// Scenario names (`TableScenarioKind` raw values).
    public var scenarios: [String]
    public var fit: Bool
    public var templatesDirectory: String
    public var seed: UInt64
    /// The throttled reload's minimum interval, in nanoseconds (seed 004's 0.3 s by default).
    public var throttleNanoseconds: UInt64 = 300_000_000
    /// How long the update stream lasts, in nanoseconds of simulated time (3 s by default).
    public var updateNanoseconds: UInt64 = 3_000_000_000
    /// Rows the scrolling scenarios scroll through the viewport (1,000 by default).
    public var scrollRows: Int = TablePlan.defaultScrollRows
    /// First screens a model construction makes in the first-screen scenario (20 by default; another toolkit's as its
    /// table declares, `ToolkitTable.firstScreens(for:)`: GTK's a quarter).
    public var firstScreens: Int = TablePlan.defaultFirstScreens
    /// Calibration only: each job runs once at each of these multiples of the plan's lengths (the scroll and the
    /// update stream) and reports its time (`TableJobTime`) instead of its frames; nil runs each once as planned.
    public var lengthMultiples: [Int]?
    /// 1-based number of the worker this copy of the plan is for (0 in the coordinator's copy).
    public var process: Int = 0

    /// The scroll distance issue 14 chose: 1,000 rows, 500 frames at 2 rows a frame.
    public static let defaultScrollRows = 1_000
    /// The model's 20 first screens a process, issue 14's.
    public static let defaultFirstScreens = 20

    public init(
        processes: Int, sources: [String], scenarios: [String], fit: Bool, templatesDirectory: String, seed: UInt64
    ) {
        self.processes = processes; self.sources = sources; self.scenarios = scenarios; self.fit = fit
        self.templatesDirectory = templatesDirectory; self.seed = seed
    }
}

/// One frame's measured work: which process, construction and scenario, its index, and nanoseconds.
public struct TableFrame: Codable, Sendable, Equatable {
    public var process: Int
    public var source: String
    public var scenario: String
    public var index: Int
    public var nanoseconds: UInt64

    public init(process: Int, source: String, scenario: String, index: Int, nanoseconds: UInt64) {
        self.process = process; self.source = source; self.scenario = scenario; self.index = index
        self.nanoseconds = nanoseconds
    }

    /// The worker's output line: `frame,PROCESS,SOURCE,SCENARIO,INDEX,NS`.
    public var line: String { "frame,\(process),\(source),\(scenario),\(index),\(nanoseconds)" }

    public init?(line: Substring) {
        let parts = line.split(separator: ",")
        guard parts.count == 6, parts[0] == "frame", let process = Int(parts[1]), let index = Int(parts[4]),
            let ns = UInt64(parts[5])
        else { return nil }
        self.init(process: process, source: String(parts[2]), scenario: String(parts[3]), index: index, nanoseconds: ns)
    }
}
