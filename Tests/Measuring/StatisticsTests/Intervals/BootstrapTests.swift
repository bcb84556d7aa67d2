import Statistics
import Testing

private let ramp20 = (1...20).map(Double.init)

// Golden values from an independent Python re-implementation of the same procedure (SplitMix64, Lemire
// bounded indices, np.percentile(draws, 50) per replicate, np.percentile(replicates, [2.5, 97.5])):
//   ramp 1...20, seed 7, 200 resamples → (6.0, 14.0); seed 8 → (7.0, 15.0); seed 7, 2000 resamples → (6.5, 14.5)
@Test func medianIntervalMatchesReimplementation() throws {
    let seven = try Bootstrap.medianInterval(ofSorted: ramp20, options: BootstrapOptions(seed: 7, resamples: 200))
    #expect(seven == ConfidenceInterval(lower: 6, upper: 14, level: 0.95))
    let eight = try Bootstrap.medianInterval(ofSorted: ramp20, options: BootstrapOptions(seed: 8, resamples: 200))
    #expect(eight == ConfidenceInterval(lower: 7, upper: 15, level: 0.95))
    let full = try Bootstrap.medianInterval(ofSorted: ramp20, options: BootstrapOptions(seed: 7))
    #expect(full == ConfidenceInterval(lower: 6.5, upper: 14.5, level: 0.95))
}

// Same Python re-implementation, xs = sorted(1000 + ((i*i*7) % 53) + i/10 for i in range(25)), 200 resamples:
//   seed 11 → (1012.0, 1040.6); seed 12 → (1012.0, 1039.5)
@Test func sameSeedSameIntervalDifferentSeedMayDiffer() throws {
    let sample = (0..<25).map { (i: Int) -> Double in
        let step: Double = Double((i * i * 7) % 53)
        return 1000 + step + Double(i) / 10
    }.sorted()
    let options = BootstrapOptions(seed: 11, resamples: 200)
    let first = try Bootstrap.medianInterval(ofSorted: sample, options: options)
    let again = try Bootstrap.medianInterval(ofSorted: sample, options: options)
    let other = try Bootstrap.medianInterval(ofSorted: sample, options: BootstrapOptions(seed: 12, resamples: 200))
    #expect(first == again)
    #expect(isClose(first.lower, 1012) && isClose(first.upper, 1040.6))
    #expect(isClose(other.lower, 1012) && isClose(other.upper, 1039.5))
    #expect(first.contains(Percentile.median(ofSorted: sample)))
    // Not a law of bootstraps (with 2000 resamples these two seeds agree), but true here.
    #expect(first != other)
}

@Test func constantSampleHasZeroWidthInterval() throws {
    let interval = try Bootstrap.medianInterval(ofSorted: [3, 3, 3], options: BootstrapOptions(seed: 5))
    #expect(interval.width == 0 && interval.lower == 3)
}
