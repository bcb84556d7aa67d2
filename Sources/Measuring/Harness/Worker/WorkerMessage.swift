import Results

/// One line a worker writes on its standard output for the coordinator; tab-separated fields.
///
/// A line protocol rather than one JSON document at the end, so the coordinator can show progress
/// and, if the worker dies, say which variant it was on.
public enum WorkerMessage: Equatable, Sendable {
    /// The worker started a phase (`setup`, `warmup`, `rounds`, `counting`, `cold`) or ended its work (`done`), for a
    /// variant or `*` for all.
    case phase(String, variant: String)
    /// Timed rounds done so far, of how many.
    case progress(done: Int, total: Int)
    /// The median cost of one clock read in this process.
    case clockCost(nanoseconds: Double)
    case batchSize(variant: String, rows: Int)
    case sample(Sample)
    case cold(ColdSample)
    case allocations(AllocationCount)
    /// The process's speed mode, measured before its setup (`HostProbe`).
    case probe(ProcessProbe)
    /// Timed batches of a variant this worker timed again because its thread lost the CPU during them.
    case retimed(variant: String, batches: Int)
    /// A worker in lockstep (`WorkerPlan.lockstep`) waits for its turn to time round `round` (`rounds + 1`: to
    /// finish, after its last round); the coordinator answers with a line on the worker's standard input.
    case turn(round: Int)

    public var line: String {
        switch self {
        case .phase(let phase, let variant): return "phase\t\(phase)\t\(variant)"
        case .progress(let done, let total): return "progress\t\(done)\t\(total)"
        case .clockCost(let ns): return "clock\t\(ns)"
        case .batchSize(let variant, let rows): return "batch\t\(variant)\t\(rows)"
        case .sample(let s):
            return [
                "sample", "\(s.process)", "\(s.round)", "\(s.position)", s.variant, "\(s.batchSize)",
                "\(s.nanoseconds)", "\(s.allocatedBytes)",
            ].joined(separator: "\t")
        case .cold(let c):
            return [
                "cold", "\(c.process)", c.variant, "\(c.index)", "\(c.nanoseconds)", "\(c.allocatedBytes)",
                "\(c.setupNanoseconds)",
            ].joined(separator: "\t")
        case .probe(let p):
            return "probe\t\(p.process)\t\(p.cpu)\t\(p.memoryNanoseconds)\t\(p.computeNanoseconds)"
        case .allocations(let a):
            return "alloc\t\(a.process)\t\(a.variant)\t\(a.rows)\t\(a.allocations)\t\(a.allocatedBytes)"
        case .retimed(let variant, let batches): return "retimed\t\(variant)\t\(batches)"
        case .turn(let round): return "turn\t\(round)"
        }
    }

    /// Reads a line back; nil for a line that is not a message (the coordinator reports it).
    public init?(line: Substring) {
        let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        func int(_ i: Int) -> Int? { i < f.count ? Int(f[i]) : nil }
        func u64(_ i: Int) -> UInt64? { i < f.count ? UInt64(f[i]) : nil }
        switch (f.first, f.count) {
        case ("phase", 3): self = .phase(f[1], variant: f[2])
        case ("progress", 3):
            guard let done = int(1), let total = int(2) else { return nil }
            self = .progress(done: done, total: total)
        case ("clock", 2):
            guard let ns = Double(f[1]) else { return nil }
            self = .clockCost(nanoseconds: ns)
        case ("batch", 3):
            guard let rows = int(2) else { return nil }
            self = .batchSize(variant: f[1], rows: rows)
        case ("sample", 8):
            guard let p = int(1), let r = int(2), let pos = int(3), let b = int(5), let ns = u64(6), let bytes = u64(7)
            else { return nil }
            self = .sample(
                Sample(
                    process: p, round: r, position: pos, variant: f[4], batchSize: b,
                    nanoseconds: ns, allocatedBytes: bytes))
        case ("cold", 7):
            guard let p = int(1), let i = int(3), let ns = u64(4), let bytes = u64(5), let setup = u64(6)
            else { return nil }
            self = .cold(
                ColdSample(
                    process: p, variant: f[2], index: i, nanoseconds: ns, allocatedBytes: bytes,
                    setupNanoseconds: setup))
        case ("alloc", 6):
            guard let p = int(1), let rows = int(3), let count = u64(4), let bytes = u64(5) else { return nil }
            self = .allocations(
                AllocationCount(
                    process: p, variant: f[2], rows: rows, allocations: count,
                    allocatedBytes: bytes))
        case ("turn", 2):
            guard let round = int(1) else { return nil }
            self = .turn(round: round)
        case ("retimed", 3):
            guard let batches = int(2) else { return nil }
            self = .retimed(variant: f[1], batches: batches)
        case ("probe", 5):
            guard let p = int(1), let cpu = int(2), let memory = Double(f[3]), let compute = Double(f[4]) else {
                return nil
            }
            self = .probe(ProcessProbe(process: p, cpu: cpu, memoryNanoseconds: memory, computeNanoseconds: compute))
        default: return nil
        }
    }
}
