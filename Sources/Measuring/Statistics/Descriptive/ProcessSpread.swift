/// How much whole worker processes differ for one variant: the spread of their medians.
///
/// Each process gives one number, the type-7 median of its samples (see `Percentile`). The figures are the
/// smallest and largest of those medians, `range` = largest/smallest − 1 (the fraction by which the slowest
/// process's median exceeds the fastest's), and their coefficient of variation (Bessel-corrected standard
/// deviation over mean, as in `Summary`). A report quotes these instead of a general claim about machines.
public struct ProcessSpread: Sendable, Equatable, Codable {
    /// Number of processes.
    public var count: Int
    /// The per-process medians, ascending.
    public var medians: [Double]
    /// The smallest process median.
    public var min: Double
    /// The largest process median.
    public var max: Double
    /// `max / min − 1`, e.g. 0.12 when the slowest process's median is 12% above the fastest's.
    public var range: Double
    /// Standard deviation over mean of the process medians; nil for a single process.
    public var coefficientOfVariation: Double?

    /// The spread of the medians of `groups` (one non-empty array of positive durations per process).
    public init(groups: [[Double]]) throws {
        if groups.isEmpty { throw StatisticsError.noProcesses }
        for (index, group) in groups.enumerated() {
            try StatisticsError.validate(
                group, sample: "of process \(index) given to the process spread", positive: true)
        }
        medians = groups.map { Percentile.median(of: $0) }.sorted()
        count = medians.count
        min = medians[0]
        max = medians[count - 1]
        range = max / min - 1
        let mean = Moments.mean(medians)
        coefficientOfVariation = Moments.standardDeviation(medians, mean: mean).map { $0 / mean }
    }
}
