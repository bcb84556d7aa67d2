import Statistics
import Testing

// Golden values from an independent Python re-implementation (SplitMix64 and Lemire's bounded index as in
// `SplitMix64`; per replicate, len(groups) draws of a process index, the pool of every drawn process's
// samples, np.percentile(pool, 50); then np.percentile(replicates, [2.5, 97.5])):
//   small, seed 7, 200 resamples → (97.0, 119.5); seed 7, 2000 → (97.0, 119.0)
//   nine, seed 11, 500 resamples → (1030.51233875, 1061.4714)
private let small: [[Double]] = [[100, 101, 102], [110, 111], [95, 96, 97, 98], [105], [120, 119, 121]]

/// Nine processes of 6 to 8 samples: round(1000 + (i·i·7 + p·13) mod 53 + p·5.3 + i/7, 4) for process p and
/// sample i in 0 ..< 6 + p mod 3.
private let nine: [[Double]] = (0..<9).map { (p: Int) -> [Double] in
    (0..<(6 + p % 3)).map { (i: Int) -> Double in
        let value = 1000 + Double((i * i * 7 + p * 13) % 53) + Double(p) * 5.3 + Double(i) / 7
        return (value * 10_000).rounded() / 10_000
    }
}

@Test func processBootstrapMatchesReimplementation() throws {
    let short = try ProcessBootstrap.medianInterval(groups: small, options: BootstrapOptions(seed: 7, resamples: 200))
    #expect(short == ConfidenceInterval(lower: 97, upper: 119.5, level: 0.95))
    let full = try ProcessBootstrap.medianInterval(groups: small, options: BootstrapOptions(seed: 7))
    #expect(full == ConfidenceInterval(lower: 97, upper: 119, level: 0.95))
    let other = try ProcessBootstrap.medianInterval(groups: nine, options: BootstrapOptions(seed: 11, resamples: 500))
    #expect(isClose(other.lower, 1030.51233875, tolerance: 1e-12) && isClose(other.upper, 1061.4714, tolerance: 1e-12))
}

/// Processes that differ while their samples are tight: resampling pooled samples as independent gives a
/// far narrower interval than resampling the processes, which is the point of this bootstrap.
@Test func processesWidenTheIntervalBeyondThePooledBootstrap() throws {
    let groups: [[Double]] = (0..<10).map { (p: Int) -> [Double] in
        let level: Double = 1000 + 10 * Double(p % 5)
        return (0..<50).map { (i: Int) -> Double in level + Double(i % 5) }
    }
    let options = BootstrapOptions(seed: 5, resamples: 500)
    let byProcess = try ProcessBootstrap.medianInterval(groups: groups, options: options)
    let pooled = try Bootstrap.medianInterval(ofSorted: groups.flatMap { $0 }.sorted(), options: options)
    #expect(byProcess.width > 3 * pooled.width)
}

// spread: medians of `small` ascending [96.5, 101, 105, 110.5, 120]; 120/96.5 − 1 = 0.24352331606217614;
// np.std(medians, ddof=1) / np.mean(medians) = 0.08529624195131078
@Test func spreadOfProcessMediansMatchesNumPy() throws {
    let spread = try ProcessSpread(groups: small)
    #expect(spread.medians == [96.5, 101, 105, 110.5, 120])
    #expect(spread.min == 96.5 && spread.max == 120)
    #expect(isClose(spread.range, 0.24352331606217614))
    #expect(isClose(try #require(spread.coefficientOfVariation), 0.08529624195131078))
    #expect(try ProcessSpread(groups: [[5, 6]]).coefficientOfVariation == nil)
}

@Test func processBootstrapRejectsBadInput() {
    #expect(throws: StatisticsError.noProcesses) {
        try ProcessBootstrap.medianInterval(groups: [], options: BootstrapOptions(seed: 1))
    }
    #expect(throws: StatisticsError.self) {
        try ProcessBootstrap.medianInterval(groups: [[1], []], options: BootstrapOptions(seed: 1))
    }
    #expect(throws: StatisticsError.self) { try ProcessSpread(groups: [[1], [0]]) }
}
