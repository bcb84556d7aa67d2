/// A table worker's word that it starts one job (a construction in a scenario): written at once, while the
/// worker's frames wait for its end, so that `table` can say what a long worker is doing.
public struct TableJobStart: Sendable, Equatable {
    public var process: Int
    public var source: String
    public var scenario: String

    public init(process: Int, source: String, scenario: String) {
        self.process = process; self.source = source; self.scenario = scenario
    }

    /// The worker's output line: `start,PROCESS,SOURCE,SCENARIO`.
    public var line: String { "start,\(process),\(source),\(scenario)" }

    /// Reads a `start` line back; nil when the line is not one.
    public init?(line: Substring) {
        let parts = line.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == "start", let process = Int(parts[1]), !parts[2].isEmpty, !parts[3].isEmpty
        else { return nil }
        self.init(process: process, source: String(parts[2]), scenario: String(parts[3]))
    }
}

/// How long one job of a calibration worker took (`TablePlan.lengthMultiples`): its construction and scenario,
/// the multiple of the plan's lengths it ran at, and the wall time of the scenario's run, warm-up excluded.
public struct TableJobTime: Sendable, Equatable {
    public var process: Int
    public var source: String
    public var scenario: String
    public var multiple: Int
    public var nanoseconds: UInt64

    public init(process: Int, source: String, scenario: String, multiple: Int, nanoseconds: UInt64) {
        self.process = process; self.source = source; self.scenario = scenario
        self.multiple = multiple; self.nanoseconds = nanoseconds
    }

    /// The worker's output line: `job,PROCESS,SOURCE,SCENARIO,MULTIPLE,NS`.
    public var line: String { "job,\(process),\(source),\(scenario),\(multiple),\(nanoseconds)" }

    /// Reads a `job` line back; nil when the line is not one.
    public init?(line: Substring) {
        let parts = line.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 6, parts[0] == "job", let process = Int(parts[1]), !parts[2].isEmpty, !parts[3].isEmpty,
            let multiple = Int(parts[4]), multiple >= 1, let ns = UInt64(parts[5])
        else { return nil }
        self.init(
            process: process, source: String(parts[2]), scenario: String(parts[3]), multiple: multiple, nanoseconds: ns)
    }
}
