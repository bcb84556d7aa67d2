import Statistics
import Testing

// Darwin's maize data (Fisher, "The Design of Experiments", 1935), the example in SciPy's documentation:
//   scipy.stats.wilcoxon(d, method="exact") → statistic 24.0 (= W⁻), pvalue 0.041259765625
@Test func darwinMaizeExact() throws {
    let d = [6, 8, 14, 16, 23, 24, 28, 29, 41, -48, 49, 56, 60, -67, 75.0]
    let test = try SignedRankTest(differences: d)
    #expect(test.method == .exact)
    #expect(test.count == 15)
    #expect(test.negativeRankSum == 24)
    #expect(test.positiveRankSum == 96)
    #expect(isClose(test.pValue, 0.041259765625))
}

// Hollander and Wolfe (1973, p. 29), depression scores, the example of R's wilcox.test:
//   scipy.stats.wilcoxon(x, y, method="exact") → statistic 5.0, pvalue 0.0390625
@Test func hollanderWolfeExact() throws {
    let x = [1.83, 0.50, 1.62, 2.48, 1.68, 1.88, 1.55, 3.06, 1.30]
    let y = [0.878, 0.647, 0.598, 2.05, 1.06, 1.29, 1.06, 3.14, 1.29]
    let test = try SignedRankTest(differences: zip(x, y).map { $0 - $1 })
    #expect(test.method == .exact)
    #expect(test.negativeRankSum == 5)
    #expect(isClose(test.pValue, 0.0390625))
}

// Ties and a zero force the normal approximation:
//   scipy.stats.wilcoxon(t, method="approx", zero_method="wilcox", correction=False)
//   → statistic 8.0, pvalue 0.025861676630892245
@Test func tiesAndZeroUseNormalApproximation() throws {
    let test = try SignedRankTest(differences: [1.5, -2, 3, 3, -0.5, 4, 0, 2, 5, -1, 2, 6])
    #expect(test.method == .normalApproximation)
    #expect(test.count == 11 && test.zeroCount == 1)
    #expect(test.negativeRankSum == 8 && test.positiveRankSum == 58)
    #expect(isClose(test.pValue, 0.025861676630892245))
}

// n = 30 > 25 without ties: scipy.stats.wilcoxon(t2, method="approx", correction=False)
//   → statistic 64.0, pvalue 0.0005287248371505039
@Test func largeSampleUsesNormalApproximation() throws {
    let t2 = [
        0.1, 0.2, -0.3, 0.4, 0.5, 0.6, 0.7, 0.8, -0.9, 1.0, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7, 1.8, 1.9, 2.0,
        2.1, 2.2, -2.3, 2.4, 2.5, 2.6, 2.7, 2.8, -2.9, 3.0,
    ]
    let test = try SignedRankTest(differences: t2)
    #expect(test.method == .normalApproximation)
    #expect(test.negativeRankSum == 64)
    #expect(isClose(test.pValue, 0.0005287248371505039, tolerance: 1e-10))
}

// Ten equal values are all tied: scipy.stats.wilcoxon([0.03] * 10, method="approx", correction=False)
//   → pvalue 0.001565402258002548
@Test func allTied() throws {
    let test = try SignedRankTest(differences: Array(repeating: 0.03, count: 10))
    #expect(test.method == .normalApproximation)
    #expect(isClose(test.pValue, 0.001565402258002548, tolerance: 1e-10))
}

// By hand: with n = 10 all positive, W⁺ = 55 is the single most extreme of 2¹⁰ patterns: p = 2/1024.
@Test func smallestExactPValue() throws {
    let test = try SignedRankTest(differences: (1...10).map { Double($0) / 100 })
    #expect(test.pValue == 2.0 / 1024)
}

@Test func allZeroGivesPOne() throws {
    let test = try SignedRankTest(differences: [0, 0, 0])
    #expect(test.pValue == 1 && test.count == 0 && test.zeroCount == 3)
}
