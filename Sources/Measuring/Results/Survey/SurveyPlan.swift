/// What one `nib-or-not survey` worker process measures: the files (paths to `.nib` files or XIBs, as the
/// survey chose them), and how long each timed batch should take.
public struct SurveyPlan: Codable, Sendable, Equatable {
    /// The files to time, by index: a sample names its file by this index.
    public var files: [String]
    /// This worker's number, from 1; the replicate the intervals are over.
    public var process: Int
    /// Processes in the survey.
    public var processes: Int
    /// Timed batches per file and way of loading, in each process.
    public var batches: Int
    /// How long a timed batch should take at least, nanoseconds: loads per batch are chosen from the warm-up.
    public var batchNanoseconds: UInt64
    /// Seeds each worker's shuffled file order.
    public var seed: UInt64

    public init(
        files: [String], process: Int = 1, processes: Int = 3, batches: Int = 5, batchNanoseconds: UInt64 = 2_000_000,
        seed: UInt64 = 1
    ) {
        self.files = files; self.process = process; self.processes = processes
        self.batches = batches; self.batchNanoseconds = batchNanoseconds; self.seed = seed
    }
}

/// How a surveyed file is loaded for one timing: read, indexed and decoded for every row
/// (`loadNibNamed:owner:options:`, or a XIB parsed for every row), or decoded from a kept index
/// (`UINib`'s `instantiate`, or a cached XIB template instantiated).
public enum SurveyMode: String, Codable, Sendable, CaseIterable {
    case perRow = "per-row"
    case cached
}

/// One timed batch in one worker: the mean time of one load of a file in that batch.
public struct SurveySample: Codable, Sendable, Equatable {
    public var process: Int
    public var file: Int
    public var mode: SurveyMode
    public var nanosecondsPerLoad: Double

    public init(process: Int, file: Int, mode: SurveyMode, nanosecondsPerLoad: Double) {
        self.process = process; self.file = file; self.mode = mode; self.nanosecondsPerLoad = nanosecondsPerLoad
    }

    /// The worker's output line: `survey,PROCESS,FILE,MODE,NANOSECONDS`.
    public var line: String { "survey,\(process),\(file),\(mode.rawValue),\(nanosecondsPerLoad)" }

    /// Reads a `survey` line back; nil when the line is not one.
    public init?(line: Substring) {
        let parts = line.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 5, parts[0] == "survey", let process = Int(parts[1]), let file = Int(parts[2]), file >= 0,
            let mode = SurveyMode(rawValue: String(parts[3])), let nanoseconds = Double(parts[4]),
            nanoseconds.isFinite, nanoseconds > 0
        else { return nil }
        self.init(process: process, file: file, mode: mode, nanosecondsPerLoad: nanoseconds)
    }
}
