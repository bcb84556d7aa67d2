/// What `nib-or-not table` measures: worker processes, each running every construction in every scenario
/// in a shuffled order. Passed to each worker as JSON, with the worker's own process number.
public struct TablePlan: Codable, Sendable, Equatable {
    public var processes: Int
    /// Construction names: the model's (`TableCellSource` raw values) and GTK's table factories (`gtk-list-*`).
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
    /// First screens a model construction makes in the first-screen scenario (20 by default; GTK's a quarter,
    /// `GtkTableScenario.repeats(firstScreens:)`).
    public var firstScreens: Int = TablePlan.defaultFirstScreens
    /// Calibration only: each job runs once at each of these multiples of the plan's lengths (the scroll and the
    /// update stream) and reports its time (`TableJobTime`) instead of its frames; nil runs each once as planned.
    public var lengthMultiples: [Int]?
    /// 1-based number of the worker this copy of the plan is for (0 in the coordinator's copy).
    public var process: Int = 0

    /// The scroll distance issue 14 chose: 1,000 rows, 500 frames at 2 rows a frame.
    public static let defaultScrollRows = 1_000
    /// The rows of GTK's table in the first screen and the update stream (the scroll's follows its length): 200,
    /// where the model's holds 1,000. Why fewer: the model's table, like UIKit's, touches only the rows on screen,
    /// whatever its length, while GTK's work there grows with the rows: the box realises a widget per row, and a
    /// list view's reload of every row (`items-changed` over all of them) takes time in proportion. With 1,000 rows
    /// one `table --toolkit gtk` calibration worker at the shortest lengths took 192 s on this machine (the box's
    /// 20 reloads of 1,000 rows: 63 s; each list factory's: 11 to 14 s; a first screen of the box: 10 s), more
    /// than the whole run's target. 200 rows are still 40 screens of GTK's five rows, so no reload or first
    /// screen is of rows on screen alone.
    public static let gtkTableRows = 200
    /// The model's 20 first screens a process, issue 14's.
    public static let defaultFirstScreens = 20

    public init(processes: Int, sources: [String], scenarios: [String], fit: Bool, templatesDirectory: String, seed: UInt64) {
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
              let ns = UInt64(parts[5]) else { return nil }
        self.init(process: process, source: String(parts[2]), scenario: String(parts[3]), index: index, nanoseconds: ns)
    }
}
