import Statistics
import Testing

// The example in SciPy's documentation (ages of male and female graduates):
//   scipy.stats.mannwhitneyu(m, f, method="asymptotic", use_continuity=True)  → U 17.0, p 0.11134688653314041
//   scipy.stats.mannwhitneyu(m, f, method="asymptotic", use_continuity=False) → U 17.0, p 0.0864107329737
@Test func sciPyDocumentationExample() throws {
    let males = [19, 22, 16, 29, 24.0]
    let females = [20, 11, 17, 12.0]
    let corrected = try MannWhitneyTest(males, females)
    #expect(corrected.u == 17 && corrected.nullMean == 10)
    #expect(isClose(corrected.pValue, 0.11134688653314041, tolerance: 1e-10))
    let uncorrected = try MannWhitneyTest(males, females, continuityCorrection: false)
    #expect(isClose(uncorrected.pValue, 0.0864107329737, tolerance: 1e-10))
}

// Heavily tied samples:
//   scipy.stats.mannwhitneyu(g1, g2, method="asymptotic", use_continuity=True)  → U 15.5, p 0.005625214779700691
//   scipy.stats.mannwhitneyu(g1, g2, method="asymptotic", use_continuity=False) → U 15.5, p 0.005041625861312311
@Test func tieCorrection() throws {
    let g1 = [1, 2, 2, 3, 3, 3, 4, 5, 5, 6.0]
    let g2 = [3, 4, 4, 5, 6, 6, 7, 7, 8, 9, 9.0]
    let corrected = try MannWhitneyTest(g1, g2)
    #expect(corrected.u == 15.5)
    #expect(isClose(corrected.pValue, 0.005625214779700691, tolerance: 1e-10))
    let uncorrected = try MannWhitneyTest(g1, g2, continuityCorrection: false)
    #expect(isClose(uncorrected.pValue, 0.005041625861312311, tolerance: 1e-10))
}

@Test func allTiedGivesPOne() throws {
    let test = try MannWhitneyTest([4, 4], [4, 4, 4])
    #expect(test.pValue == 1)
}

@Test func emptySampleThrows() {
    #expect(throws: StatisticsError.self) { try MannWhitneyTest([], [1]) }
}
