import Statistics
import Testing

/// 23 log ratios in process order; reference values from NumPy and SciPy, with hl(x) the median of the Walsh
/// averages [(x[i]+x[j])/2 for i ≤ j] (np.percentile(w, 50)), blocks x[i·n//B:(i+1)·n//B]:
///   B = 10: edges [0, 2, 4, 6, 9, 11, 13, 16, 18, 20, 23]; estimates [0.0345, 0.0125, 0.028, 0.028, 0.0285,
///     0.04, 0.01725, 0.0285, 0.0345, 0.03075]; mean 0.02825, mean ∓ stats.t.ppf(0.975, 9)·sd/√10 →
///     0.02244943025927755, 0.034050569740722444; stats.ttest_1samp(estimates, 0).pvalue 1.5888777270135309e-06
///   B = 4: estimates [0.032, 0.025, 0.029, 0.03]; mean 0.029, interval 0.02431556587696762 to
///     0.03368443412303238, p 0.00028572718932620895
private let values = [
    0.021, 0.048, -0.007, 0.032, 0.044, 0.012, 0.057, 0.003, 0.026, 0.038, 0.019, 0.051, 0.029,
    0.015, -0.002, 0.041, 0.035, 0.022, 0.060, 0.009, 0.017, 0.030, 0.046,
]

@Test func tenBlocksMatchSciPy() throws {
    let result = try BlockInterval(values, level: 0.95)
    #expect(BlockInterval.ranges(count: 23, blocks: 10).map(\.lowerBound) == [0, 2, 4, 6, 9, 11, 13, 16, 18, 20])
    #expect(result.blockCount == 10)
    let expected = [0.0345, 0.0125, 0.028, 0.028, 0.0285, 0.04, 0.01725, 0.0285, 0.0345, 0.03075]
    #expect(zip(result.blockEstimates, expected).allSatisfy { isClose($0, $1, tolerance: 1e-12) })
    #expect(isClose(result.estimate, 0.02825))
    #expect(isClose(result.interval.lower, 0.02244943025927755, tolerance: 1e-10))
    #expect(isClose(result.interval.upper, 0.034050569740722444, tolerance: 1e-10))
    #expect(isClose(result.pValue, 1.5888777270135309e-06, tolerance: 1e-8))
}

@Test func fourBlocksMatchSciPy() throws {
    let result = try BlockInterval(values, blocks: 4, level: 0.95)
    #expect(result.blockEstimates == [0.032, 0.025, 0.029, 0.03])
    #expect(isClose(result.interval.lower, 0.02431556587696762, tolerance: 1e-10))
    #expect(isClose(result.interval.upper, 0.03368443412303238, tolerance: 1e-10))
    #expect(isClose(result.pValue, 0.00028572718932620895, tolerance: 1e-8))
}

/// Drift: the same spread of values, once shuffled and once in a rising order. Blocks of consecutive
/// processes see the trend as differences between blocks, so the drifting order gives the wider interval.
@Test func driftWidensTheInterval() throws {
    let rising = (0..<40).map { Double($0) / 1000 + Double($0 % 3) / 2000 }
    var generator = SplitMix64(seed: 3)
    let shuffled = rising.shuffled(using: &generator)
    let drifting = try BlockInterval(rising, level: 0.95)
    let mixed = try BlockInterval(shuffled, level: 0.95)
    #expect(drifting.interval.width > 2 * mixed.interval.width)
}

/// The median estimator on the same 23 values, B = 4 (NumPy): block medians [0.032, 0.0225, 0.032, 0.026]
/// (np.median of x[0:5], x[5:11], x[11:17], x[17:23]); mean 0.028125, interval
/// 0.02065090780641752 to 0.035599092193582475 (mean ∓ stats.t.ppf(0.975, 3)·sd/√4),
/// p = stats.ttest_1samp(medians, 0).pvalue = 0.0012525341251174132.
@Test func fourBlockMediansMatchNumPy() throws {
    let result = try BlockInterval(values, blocks: 4, estimator: .median, level: 0.95)
    #expect(zip(result.blockEstimates, [0.032, 0.0225, 0.032, 0.026]).allSatisfy { isClose($0, $1, tolerance: 1e-12) })
    #expect(isClose(result.interval.lower, 0.02065090780641752, tolerance: 1e-10))
    #expect(isClose(result.interval.upper, 0.035599092193582475, tolerance: 1e-10))
    #expect(isClose(result.pValue, 0.0012525341251174132, tolerance: 1e-8))
}

