/// How many rows one scenario run created and bound in one worker process (GTK's table: `setup` and `bind`
/// of its row factory, or the box's rows), which shows the recycling beside the frame times.
public struct TableRowCounts: Codable, Sendable, Equatable {
    public var process: Int
    public var source: String
    public var scenario: String
    public var created: Int
    public var bound: Int

    public init(process: Int, source: String, scenario: String, created: Int, bound: Int) {
        self.process = process; self.source = source; self.scenario = scenario; self.created = created;
        self.bound = bound
    }

    /// The worker's output line: `rows,PROCESS,SOURCE,SCENARIO,CREATED,BOUND`.
    public var line: String { "rows,\(process),\(source),\(scenario),\(created),\(bound)" }

    /// Reads a `rows` line back; nil when the line is not one (wrong kind, field count or number).
    public init?(line: Substring) {
        let parts = line.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 6, parts[0] == "rows", let process = Int(parts[1]), !parts[2].isEmpty, !parts[3].isEmpty,
            let created = Int(parts[4]), let bound = Int(parts[5]), created >= 0, bound >= 0
        else { return nil }
        self.init(
            process: process, source: String(parts[2]), scenario: String(parts[3]), created: created, bound: bound)
    }
}

/// The renderer that painted a worker's GTK windows (`GskGLRenderer`, `GskCairoRenderer`): a GTK frame's time
/// includes rendering, so the report names it.
public struct TableRenderer: Codable, Sendable, Equatable {
    public var process: Int
    public var name: String

    public init(process: Int, name: String) { self.process = process; self.name = name }

    /// The worker's output line: `renderer,PROCESS,NAME`.
    public var line: String { "renderer,\(process),\(name)" }

    public init?(line: Substring) {
        let parts = line.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "renderer", let process = Int(parts[1]), !parts[2].isEmpty else {
            return nil
        }
        self.init(process: process, name: String(parts[2]))
    }
}
