/// One timed batch of constructions in the steady state: a row of `samples.csv`.
public struct Sample: Hashable, Sendable, Codable {
    /// Which worker process took it (1-based).
    public var process: Int
    /// The round inside that process (1-based); every variant is timed once per round.
    public var round: Int
    /// Where in the round's shuffled order the variant ran (1-based).
    public var position: Int
    public var variant: String
    /// How many rows the batch built back to back.
    public var batchSize: Int
    /// Wall time of the whole batch on the monotonic clock.
    public var nanoseconds: UInt64
    /// Bytes the batch allocated (jemalloc's per-thread counter).
    public var allocatedBytes: UInt64

    public init(
        process: Int, round: Int, position: Int, variant: String, batchSize: Int,
        nanoseconds: UInt64, allocatedBytes: UInt64
    ) {
        self.process = process; self.round = round; self.position = position; self.variant = variant
        self.batchSize = batchSize; self.nanoseconds = nanoseconds; self.allocatedBytes = allocatedBytes
    }

    /// Nanoseconds per row built.
    public var nanosecondsPerRow: Double { Double(nanoseconds) / Double(batchSize) }
}

/// One of the first constructions in a fresh process, timed alone: a row of `cold.csv`.
public struct ColdSample: Hashable, Sendable, Codable {
    /// Which cold process took it (1-based); each cold process runs one variant only.
    public var process: Int
    public var variant: String
    /// 1 for the first row the process ever built, 2 for the second, and so on.
    public var index: Int
    public var nanoseconds: UInt64
    public var allocatedBytes: UInt64
    /// Time spent before the first row preparing the variant (parsing, precomputing); the same in
    /// every row of one process.
    public var setupNanoseconds: UInt64

    public init(
        process: Int, variant: String, index: Int, nanoseconds: UInt64, allocatedBytes: UInt64,
        setupNanoseconds: UInt64
    ) {
        self.process = process; self.variant = variant; self.index = index; self.nanoseconds = nanoseconds
        self.allocatedBytes = allocatedBytes; self.setupNanoseconds = setupNanoseconds
    }
}

/// Allocations per row from a counting pass, kept apart from timing: part of `allocations.csv`.
public struct AllocationCount: Hashable, Sendable, Codable {
    public var process: Int
    public var variant: String
    public var rows: Int
    /// Allocation requests for all `rows`, less what counting itself costs.
    public var allocations: UInt64
    public var allocatedBytes: UInt64

    public init(process: Int, variant: String, rows: Int, allocations: UInt64, allocatedBytes: UInt64) {
        self.process = process; self.variant = variant; self.rows = rows
        self.allocations = allocations; self.allocatedBytes = allocatedBytes
    }

    public var allocationsPerRow: Double { Double(allocations) / Double(rows) }
    public var bytesPerRow: Double { Double(allocatedBytes) / Double(rows) }
}
