import Statistics
import Testing

// scipy.stats.ttest_1samp(s, 5.0) → statistic 2.9104275004359983, pvalue 0.017299208775526858, df 9
@Test func againstHypothesizedMean() throws {
    let s = [5.1, 4.9, 5.6, 5.8, 6.0, 5.3, 5.5, 4.7, 5.9, 5.2]
    let test = try OneSampleTTest(s, hypothesizedMean: 5)
    #expect(test.degreesOfFreedom == 9)
    #expect(isClose(test.t, 2.9104275004359983, tolerance: 1e-12))
    #expect(isClose(test.pValue, 0.017299208775526858, tolerance: 1e-11))
}

// scipy.stats.ttest_1samp([0.01, -0.02, 0.03, 0.015, 0.005], 0.0) → 0.9810229431759452, 0.3821257899957517
@Test func againstZero() throws {
    let test = try OneSampleTTest([0.01, -0.02, 0.03, 0.015, 0.005])
    #expect(isClose(test.t, 0.9810229431759452, tolerance: 1e-12))
    #expect(isClose(test.pValue, 0.3821257899957517, tolerance: 1e-11))
}

@Test func zeroSpread() throws {
    #expect(try OneSampleTTest([2, 2, 2]).pValue == 0)
    #expect(try OneSampleTTest([0, 0]).pValue == 1)
    #expect(throws: StatisticsError.tooFewValues(sample: "of the one-sample t-test", count: 1, needed: 2)) {
        try OneSampleTTest([1])
    }
}
