import Results
import Statistics

/// What a run says about one variant: its steady-state distribution, allocations and cold start.
public struct VariantAnalysis: Sendable, Equatable {
    /// `construction/fit`.
    public var name: String
    /// Median nanoseconds per row over every steady sample of every process; nil without steady samples.
    public var median: Double?
    /// The median's 95% interval from resampling processes (`ProcessBootstrap`), seeded from the run seed
    /// and `name`; nil without steady samples.
    public var medianInterval: ConfidenceInterval?
    /// How much the processes' own medians differ; nil without steady samples.
    public var spread: ProcessSpread?
    /// Pooled-sample statistics (percentiles, SD, CV, Tukey counts) over the samples whose batch held
    /// `batchSize` rows only, so that batches of different sizes (whose per-row times scatter differently)
    /// are not mixed; no bootstrap. nil without steady samples.
    public var summary: Summary?
    /// Steady samples in all.
    public var sampleCount: Int
    /// The shortest timed batch of any process, and the median batch, in nanoseconds (whole batch, not per
    /// row); nil without steady samples. What the clock's cost is a share of.
    public var shortestBatch: Double?
    public var medianBatch: Double?
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

    /// Analyses the samples of one variant; `seed` drives the process bootstrap of the median's interval.
    init(
        name: String, samples: [Sample], cold: [ColdSample], allocations: [AllocationCount], seed: UInt64,
        path: String
    ) throws {
        self.name = name
        processes = Set(samples.map(\.process)).count
        batchSize = VariantAnalysis.mostCommon(samples.map(\.batchSize))
        sampleCount = samples.count
        shortestBatch = samples.map { Double($0.nanoseconds) }.min()
        medianBatch = samples.isEmpty ? nil : Percentile.median(of: samples.map { Double($0.nanoseconds) })
        do {
            if samples.isEmpty {
                (median, medianInterval, spread, summary) = (nil, nil, nil, nil)
            } else {
                let groups = Dictionary(grouping: samples, by: \.process).sorted { $0.key < $1.key }
                    .map { $0.value.map(\.nanosecondsPerRow) }
                median = Percentile.median(of: samples.map(\.nanosecondsPerRow))
                medianInterval = try ProcessBootstrap.medianInterval(
                    groups: groups, options: BootstrapOptions(seed: seed))
                spread = try ProcessSpread(groups: groups)
                let size = batchSize
                summary = try Summary(
                    of: samples.filter { $0.batchSize == size }.map(\.nanosecondsPerRow),
                    bootstrap: nil)
            }
        } catch {
            throw ReportError.unusableData(path: path, detail: "variant \(name): \(error)")
        }
        let rows = allocations.reduce(0) { $0 + $1.rows }
        allocationsPerRow = rows == 0 ? nil : Double(allocations.reduce(0) { $0 + $1.allocations }) / Double(rows)
        bytesPerRow = rows == 0 ? nil : Double(allocations.reduce(0) { $0 + $1.allocatedBytes }) / Double(rows)
        let lastIndex = cold.map(\.index).max() ?? 0
        coldMedians =
            lastIndex == 0
            ? []
            : (1...lastIndex).map { index in
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
