@testable import Reports
import Results
import Statistics
import Testing

/// The phrasing of each verdict, from constructed comparison results (no timings involved).
@Suite struct HeadlineTests {
    func result(_ a: String, _ b: String, ratio: Double, low: Double, high: Double, p: Double) -> ComparisonResult {
        var paired = try! PairedRatio(
            processes: [ProcessSamples(a: [1, 2], b: [1, 2]), ProcessSamples(a: [1, 2], b: [1, 2])],
            options: PairedRatioOptions(seed: 1))
        paired.ratio = ratio
        paired.interval = ConfidenceInterval(lower: low, upper: high, level: 0.95)
        let verdict = Verdict(interval: paired.interval, adjustedPValue: p)
        return ComparisonResult(
            spec: ComparisonSpec(.codeVersusTemplate, a, b), ratio: paired, adjustedPValue: p,
            verdict: verdict)
    }

    @Test func faster() {
        #expect(
            Headline.sentence(
                result("code/fit", "template-cached/fit", ratio: 0.877, low: 0.871, high: 0.883, p: 0.004))
                    == """
                    With shrink-to-fit, code builds the row 12.3% faster than the cached template (ratio 0.877, 95% \
                    CI 0.871–0.883, p_adj = 0.004).
                    """
        )
    }

    @Test func muchFaster() {
        #expect(
            Headline.sentence(
                result(
                    "template-cached/nofit", "template-uncached/nofit", ratio: 0.125, low: 0.12, high: 0.13, p: 0.0001))
                    == """
                    Without shrink-to-fit, the cached template builds the row 8.0 times as fast as the uncached \
                    template (ratio 0.125, 95% CI 0.120–0.130, p_adj < 0.001).
                    """
        )
    }

    @Test func slower() {
        #expect(
            Headline.sentence(result("code/fit", "code/nofit", ratio: 1.25, low: 1.2, high: 1.3, p: 0.02))
                == """
                Code with shrink-to-fit builds the row 25.0% slower than code without shrink-to-fit (ratio 1.250, \
                95% CI 1.200–1.300, p_adj = 0.020).
                """
        )
    }

    @Test func muchSlower() {
        #expect(
            Headline.sentence(result("code/fit", "code/nofit", ratio: 2.4, low: 2.3, high: 2.5, p: 0.02))
                == """
                Code with shrink-to-fit takes 2.4 times as long as code without shrink-to-fit to build the row \
                (ratio 2.400, 95% CI 2.300–2.500, p_adj = 0.020).
                """
        )
    }

    @Test func same() {
        #expect(
            Headline.sentence(
                result("code/fit", "template-precomputed/fit", ratio: 1.001, low: 0.995, high: 1.006, p: 0.6))
                    == """
                    With shrink-to-fit, code and the precomputed template build the row in the same time, within the \
                    ±1% noise band (ratio 1.001, 95% CI 0.995–1.006, p_adj = 0.600).
                    """
        )
    }

    @Test func inconclusiveBecauseNotSignificant() {
        #expect(
            Headline.sentence(result("code/nofit", "template-cached/nofit", ratio: 0.97, low: 0.93, high: 1.02, p: 0.3))
                == """
                Without shrink-to-fit, we cannot tell whether code is faster than the cached template: the \
                difference is not significant after Holm's correction (ratio 0.970, 95% CI 0.930–1.020, p_adj = \
                0.300).
                """
        )
    }

    @Test func inconclusiveBecauseTheIntervalReachesTheBand() {
        #expect(
            Headline.sentence(
                result("code/nofit", "template-cached/nofit", ratio: 0.98, low: 0.97, high: 0.995, p: 0.01))
                    == """
                    Without shrink-to-fit, we cannot tell whether code is faster than the cached template: the \
                    interval reaches into the ±1% noise band (ratio 0.980, 95% CI 0.970–0.995, p_adj = 0.010).
                    """
        )
    }
}
