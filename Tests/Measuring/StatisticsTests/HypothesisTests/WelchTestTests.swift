@testable import Statistics
import Testing

/// Welch's test against SciPy, and its degenerate case of two constant samples.
struct WelchTestTests {
    @Test func welchMatchesSciPy() {
        // scipy.stats.ttest_ind(b, a, equal_var=False) and its confidence_interval(0.95), SciPy 1.17.1.
        let welch = WelchTest([1, 2, 3, 4, 5], [2.5, 3.1, 4.8, 6.0, 7.2, 8.1])
        #expect(abs(welch.difference / welch.standardError - 1.980687240091827) < 1e-12)
        #expect(abs(welch.degreesOfFreedom - 8.83356821878704) < 1e-10)
        #expect(abs(welch.pValue - 0.07957299498143645) < 1e-10)
        #expect(abs(welch.lower - -0.3319870299944436) < 1e-9 && abs(welch.upper - 4.898653696661109) < 1e-9)
        let constant = WelchTest([2, 2, 2], [3, 3])
        #expect(constant.pValue == 0 && constant.lower == 1 && constant.upper == 1)
    }
}
