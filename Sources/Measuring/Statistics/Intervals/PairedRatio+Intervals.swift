import Foundation

extension PairedRatio {
    /// exp(mean ± t·s/√n) of the log ratios, with t the (1 + level)/2 quantile of Student's t, n − 1 df.
    static func tInterval(logRatios: [Double], mean: Double, level: Double) -> ConfidenceInterval {
        let n = Double(logRatios.count)
        let deviation = Moments.standardDeviation(logRatios, mean: mean) ?? 0
        let critical = StudentT(degreesOfFreedom: n - 1).quantile((1 + level) / 2)
        let halfWidth = critical * deviation / n.squareRoot()
        return ConfidenceInterval(lower: exp(mean - halfWidth), upper: exp(mean + halfWidth), level: level)
    }

    /// `interval` widened, where narrower, to Stein's: exp(centre ± t₍m−1₎ · s₁/√n), s₁ the SD of the first
    /// `firstStage` (m) of the n log ratios (`PairedRatioOptions.firstStage`).
    static func heldToStein(
        _ interval: ConfidenceInterval, centre: Double, logRatios: [Double], firstStage: Int,
        level: Double
    ) -> ConfidenceInterval {
        let first = Array(logRatios.prefix(firstStage))
        let deviation = Moments.standardDeviation(first, mean: Moments.mean(first)) ?? 0
        let halfWidth =
            StudentT(degreesOfFreedom: Double(firstStage - 1)).quantile((1 + level) / 2) * deviation
            / Double(logRatios.count).squareRoot()
        return ConfidenceInterval(
            lower: min(interval.lower, exp(centre - halfWidth)),
            upper: max(interval.upper, exp(centre + halfWidth)), level: level)
    }

    /// Percentile bootstrap of the mean log ratio over processes resampled with replacement, exponentiated.
    static func bootstrapInterval(logRatios: [Double], options: BootstrapOptions) -> ConfidenceInterval {
        var generator = SplitMix64(seed: options.seed)
        let n = logRatios.count
        var replicates = [Double]()
        replicates.reserveCapacity(options.resamples)
        for _ in 0..<options.resamples {
            var sum = 0.0
            for _ in 0..<n { sum += logRatios[generator.index(below: n)] }
            replicates.append(sum / Double(n))
        }
        let logInterval = Bootstrap.percentileInterval(of: replicates, level: options.level)
        return ConfidenceInterval(
            lower: exp(logInterval.lower), upper: exp(logInterval.upper), level: options.level)
    }

    /// Percentile bootstrap of median(A)/median(B), resampling the sorted samples A and B independently.
    static func withinProcessInterval(a: [Double], b: [Double], options: BootstrapOptions) -> ConfidenceInterval {
        var generator = SplitMix64(seed: options.seed)
        var countsA = [Int](repeating: 0, count: a.count)
        var countsB = [Int](repeating: 0, count: b.count)
        var replicates = [Double]()
        replicates.reserveCapacity(options.resamples)
        for _ in 0..<options.resamples {
            let medianA = Bootstrap.resampledMedian(ofSorted: a, counts: &countsA, generator: &generator)
            let medianB = Bootstrap.resampledMedian(ofSorted: b, counts: &countsB, generator: &generator)
            replicates.append(medianA / medianB)
        }
        return Bootstrap.percentileInterval(of: replicates, level: options.level)
    }
}
