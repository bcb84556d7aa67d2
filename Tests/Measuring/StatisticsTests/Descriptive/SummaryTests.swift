import Results
import Statistics
import Testing

// Expected values from NumPy 2.4.6 and SciPy 1.17.1 for x = [2, 4, 4, 4, 5, 5, 7, 9]:
//   np.percentile(x, [5, 25, 50, 75, 95, 99]) → 2.7, 4.0, 4.5, 5.5, 8.299999999999999, 8.86
//   np.mean(x) → 5.0; np.std(x, ddof=1) → 2.138089935299395; CV → 0.427617987059879
//   scipy.stats.median_abs_deviation(x) → 0.5 (raw). With scale="normal" SciPy gives 0.741301109252801
//   (factor 1/Φ⁻¹(0.75) = 1.482602…); this module uses the rounded 1.4826, so 0.7413.
@Test func summaryOfTextbookSample() throws {
    let sample = [5, 2, 9, 4, 7, 4, 5, 4.0]
    let summary = try Summary(of: sample, bootstrap: BootstrapOptions(seed: 1))
    #expect(summary.count == 8)
    #expect(summary.min == 2)
    #expect(summary.max == 9)
    #expect(isClose(summary.p5, 2.7))
    #expect(isClose(summary.p25, 4))
    #expect(isClose(summary.median, 4.5))
    #expect(isClose(summary.p75, 5.5))
    #expect(isClose(summary.p95, 8.3))
    #expect(isClose(summary.p99, 8.86))
    #expect(summary.mean == 5)
    #expect(isClose(summary.standardDeviation ?? 0, 2.138089935299395))
    #expect(isClose(summary.coefficientOfVariation ?? 0, 0.427617987059879))
    #expect(summary.medianAbsoluteDeviation == 0.5)
    #expect(isClose(summary.scaledMedianAbsoluteDeviation, 0.7413))
    // Q1 = 4, Q3 = 5.5, IQR 1.5: fences 7.75 and 10, so 9 is a high mild outlier (and is kept).
    #expect(summary.outliers == TukeyOutliers(lowMild: 0, lowSevere: 0, highMild: 1, highSevere: 0))
    #expect(try #require(summary.medianInterval).contains(summary.median))
    #expect(summary.bootstrap == BootstrapOptions(seed: 1, resamples: 2000, level: 0.95))
}

@Test func summaryOfOneValue() throws {
    let summary = try Summary(of: [42], bootstrap: BootstrapOptions(seed: 3))
    #expect(summary.median == 42 && summary.p5 == 42 && summary.p99 == 42)
    #expect(summary.standardDeviation == nil)
    #expect(summary.coefficientOfVariation == nil)
    #expect(summary.medianAbsoluteDeviation == 0)
    #expect(summary.medianInterval == ConfidenceInterval(lower: 42, upper: 42, level: 0.95))
}

@Test func summaryKeepsOutliers() throws {
    // Same crafted sample as TukeyOutliersTests: the extremes stay in min, max and the mean.
    let sample = [-30, 0, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 32, 60.0]
    let summary = try Summary(of: sample, bootstrap: BootstrapOptions(seed: 3, resamples: 100))
    #expect(summary.min == -30 && summary.max == 60)
    #expect(summary.mean == sample.reduce(0, +) / 16)
    #expect(summary.outliers == TukeyOutliers(lowMild: 1, lowSevere: 1, highMild: 1, highSevere: 1))
}

@Test func summaryRejectsBadInput() {
    #expect(throws: StatisticsError.emptySample(sample: "being summarized")) {
        try Summary(of: [], bootstrap: BootstrapOptions(seed: 0))
    }
    #expect(throws: StatisticsError.nonFiniteValue(sample: "being summarized", index: 1)) {
        try Summary(of: [1, .nan], bootstrap: BootstrapOptions(seed: 0))
    }
    #expect(throws: StatisticsError.self) {
        try Summary(of: [1, 2], bootstrap: BootstrapOptions(seed: 0, resamples: 0))
    }
    #expect(throws: StatisticsError.self) {
        try Summary(of: [1, 2], bootstrap: BootstrapOptions(seed: 0, level: 1))
    }
}
