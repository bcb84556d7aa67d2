import Foundation
@testable import Statistics
import Testing

@Suite struct SignedRankIntervalTests {
    /// Expected values from an independent brute force in Python: the exact null distribution of W⁺ by
    /// enumerating all 2¹⁰ sign patterns (c = 9, matching the n = 10, two-sided 0.05 critical value 8 of
    /// published signed-rank tables), and the Walsh averages sorted:
    /// `w = sorted((x[i]+x[j])/2 for i in range(n) for j in range(i,n)); statistics.median(w), w[c-1], w[-c]`.
    @Test func matchesTheBruteForceOnTenValues() {
        let x = [0.031, -0.012, 0.044, 0.020, 0.008, 0.052, 0.017, -0.003, 0.026, 0.039]
        #expect(SignedRankInterval.criticalCount(n: 10, level: 0.95) == 9)
        let result = SignedRankInterval.estimate(x, level: 0.95)
        #expect(abs(result.estimate - 0.023) < 1e-12)
        #expect(abs(result.lower - 0.007) < 1e-12)
        #expect(abs(result.upper - 0.0375) < 1e-12)
    }

    /// Published two-sided 5% critical values of the signed-rank statistic (reject when W ≤ T): n = 6 → 0,
    /// n = 8 → 3, n = 20 → 52, n = 25 → 89; c is T + 1.
    @Test(arguments: [(6, 1), (8, 4), (20, 53), (25, 90)])
    func criticalCountsMatchPublishedTables(n: Int, c: Int) {
        #expect(SignedRankInterval.criticalCount(n: n, level: 0.95) == c)
    }

    /// Beyond the enumerated range the normal approximation takes over, and must agree closely with it.
    @Test func normalApproximationAgreesWithTheExactCountNearTheLimit() {
        let exact = SignedRankInterval.criticalCount(n: 100, level: 0.95)
        let m = 100.0 * 101 / 4, sd = (100.0 * 101 * 201 / 24).squareRoot()
        #expect(abs(Double(exact) - (m - 1.959963984540054 * sd)) < 2)
        #expect(SignedRankInterval.criticalCount(n: 101, level: 0.95) > exact)
    }

    @Test func aFewAberrantValuesBarelyMoveIt() {
        let steady = (0..<40).map { 0.02 + Double($0 % 5) * 0.001 }
        let aberrant = steady.prefix(37) + [0.30, 0.25, -0.20]
        let a = SignedRankInterval.estimate(steady, level: 0.95),
            b = SignedRankInterval.estimate(Array(aberrant), level: 0.95)
        #expect(abs(a.estimate - b.estimate) < 0.002)
        #expect(b.upper - b.lower < 0.01)
    }

    @Test func tooFewValuesSpanEveryWalshAverage() {
        let result = SignedRankInterval.estimate([1, 2, 3], level: 0.95)
        #expect(result.lower == 1 && result.upper == 3 && result.estimate == 2)
    }

    @Test func normalQuantileInvertsTheCDF() {
        #expect(abs(Normal.quantile(0.975) - 1.959963984540054) < 1e-9)  // scipy.stats.norm.ppf(0.975)
        #expect(abs(Normal.quantile(0.5)) < 1e-9)
    }
}
