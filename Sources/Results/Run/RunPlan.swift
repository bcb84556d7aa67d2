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

    public init(variants: [String], templatesDirectory: String, processes: Int, coldProcesses: Int,
                warmupRounds: Int, rounds: Int, minimumBatchNanoseconds: UInt64, coldRows: Int,
                countingRows: Int, seed: UInt64, timeBudgetSeconds: Double? = nil, templateFile: String? = nil,
                fontSubstitutions: String? = nil) {
        self.timeBudgetSeconds = timeBudgetSeconds
        self.templateFile = templateFile; self.fontSubstitutions = fontSubstitutions
        self.variants = variants; self.templatesDirectory = templatesDirectory; self.processes = processes
        self.coldProcesses = coldProcesses; self.warmupRounds = warmupRounds; self.rounds = rounds
        self.minimumBatchNanoseconds = minimumBatchNanoseconds; self.coldRows = coldRows
        self.countingRows = countingRows; self.seed = seed
    }
}