/// Hampel's bounds (NumPy): the 23 values with x[3] = 0.5, x[12] = -0.4, x[20] = 0.45, x[21] = 0.41 far out and
/// x[7] = 0.13 inside (0.092 from the median: beyond 3 MADs, within 5.2); median 0.038, MAD 0.019, bounds
/// 0.038 ∓ 5.2 · 0.019 = -0.0608 and 0.1368; B = 4 (edges 0, 5, 11, 17, 23): medians of the kept values
/// [0.0325, 0.032, 0.035, 0.034], 4 set aside; interval 0.031184056557587495 to 0.035565943442412505,
/// p = stats.ttest_1samp(estimates, 0).pvalue = 1.932646030200152e-05.
@Test func blockMediansWithinHampelsBoundsMatchNumPy() throws {
    var withOutliers = values
    withOutliers[3] = 0.5; withOutliers[12] = -0.4; withOutliers[20] = 0.45; withOutliers[21] = 0.41;
    withOutliers[7] = 0.13
    let result = try BlockInterval(withOutliers, blocks: 4, estimator: .medianWithinHampelBounds, level: 0.95)
    #expect(zip(result.blockEstimates, [0.0325, 0.032, 0.035, 0.034]).allSatisfy { isClose($0, $1, tolerance: 1e-12) })
    #expect(result.setAside == 4)
    #expect(isClose(result.interval.lower, 0.031184056557587495, tolerance: 1e-10))
    #expect(isClose(result.interval.upper, 0.035565943442412505, tolerance: 1e-10))
    #expect(isClose(result.pValue, 1.932646030200152e-05, tolerance: 1e-8))
    #expect(try BlockInterval(withOutliers, blocks: 4, estimator: .median, level: 0.95).setAside == 0)
    // No spread to measure against (most values equal): nothing is set aside.
    let flat = try BlockInterval(
        [0.01, 0.01, 0.01, 0.01, 0.02, 0.5], blocks: 2, estimator: .medianWithinHampelBounds, level: 0.95)
    #expect(flat.setAside == 0 && flat.blockEstimates == [0.01, 0.02])
}

/// Three of eight values in each block off by 0.5, upwards in one block and downwards in the next, as when
/// the machine's slow state comes and goes between the two processes of pairs: beyond what Hodges–Lehmann
/// withstands (29%; here each block's estimate moves to about ±0.27), within what the median does (50%).
@Test func theMedianWithstandsThreeAberrantValuesInEight() throws {
    var values = [Double]()
    for block in 0..<10 {
        let clean = (0..<5).map { 0.03 + 0.002 * Double(($0 + block) % 5 - 2) }
        let aberrant = block % 2 == 0 ? [0.5, 0.5, 0.5] : [-0.5, -0.5, -0.5]
        values += clean + aberrant
    }
    let median = try BlockInterval(values, estimator: .median, level: 0.95)
    let hodgesLehmann = try BlockInterval(values, level: 0.95)
    #expect(median.interval.lower > 0.025 && median.interval.upper < 0.035)
    #expect(hodgesLehmann.interval.lower < 0 && hodgesLehmann.interval.width > 50 * median.interval.width)
}

@Test func fewerValuesThanBlocksMakeOneBlockEach() throws {
    #expect(BlockInterval.ranges(count: 3, blocks: 10) == [0..<1, 1..<2, 2..<3])
    let result = try BlockInterval([0.01, 0.02, 0.03], level: 0.95)
    #expect(result.blockCount == 3 && result.blockEstimates == [0.01, 0.02, 0.03])
}

@Test func tooLittleInputThrows() {
    #expect(throws: StatisticsError.self) { try BlockInterval([0.1], level: 0.95) }
    #expect(throws: StatisticsError.self) { try BlockInterval([0.1, 0.2], blocks: 1, level: 0.95) }
    #expect(throws: StatisticsError.self) { try BlockInterval([0.1, .nan], level: 0.95) }
}
