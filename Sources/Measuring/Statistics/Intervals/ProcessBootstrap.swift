/// The interval of a pooled median when the samples come in groups (worker processes) that differ.
///
/// Samples inside one process are tight while whole processes differ by several percent, so resampling
/// pooled samples as if independent claims an interval far too narrow. This bootstrap resamples at the level
/// that was replicated: each replicate draws as many processes as there are, with replacement, keeps every
/// sample of each process drawn (as often as it was drawn), and takes the type-7 median of that pool. Ren,
/// Lai, Chen, Bhatt, Hu and Zhang, "Nonparametric bootstrapping for hierarchical data" (Journal of Applied
/// Statistics 37(9), 2010) show that resampling the highest level with replacement and the lower levels
/// without replacement (that is, keeping them whole) reproduces the variance of a two-level design best;
/// resampling within the processes as well would add the within-process variance a second time (Davison and
/// Hinkley, "Bootstrap Methods and their Application", 1997, §3.8). The percentile interval of the
/// replicates is the one `Bootstrap` uses.
public enum ProcessBootstrap {
    /// Percentile interval of the pooled median over `groups` (one non-empty array per process).
    ///
    /// Cost: one pass over the pooled, sorted values per replicate, stopping at the median's rank; the
    /// values are sorted once. Draws come from `SplitMix64(seed:)`: `groups.count` indices per replicate.
    public static func medianInterval(groups: [[Double]], options: BootstrapOptions) throws -> ConfidenceInterval {
        try options.validate()
        if groups.isEmpty { throw StatisticsError.noProcesses }
        for (index, group) in groups.enumerated() {
            try StatisticsError.validate(group, sample: "of process \(index) given to the process bootstrap")
        }
        var pooled: [(value: Double, owner: Int)] = []
        pooled.reserveCapacity(groups.reduce(0) { $0 + $1.count })
        for (owner, group) in groups.enumerated() {
            for value in group { pooled.append((value, owner)) }
        }
        pooled.sort { $0.value < $1.value || ($0.value == $1.value && $0.owner < $1.owner) }
        let values = pooled.map(\.value), owners = pooled.map(\.owner)
        let sizes = groups.map(\.count)
        let window = MedianWindow(values: values, owners: owners, groups: groups)
        var generator = SplitMix64(seed: options.seed)
        var weights = [Int](repeating: 0, count: groups.count)
        var drawn = [Int]()
        var replicates = [Double]()
        replicates.reserveCapacity(options.resamples)
        for _ in 0..<options.resamples {
            for index in drawn { weights[index] = 0 }
            drawn.removeAll(keepingCapacity: true)
            var total = 0
            for _ in groups.indices {
                let index = generator.index(below: groups.count)
                if weights[index] == 0 { drawn.append(index) }
                weights[index] += 1
                total += sizes[index]
            }
            replicates.append(
                window?.median(weights: weights, drawn: drawn, total: total)
                    ?? weightedMedian(values: values, owners: owners, weights: weights, total: total))
        }
        return Bootstrap.percentileInterval(of: replicates, level: options.level)
    }

    /// Type-7 median of the multiset holding `values[i]` `weights[owners[i]]` times; `total` is its size.
    static func weightedMedian(values: [Double], owners: [Int], weights: [Int], total: Int) -> Double {
        let lowerRank = (total - 1) / 2, upperRank = total / 2
        var seen = 0
        var lowerValue: Double?
        for (index, value) in values.enumerated() {
            let weight = weights[owners[index]]
            if weight == 0 { continue }
            seen += weight
            if lowerValue == nil && seen > lowerRank { lowerValue = value }
            if seen > upperRank {
                return Percentile.interpolate(lowerValue ?? value, value, fraction: lowerRank == upperRank ? 0 : 0.5)
            }
        }
        preconditionFailure("A pool of \(total) values must reach rank \(upperRank).")
    }
}
