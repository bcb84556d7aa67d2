/// The Mann–Whitney U test (Wilcoxon rank-sum test) that two independent samples come from one distribution.
///
/// Mann and Whitney, "On a test of whether one of two random variables is stochastically larger than the
/// other" (Annals of Mathematical Statistics, 1947). Both samples are ranked together with midranks for ties;
/// U₁ = R₁ − n₁(n₁ + 1)/2, where R₁ is the rank sum of the first sample. The p-value is two-sided from the
/// normal approximation: mean n₁n₂/2, variance n₁n₂/12 · ((n + 1) − Σ(t³ − t)/(n(n − 1))) over tie groups of
/// size t (n = n₁ + n₂), z = (|U₁ − n₁n₂/2| − c)/σ with continuity correction c = ½ (or 0), and
/// p = min(1, 2·(1 − Φ(z))). This matches `scipy.stats.mannwhitneyu(method="asymptotic")` with the same
/// `use_continuity`. When every value is tied, σ = 0 and p = 1.
public struct MannWhitneyTest: Sendable, Equatable, Codable {
    /// U₁, the Mann–Whitney statistic of the first sample (how many pairs the first sample wins, ties ½).
    public var u: Double
    /// n₁n₂/2, the mean of U under the null hypothesis.
    public var nullMean: Double
    /// (|U₁ − n₁n₂/2| − c)/σ; slightly negative when U₁ is within c of its mean.
    public var z: Double
    /// The two-sided p-value.
    public var pValue: Double
    /// Whether the continuity correction of ½ was applied.
    public var continuityCorrection: Bool

    /// Compares `first` with `second`; throws when either is empty or holds a non-finite value.
    public init(_ first: [Double], _ second: [Double], continuityCorrection: Bool = true) throws {
        try StatisticsError.validate(first, sample: "first of the Mann–Whitney test")
        try StatisticsError.validate(second, sample: "second of the Mann–Whitney test")
        let (ranks, tieSizes) = Ranking.averageRanks(first + second)
        let n1 = Double(first.count)
        let n2 = Double(second.count)
        let n = n1 + n2
        let firstRankSum = ranks[0..<first.count].reduce(0, +)
        u = firstRankSum - n1 * (n1 + 1) / 2
        nullMean = n1 * n2 / 2
        self.continuityCorrection = continuityCorrection
        let variance = n1 * n2 / 12 * ((n + 1) - Ranking.tieSum(tieSizes) / (n * (n - 1)))
        guard variance > 0 else {
            (z, pValue) = (0, 1)
            return
        }
        let correction = continuityCorrection ? 0.5 : 0
        z = (abs(u - nullMean) - correction) / variance.squareRoot()
        pValue = Swift.min(1, 2 * Normal.survival(z))
    }
}
