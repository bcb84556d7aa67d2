import Harness
import TestSupport
import Testing

/// Off unless the variable names the variant; a fraction for each variant it names.
@Test func theSelfTestSlowdownIsOffByDefault() {
    for environment in [[:], [SelfTestSlowdown.variable: "code/nofit"], [SelfTestSlowdown.variable: ""]] {
        #expect(SelfTestSlowdown.fractions(for: ["code/fit", "nib/fit"], in: environment) == [nil, nil])
    }
    #expect(SelfTestSlowdown.fractions(for: ["code/fit", "nib/fit"], in: [SelfTestSlowdown.variable: "nib/fit:1"]) == [nil, 0.01])
}

/// The wait reads the clock until the fraction of the batch's time has passed since its end: on a clock that
/// advances 10 ns a read, 300% of 10 ns is three reads, 50% one, and the placebo's single read passes its zero wait.
@Test func theSelfTestWaitLastsItsFractionOfTheBatchToWithinOneClockRead() {
    for (fraction, end) in [(3.0, 1_030), (0.5, 1_010), (0, 1_010)] as [(Double, UInt64)] {
        var clock = FakeClock(start: 1_000, step: 10)
        #expect(SelfTestSlowdown.wait(fraction, of: 10, after: 1_000, clock: &clock) == end)
    }
}

@Test func theSelfTestVariableMayGiveAPercentage() {
    let key = SelfTestSlowdown.variable
    #expect(SelfTestSlowdown.requestedFraction(for: "code/fit", in: [key: "code/fit"]) == 0.03)
    #expect(SelfTestSlowdown.requestedFraction(for: "code/fit", in: [key: "code/fit:50"]) == 0.5)
    #expect(SelfTestSlowdown.requestedFraction(for: "code/fit", in: [key: "code/nofit:50"]) == nil)
    #expect(SelfTestSlowdown.requestedFraction(for: "code/fit", in: [key: "code/fit:x"]) == nil)
    #expect(SelfTestSlowdown.requestedFraction(for: "code/fit", in: [:]) == nil)
    #expect(SelfTestSlowdown.requestedFraction(for: "code/fit", in: [key: "code/fit:0"]) == 0)
    #expect(SelfTestSlowdown.requestedFraction(for: "code/fit", in: [key: "code/fit:-1"]) == nil)
}

/// The baseline's placebo names the same variant with no extra work.
@Test func theBaselineGetsThePlacebo() {
    #expect(SelfTestSlowdown.placebo(for: "code/fit") == "code/fit:0")
    #expect(SelfTestSlowdown.placebo(for: "code/fit:3") == "code/fit:0")
    #expect(SelfTestSlowdown.placebo(for: nil) == nil)
    #expect(SelfTestSlowdown.placebo(for: "") == nil)
}
