/// Wilcoxon's signed-rank test that the differences are centred on zero, two-sided.
///
/// Wilcoxon, "Individual comparisons by ranking methods" (Biometrics Bulletin, 1945). Zero differences are
/// dropped first (Wilcoxon's own convention, SciPy's `zero_method="wilcox"`); the n that remain are ranked by
/// absolute value with midranks for ties, and W⁺ is the sum of the ranks of the positive differences.
/// When n ≤ 25 and there are no zeros and no ties, the p-value is exact: the null distribution of W⁺ is
/// enumerated by counting, for every sum k, the subsets of the ranks {1, …, n} that add up to k (all 2ⁿ sign
/// patterns are equally likely), and p = min(1, 2·min(P(W⁺ ≤ w), P(W⁺ ≥ w))). Otherwise it uses the normal
/// approximation with mean n(n + 1)/4 and variance n(n + 1)(2n + 1)/24 − Σ(t³ − t)/48 over tie groups of size
/// t, without continuity correction; these match `scipy.stats.wilcoxon` with `method="exact"` and
/// `method="approx"` respectively. With no non-zero differences at all, p = 1.
/// The smallest possible exact p is 2/2ⁿ: at least 6 differences are needed to reach p < 0.05.
public struct SignedRankTest: Sendable, Equatable, Codable {
    /// How the p-value was obtained.
    public enum Method: String, Sendable, Codable, CaseIterable {
        /// Exact null distribution, enumerated (n ≤ 25, no ties, no zeros).
        case exact
        /// Normal approximation with tie correction, no continuity correction.
        case normalApproximation
    }

    /// The largest n for which the exact distribution is used.
    public static let exactLimit = 25

    /// Non-zero differences used, n.
    public var count: Int
    /// Zero differences dropped.
    public var zeroCount: Int
    /// W⁺, the rank sum of the positive differences.
    public var positiveRankSum: Double
    /// W⁻, the rank sum of the negative differences; W⁺ + W⁻ = n(n + 1)/2.
    public var negativeRankSum: Double
    /// The standardized W⁺ under the normal approximation; nil when the p-value is exact.
    public var z: Double?
    /// The two-sided p-value.
    public var pValue: Double
    /// Exact enumeration or normal approximation.
    public var method: Method

    /// Tests whether `differences` are centred on zero; throws when empty or not finite.
    public init(differences: [Double]) throws {
        try StatisticsError.validate(differences, sample: "of signed-rank differences")
        let nonZero = differences.filter { $0 != 0 }
        count = nonZero.count
        zeroCount = differences.count - nonZero.count
        let (ranks, tieSizes) = Ranking.averageRanks(nonZero.map { abs($0) })
        positiveRankSum = zip(nonZero, ranks).reduce(0) { $0 + ($1.0 > 0 ? $1.1 : 0) }
        negativeRankSum = zip(nonZero, ranks).reduce(0) { $0 + ($1.0 < 0 ? $1.1 : 0) }
        let n = Double(count)
        if count == 0 {
            (z, pValue, method) = (nil, 1, .exact)
        } else if count <= SignedRankTest.exactLimit && zeroCount == 0 && tieSizes.isEmpty {
            z = nil
            pValue = SignedRankTest.exactPValue(rankSum: Int(positiveRankSum), count: count)
            method = .exact
        } else {
            let mean = n * (n + 1) / 4
            let variance = n * (n + 1) * (2 * n + 1) / 24 - Ranking.tieSum(tieSizes) / 48
            let standardized = (positiveRankSum - mean) / variance.squareRoot()
            z = standardized
            pValue = Normal.twoSidedPValue(standardized)
            method = .normalApproximation
        }
    }

    /// Two-sided exact p-value of W⁺ = `rankSum` among `count` untied, non-zero differences.
    static func exactPValue(rankSum: Int, count: Int) -> Double {
        let distribution = nullCounts(count)
        let total = distribution.reduce(0, +)  // 2ⁿ
        let atMost = distribution[0...rankSum].reduce(0, +)
        let atLeast = distribution[rankSum...].reduce(0, +)
        return Swift.min(1, 2 * Swift.min(atMost, atLeast) / total)
    }

    /// For each k in 0…n(n + 1)/2, the number of subsets of {1, …, n} whose sum is k (exact in a Double).
    static func nullCounts(_ count: Int) -> [Double] {
        let maximum = count * (count + 1) / 2
        var ways = [Double](repeating: 0, count: maximum + 1)
        ways[0] = 1
        for rank in stride(from: 1, through: count, by: 1) {
            // Adding `rank` to every subset of the smaller ranks; go downwards so each rank is used once.
            for sum in stride(from: rank * (rank + 1) / 2, through: rank, by: -1) {
                ways[sum] += ways[sum - rank]
            }
        }
        return ways
    }
}
