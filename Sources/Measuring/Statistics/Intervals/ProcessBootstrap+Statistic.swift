extension ProcessBootstrap {
    /// A percentile bootstrap of any statistic of a run whose replicates are processes (per-process medians,
    /// paired ratios, a line fitted through every process's points).
    ///
    /// Each replicate draws as many process indices as there are processes, with replacement, and hands them
    /// to `statistic`, which computes its value from those processes alone (a process drawn twice counts
    /// twice). The bounds are the type-7 percentiles of the replicates at (1 ∓ level)/2 (Efron and
    /// Tibshirani 1993, ch. 13). Seeded, so a report regenerates byte for byte.
    public static func interval(
        processes: Int, options: BootstrapOptions,
        statistic: ([Int]) throws -> Double
    ) throws -> ConfidenceInterval {
        try options.validate()
        guard processes > 0 else { throw StatisticsError.noProcesses }
        var generator = SplitMix64(seed: options.seed)
        var replicates: [Double] = []
        replicates.reserveCapacity(options.resamples)
        var drawn = [Int](repeating: 0, count: processes)
        for _ in 0..<options.resamples {
            for slot in drawn.indices { drawn[slot] = generator.index(below: processes) }
            replicates.append(try statistic(drawn))
        }
        return Bootstrap.percentileInterval(of: replicates, level: options.level)
    }
}
