import Statistics
import Testing

private func interval(_ lower: Double, _ upper: Double) -> ConfidenceInterval {
    ConfidenceInterval(lower: lower, upper: upper, level: 0.95)
}

// The rule of the design's measurement method, case by case (band [0.99, 1.01], α = 0.05).
@Test(arguments: [
    (0.90, 0.95, 0.001, Verdict.faster),
    (0.90, 0.95, 0.2, Verdict.inconclusive),  // not significant after correction
    (0.97, 0.995, 0.001, Verdict.inconclusive),  // significant, but reaches into the band
    (1.02, 1.05, 0.01, Verdict.slower),
    (1.005, 1.05, 0.01, Verdict.inconclusive),
    (0.995, 1.008, 0.8, Verdict.same),
    (0.99, 1.01, 0.001, Verdict.same),  // band edges are inside
    (0.95, 1.05, 0.5, Verdict.inconclusive),
    (0.98, 0.9899, 0.04999, Verdict.faster),
    (1.02, 1.05, 0.05, Verdict.inconclusive),  // p must be strictly below α
])
func verdictTable(lower: Double, upper: Double, p: Double, expected: Verdict) {
    #expect(Verdict(interval: interval(lower, upper), adjustedPValue: p) == expected)
}

@Test func bandAndAlphaAreParameters() {
    let wide = NoiseBand(fraction: 0.05)
    #expect(wide == NoiseBand(lower: 0.95, upper: 1.05))
    #expect(Verdict(interval: interval(1.02, 1.04), adjustedPValue: 0.001, band: wide) == .same)
    #expect(Verdict(interval: interval(1.02, 1.04), adjustedPValue: 0.02, alpha: 0.01) == .inconclusive)
}

// Regression check, threshold 5%: regression needs p < α, lo > 1.01 and lo ≥ 1.05; improvement needs
// p < α, hi < 0.99 and hi ≤ 1/1.05 ≈ 0.95238; unchanged needs [lo, hi] inside [1/1.05, 1.05].
@Test(arguments: [
    (1.08, 1.06, 1.10, 0.001, RegressionVerdict.regression),
    (1.03, 1.02, 1.04, 0.001, RegressionVerdict.unchanged),  // significant but under the threshold
    (1.06, 1.005, 1.12, 0.01, RegressionVerdict.inconclusive),  // interval reaches into the noise band
    (1.08, 1.06, 1.10, 0.2, RegressionVerdict.inconclusive),
    (0.92, 0.90, 0.94, 0.001, RegressionVerdict.improvement),
    (0.96, 0.94, 0.98, 0.001, RegressionVerdict.inconclusive),  // 4% faster: below 1/1.05 threshold
    (1.0, 0.97, 1.03, 0.9, RegressionVerdict.unchanged),
    (1.05, 1.02, 1.05, 0.001, RegressionVerdict.unchanged),  // r = 1 + τ, but the interval reaches below it
    (1.08, 1.04, 1.12, 0.001, RegressionVerdict.inconclusive),  // r beyond τ, the interval not wholly
    (1.05, 1.05, 1.05, 0.001, RegressionVerdict.regression),  // lo = hi = 1 + τ: rule 1 wins
    (0.93, 0.90, 0.96, 0.001, RegressionVerdict.inconclusive),  // r beyond 1/(1 + τ), the interval not wholly
])
func regressionTable(ratio: Double, lower: Double, upper: Double, p: Double, expected: RegressionVerdict) {
    let verdict = RegressionVerdict(ratio: ratio, interval: interval(lower, upper), adjustedPValue: p)
    #expect(verdict == expected)
}

// ab's rule in one interleaved run, threshold 0.5%: regression needs p < α, lo > 1 and r ≥ 1.005; improvement
// needs p < α, hi < 1 and r ≤ 1/1.005; unchanged needs [lo, hi] inside [1/1.005, 1.005].
@Test(arguments: [
    (1.008, 1.002, 1.014, 0.01, RegressionVerdict.regression),  // the whole-interval rule: inconclusive
    (1.008, 1.002, 1.014, 0.06, RegressionVerdict.inconclusive),  // not significant after adjustment
    (1.004, 1.001, 1.007, 0.001, RegressionVerdict.inconclusive),  // significant, estimate under the threshold
    (1.003, 1.001, 1.004, 0.001, RegressionVerdict.unchanged),  // significant, but wholly within the threshold
    (1.005, 1.0, 1.010, 0.001, RegressionVerdict.inconclusive),  // the interval reaches 1
    (0.992, 0.986, 0.998, 0.01, RegressionVerdict.improvement),
    (0.996, 0.993, 0.999, 0.01, RegressionVerdict.inconclusive),  // faster, but under 1/1.005
    (1.0, 0.997, 1.003, 0.9, RegressionVerdict.unchanged),
])
func abRegressionTable(ratio: Double, lower: Double, upper: Double, p: Double, expected: RegressionVerdict) {
    let verdict = RegressionVerdict(
        significantRatio: ratio, interval: interval(lower, upper), adjustedPValue: p,
        threshold: 0.005)
    #expect(verdict == expected)
}

@Test func regressionThresholdIsAParameter() {
    let verdict = RegressionVerdict(
        ratio: 1.03, interval: interval(1.02, 1.04), adjustedPValue: 0.001, threshold: 0.02)
    #expect(verdict == .regression)
}
