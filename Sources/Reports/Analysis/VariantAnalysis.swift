import Results
import Statistics

/// What a run says about one variant: its steady-state distribution, allocations and cold start.
public struct VariantAnalysis: Sendable, Equatable {
    /// `construction/fit`.
    public var name: String
    /// Nanoseconds per row over every steady sample of every process; nil when the variant has no steady
    /// samples (e.g. it ran only cold). The bootstrap of its median CI is seeded from the run seed and `name`.
    public var summary: Summary?
    /// Steady processes that timed the variant.
    public var processes: Int
    /// The most common rows per timed batch (the smaller on a tie); 0 without samples.
    public var batchSize: Int
    /// Allocation requests per row over every counting pass (total requests over total rows); nil if none.
    public var allocationsPerRow: Double?
    /// Bytes allocated per row over every counting pass; nil if none.
    public var bytesPerRow: Double?
    /// Per row index 1, 2, ...: the median over cold processes of that row's nanoseconds (nil for an index
    /// no process reached).
    public var coldMedians: [Double?]
    /// Cold processes of the variant.
    public var coldProcesses: Int
    /// Median over all cold samples with row index 2...10, pooled across processes.
    public var coldLaterRowsMedian: Double?
    /// Median over cold processes of the setup time before the first row (parsing, precomputing).
    public var coldSetupMedian: Double?

    /// Analyses the samples of one variant; `seed` drives the bootstrap of the median's interval.
    init(name: String, samples: [Sample], cold: [ColdSample], allocations: [AllocationCount], seed: UInt64,
         path: String) throws {
        self.name = name
        do {
            summary = samples.isEmpty ? nil : try Summary(of: samples.map(\.nanosecondsPerRow),
                                                          bootstrap: BootstrapOptions(seed: seed))
        } catch {
            throw ReportError.unusableData(path: path, detail: "variant \(name): \(error)")
        }
        processes = Set(samples.map(\.process)).count
        batchSize = VariantAnalysis.mostCommon(samples.map(\.batchSize))
        let rows = allocations.reduce(0) { $0 + $1.rows }
        allocationsPerRow = rows == 0 ? nil : Double(allocations.reduce(0) { $0 + $1.allocations }) / Double(rows)
        bytesPerRow = rows == 0 ? nil : Double(allocations.reduce(0) { $0 + $1.allocatedBytes }) / Double(rows)
        let lastIndex = cold.map(\.index).max() ?? 0
        coldMedians = lastIndex == 0 ? [] : (1...lastIndex).map { index in
            let values = cold.filter { $0.index == index }.map { Double($0.nanoseconds) }
            return values.isEmpty ? nil : Percentile.median(of: values)
        }
        coldProcesses = Set(cold.map(\.process)).count
        let later = cold.filter { (2...10).contains($0.index) }.map { Double($0.nanoseconds) }
        coldLaterRowsMedian = later.isEmpty ? nil : Percentile.median(of: later)
        var setupByProcess = [Int: Double]()
        for sample in cold { setupByProcess[sample.process] = Double(sample.setupNanoseconds) }
        coldSetupMedian = setupByProcess.isEmpty ? nil : Percentile.median(of: Array(setupByProcess.values))
    }

    /// The median cold time of row 1, the very first row a fresh process builds.
    public var coldFirstRowMedian: Double? { coldMedians.first ?? nil }

    static func mostCommon(_ values: [Int]) -> Int {
        var counts = [Int: Int]()
        for value in values { counts[value, default: 0] += 1 }
        return counts.max { ($0.value, -$0.key) < ($1.value, -$1.key) }?.key ?? 0
    }
}
