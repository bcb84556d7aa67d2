import Statistics
import Testing

// Crafted sample; quartiles and fences from NumPy:
//   x = [-30, 0, 10, ..., 21, 32, 60]; np.percentile(x, [25, 75]) → 11.75, 19.25; IQR 7.5
//   inner fences 0.5 and 30.5, outer fences -10.75 and 41.75
// so 0 is a low mild outlier, -30 low severe, 32 high mild, 60 high severe.
@Test func oneOfEachClass() {
    let sample = [-30, 0, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 32, 60.0]
    let outliers = TukeyOutliers(sorted: sample)
    #expect(outliers == TukeyOutliers(lowMild: 1, lowSevere: 1, highMild: 1, highSevere: 1))
    #expect(outliers.total == 4)
}

// By hand: [1, ..., 8, v] with v largest has Q1 = 3, Q3 = 7 (type 7, n = 9), IQR 4,
// inner high fence 13, outer high fence 19. A value on a fence belongs to the inner class.
@Test(arguments: [
    (13.0, TukeyOutliers(lowMild: 0, lowSevere: 0, highMild: 0, highSevere: 0)),
    (13.5, TukeyOutliers(lowMild: 0, lowSevere: 0, highMild: 1, highSevere: 0)),
    (19.0, TukeyOutliers(lowMild: 0, lowSevere: 0, highMild: 1, highSevere: 0)),
    (19.5, TukeyOutliers(lowMild: 0, lowSevere: 0, highMild: 0, highSevere: 1)),
])
func fenceBoundaries(largest: Double, expected: TukeyOutliers) {
    #expect(TukeyOutliers(sorted: [1, 2, 3, 4, 5, 6, 7, 8, largest]) == expected)
}

@Test func constantSampleHasNoOutliers() {
    #expect(TukeyOutliers(sorted: [5, 5, 5, 5]).total == 0)
}
