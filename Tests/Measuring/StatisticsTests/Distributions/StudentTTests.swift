@testable import Statistics
import Testing

// Quantiles from SciPy 1.17.1, `python3 -c "import scipy.stats as st; print(st.t.ppf(p, df))"`; the df = 9
// value was confirmed to 40 digits with mpmath (2.2621571627982055…), and df = 1 is tan(0.475π).
@Test(arguments: [
    (9.0, 0.975, 2.262157162798205), (1.0, 0.975, 12.706204736174694), (30.0, 0.95, 1.697260886593957),
    (2.5, 0.9, 1.7302509288071766), (4.0, 0.01, -3.746947387979197), (9.0, 0.5, 0.0),
    (100.0, 0.999, 3.173739493738783),
])
func quantilesMatchSciPy(df: Double, p: Double, expected: Double) {
    #expect(isClose(StudentT(degreesOfFreedom: df).quantile(p), expected, tolerance: 1e-11))
}

// CDF and upper tail from SciPy: st.t.cdf(t, df), st.t.sf(t, df).
@Test(arguments: [
    (9.0, 2.2621571627409915, 0.9749999999976622, 0.025000000002337854),
    (4.0, -1.5, 0.104, 0.896),
    (5.0, 10.0, 0.9999145262121285, 8.547378787148181e-05),
    (1.0, 1.0, 0.75, 0.25),
    (2.5, 0.3, 0.6063288142524014, 0.39367118574759863),
    (20.0, -4.0, 0.00035176164656415933, 0.9996482383534359),
])
func cdfMatchesSciPy(df: Double, t: Double, cdf: Double, survival: Double) {
    let distribution = StudentT(degreesOfFreedom: df)
    #expect(isClose(distribution.cdf(t), cdf, tolerance: 1e-13))
    #expect(isClose(distribution.survival(t), survival, tolerance: 1e-11))
}

@Test func quantileInvertsCDF() {
    let distribution = StudentT(degreesOfFreedom: 7)
    for p in [0.001, 0.025, 0.3, 0.5, 0.8, 0.975, 0.9999] {
        #expect(isClose(distribution.cdf(distribution.quantile(p)), p, tolerance: 1e-13))
    }
    #expect(distribution.quantile(1) == .infinity)
    #expect(distribution.quantile(0) == -.infinity)
    #expect(distribution.twoSidedPValue(.infinity) == 0)
}

// SciPy: scipy.special.betainc(a, b, x).
@Test(arguments: [
    (4.5, 0.5, 0.3, 0.001322950584267495), (2.0, 3.0, 0.4, 0.5248), (0.5, 0.5, 0.9, 0.7951672353008665),
    (10.0, 10.0, 0.55, 0.6710359124216079), (1.0, 1.0, 0.25, 0.25),
])
func incompleteBetaMatchesSciPy(a: Double, b: Double, x: Double, expected: Double) {
    let value = IncompleteBeta.regularized(a: a, b: b, x: x, y: 1 - x)
    #expect(isClose(value.lower, expected, tolerance: 1e-13))
    #expect(isClose(value.upper, 1 - expected, tolerance: 1e-13))
}
