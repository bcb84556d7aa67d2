import Results

/// What one worker process is asked to do; passed to it as JSON on its command line.
public struct WorkerPlan: Codable, Sendable, Equatable {
    public enum Mode: String, Codable, Sendable {
        /// Warm-up, then timed rounds of every variant in shuffled order, then a counting pass.
        case steady
        /// A fresh process builds its only variant `coldRows` times, each timed alone, before anything else.
        case cold
    }

    public var mode: Mode
    /// 1-based index of this process among its kind; mixed into the seed so each process shuffles differently.
    public var process: Int
    public var variants: [String]
    public var templatesDirectory: String
    public var warmupRounds: Int
    public var rounds: Int
    /// A timed batch lasts at least this long, so one clock read stays under 1% of it.
    public var minimumBatchNanoseconds: UInt64
    public var coldRows: Int
    public var countingRows: Int
    public var seed: UInt64
    /// For tests of failure handling only: the worker traps when it reaches this variant.
    public var failVariant: String?
    /// As in `RunPlan`: the user's template, and the font substitution table.
    public var templateFile: String?
    public var fontSubstitutions: String?
    public var nibDirectory: String?
    /// Whether a steady worker measures its speed mode (`HostProbe`) before its setup; nil: no.
    public var probe: Bool?
    /// Whether a steady worker waits for its turn before each timed round and once after the last (`turn` messages,
    /// answered by a line on its standard input), so that `ab` can alternate two builds' workers round by round
    /// (`LockstepPair`); nil: no, it runs its rounds straight through.
    public var lockstep: Bool?
    /// Rows per timed batch of each of `variants`, in their order, fixed by the coordinator (`ab`: the same for every
    /// worker of both builds, `RunPlan.batchSizes`); nil: the worker sizes its batches from its own warm-up.
    public var batchSizes: [Int]?

    public init(
        mode: Mode, process: Int, variants: [String], templatesDirectory: String, warmupRounds: Int,
        rounds: Int, minimumBatchNanoseconds: UInt64, coldRows: Int, countingRows: Int, seed: UInt64,
        failVariant: String? = nil, templateFile: String? = nil, fontSubstitutions: String? = nil,
        nibDirectory: String? = nil
    ) {
        self.templateFile = templateFile; self.fontSubstitutions = fontSubstitutions; self.nibDirectory = nibDirectory
        self.mode = mode; self.process = process; self.variants = variants
        self.templatesDirectory = templatesDirectory; self.warmupRounds = warmupRounds; self.rounds = rounds
        self.minimumBatchNanoseconds = minimumBatchNanoseconds; self.coldRows = coldRows
        self.countingRows = countingRows; self.seed = seed; self.failVariant = failVariant
    }
}

extension WorkerPlan {
    /// Takes the rows per batch of its variants from `sizes` (by variant), when it names every one of them.
    mutating func fixBatchSizes(from sizes: [String: Int]?) {
        let fixed = sizes.map { sizes in variants.compactMap { sizes[$0] } }
        batchSizes = fixed?.count == variants.count ? fixed : nil
    }

    /// The real toolkits this worker's variants need (none: the model builds them all).
    public var realToolkits: Set<String> {
        Set(variants.compactMap(ToolkitDeclaration.realToolkitName(ofVariant:)))
    }
}
