import Foundation

/// The Hodges–Lehmann estimate of a centre and the confidence interval that inverts the signed-rank test.
///
/// For values x₁…xₙ, the Walsh averages are (xᵢ + xⱼ)/2 for every i ≤ j, M = n(n + 1)/2 of them. The
/// estimate is their median (Hodges and Lehmann, Ann. Math. Statist. 1963). The interval is
/// [w₍c₎, w₍M+1−c₎] of the sorted averages, where c is the largest integer with P(W⁺ ≤ c − 1) ≤ (1 − level)/2
/// under the null distribution of the Wilcoxon signed-rank statistic W⁺ (Hollander, Wolfe and Chicken,
/// Nonparametric Statistical Methods, 3rd ed., §3.3). That distribution is enumerated exactly for n ≤ 100
/// (`SignedRankTest.nullCounts`) and taken from the normal approximation beyond, without continuity
/// correction. It is the interval that goes with the signed-rank test: it excludes 0 exactly when the
/// exact test rejects at 1 − level (for untied data). Unlike a mean with a t-interval, a few aberrant values
/// move it little, which matters for worker processes, whose speed now and then departs by 20% or more.
/// With too few values for the level (n ≤ 5 at 95%), c is taken as 1: the interval spans all Walsh averages.
public enum SignedRankInterval {
    /// Largest n whose null distribution is enumerated (it has n(n + 1)/2 + 1 entries).
    public static let exactLimit = 100

    /// The Hodges–Lehmann estimate and its interval at `level`; `values` must not be empty.
    public static func estimate(_ values: [Double], level: Double) -> (estimate: Double, lower: Double, upper: Double) {
        let n = values.count
        var walsh = [Double]()
        walsh.reserveCapacity(n * (n + 1) / 2)
        for i in 0..<n { for j in i..<n { walsh.append((values[i] + values[j]) / 2) } }
        walsh.sort()
        let c = Swift.max(1, criticalCount(n: n, level: level))
        return (Percentile.median(ofSorted: walsh), walsh[c - 1], walsh[walsh.count - c])
    }

    /// c: the largest integer with P(W⁺ ≤ c − 1) ≤ (1 − level)/2; 0 when even P(W⁺ ≤ 0) exceeds it.
    static func criticalCount(n: Int, level: Double) -> Int {
        let tail = (1 - level) / 2
        if n <= exactLimit {
            let counts = SignedRankTest.nullCounts(n)
            let total = counts.reduce(0, +)
            var cumulative = 0.0
            for (sum, count) in counts.enumerated() {
                cumulative += count / total
                if cumulative > tail { return sum }  // P(W⁺ ≤ sum) > tail, so c − 1 = sum − 1.
            }
            return counts.count - 1
        }
        let m = Double(n * (n + 1)) / 4
        let sd = (Double(n * (n + 1) * (2 * n + 1)) / 24).squareRoot()
        return Int((m - Normal.quantile(1 - tail) * sd).rounded(.down))
    }
}
