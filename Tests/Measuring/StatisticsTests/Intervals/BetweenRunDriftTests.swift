import Foundation
import Statistics
import Testing

// Reference (Python, z = scipy.stats.norm.ppf(0.975)): interval [1.0, 1.02] around 1.01, σ = 0.04:
//   1.01·exp(−hypot(ln 1.01 − ln 1.0, z·0.04)) → 0.9332546739437594
//   1.01·exp(+hypot(ln 1.02 − ln 1.01, z·0.04)) → 1.0930429796066659
//   smallest detectable at τ = 5%: exp(ln 1.05 + ln 1.01 − ln 0.93325…) − 1 → 0.13634576885484617
@Test func driftWidensEachSideInQuadrature() {
    let drift = BetweenRunDrift(standardDeviation: 0.04)
    let widened = drift.widen(ConfidenceInterval(lower: 1.0, upper: 1.02, level: 0.95), around: 1.01)
    #expect(isClose(widened.lower, 0.9332546739437594, tolerance: 1e-12))
    #expect(isClose(widened.upper, 1.0930429796066659, tolerance: 1e-12))
    #expect(widened.level == 0.95)
    let detectable = BetweenRunDrift.smallestDetectable(widened, around: 1.01, threshold: 0.05)
    #expect(isClose(detectable, 0.13634576885484617, tolerance: 1e-12))
}

@Test func noDriftLeavesTheIntervalAsItWas() {
    let interval = ConfidenceInterval(lower: 0.98, upper: 1.03, level: 0.95)
    let same = BetweenRunDrift(standardDeviation: 0).widen(interval, around: 1.0)
    #expect(isClose(same.lower, 0.98) && isClose(same.upper, 1.03))
}
