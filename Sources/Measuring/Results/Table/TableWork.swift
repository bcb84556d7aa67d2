/// The work one update scenario did in one worker process: how many data changes arrived, how many reloads
/// the strategy made of them, and how many cells the data source configured meanwhile. Frame times say how
/// long the frames took; this says why (issue 14's "work done"), so a throttle's saving is visible as a count.
public struct TableWork: Codable, Sendable, Equatable {
    public var process: Int
    public var source: String
    public var scenario: String
    public var changes: Int
    public var reloads: Int
    public var cellsConfigured: Int

    public init(process: Int, source: String, scenario: String, changes: Int, reloads: Int, cellsConfigured: Int) {
        self.process = process; self.source = source; self.scenario = scenario
        self.changes = changes; self.reloads = reloads; self.cellsConfigured = cellsConfigured
    }

    /// The worker's output line: `work,PROCESS,SOURCE,SCENARIO,CHANGES,RELOADS,CELLS`.
    public var line: String { "work,\(process),\(source),\(scenario),\(changes),\(reloads),\(cellsConfigured)" }

    /// Reads a `work` line back; nil when the line is not one (wrong kind, field count or number).
    public init?(line: Substring) {
        let parts = line.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 7, parts[0] == "work", let process = Int(parts[1]), !parts[2].isEmpty, !parts[3].isEmpty,
            let changes = Int(parts[4]), let reloads = Int(parts[5]), let cells = Int(parts[6]),
            changes >= 0, reloads >= 0, cells >= 0
        else { return nil }
        self.init(
            process: process, source: String(parts[2]), scenario: String(parts[3]), changes: changes,
            reloads: reloads, cellsConfigured: cells)
    }
}

/// Everything `nib-or-not table`'s workers reported: every frame, the work of each update scenario run, and
/// for GTK's table the rows created and bound per scenario run and the renderer.
public struct TableRunData: Sendable, Equatable {
    public var frames: [TableFrame]
    public var work: [TableWork]
    public var rowCounts: [TableRowCounts]
    public var renderers: [TableRenderer]

    public init(
        frames: [TableFrame], work: [TableWork] = [], rowCounts: [TableRowCounts] = [], renderers: [TableRenderer] = []
    ) {
        self.frames = frames; self.work = work; self.rowCounts = rowCounts; self.renderers = renderers
    }
}
