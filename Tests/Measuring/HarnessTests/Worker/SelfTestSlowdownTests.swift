import Harness
import TestSupport
import Testing

/// Off unless the variable names the variant; a fraction for each variant it names.
@Test func theSelfTestSlowdownIsOffByDefault() {
    for environment in [[:], [SelfTestSlowdown.variable: "code/nofit"], [SelfTestSlowdown.variable: ""]] {
        #expect(SelfTestSlowdown.requests(for: ["code/fit", "nib/fit"], in: environment) == [nil, nil])
    }
    #expect(
        SelfTestSlowdown.requests(for: ["code/fit", "nib/fit"], in: [SelfTestSlowdown.variable: "nib/fit:1"])
            == [nil, .init(fraction: 0.01)])
}

/// The wait reads the clock until the fraction of the batch's time has passed since its first reading: on a clock
/// that advances 10 ns a read, 300% of 10 ns is three reads after it, 50% one, and `VARIANT:0`'s zero wait none.
@Test func theSelfTestWaitLastsItsFractionOfTheBatchToWithinOneClockRead() {
    for (fraction, waited) in [(3.0, 30), (0.5, 10), (0, 0)] as [(Double, UInt64)] {
        var clock = FakeClock(start: 1_000, step: 10)
        #expect(SelfTestSlowdown.wait(fraction, of: 10, clock: &clock) == waited)
    }
}

/// The slowed batch's sample counts the wait; the placebo waits just as long, so both sides' clocks end alike, and
/// leaves the wait out of its sample.
@Test func thePlaceboWaitsAsLongButLeavesTheWaitOutOfItsSample() {
    for (isTimed, end) in [(true, 1_040), (false, 1_010)] as [(Bool, UInt64)] {
        var clock = FakeClock(start: 1_010, step: 10)
        let request = SelfTestSlowdown.Request(fraction: 3, isTimed: isTimed)
        #expect(request.end(ofBatchFrom: 1_000, to: 1_010, clock: &clock) == end)
        #expect(clock.time == 1_050)
    }
}

@Test func theSelfTestVariableMayGiveAPercentage() {
    let key = SelfTestSlowdown.variable
    #expect(SelfTestSlowdown.request(for: "code/fit", in: [key: "code/fit"]) == .init(fraction: 0.03))
    #expect(SelfTestSlowdown.request(for: "code/fit", in: [key: "code/fit:50"]) == .init(fraction: 0.5))
    #expect(
        SelfTestSlowdown.request(for: "code/fit", in: [key: "code/fit:3:untimed"])
            == .init(fraction: 0.03, isTimed: false))
    #expect(SelfTestSlowdown.request(for: "code/fit", in: [key: "code/nofit:50"]) == nil)
    #expect(SelfTestSlowdown.request(for: "code/fit", in: [key: "code/fit:x"]) == nil)
    #expect(SelfTestSlowdown.request(for: "code/fit", in: [key: "code/fit:3:later"]) == nil)
    #expect(SelfTestSlowdown.request(for: "code/fit", in: [:]) == nil)
    #expect(SelfTestSlowdown.request(for: "code/fit", in: [key: "code/fit:0"]) == .init(fraction: 0))
    #expect(SelfTestSlowdown.request(for: "code/fit", in: [key: "code/fit:-1"]) == nil)
}

/// The baseline's placebo names the same variant and wait, untimed.
@Test func theBaselineGetsThePlacebo() {
    #expect(SelfTestSlowdown.placebo(for: "code/fit") == "code/fit:3:untimed")
    #expect(SelfTestSlowdown.placebo(for: "code/fit:1") == "code/fit:1:untimed")
    #expect(SelfTestSlowdown.placebo(for: "code/fit:1:untimed") == "code/fit:1:untimed")
    #expect(SelfTestSlowdown.placebo(for: nil) == nil)
    #expect(SelfTestSlowdown.placebo(for: "") == nil)
}

/// `ab` gives the two sides values of one length and the same fields, differing in one word: what the workers
/// allocate reading them is then alike (a 10-byte value is kept inline, an 18-byte one on the heap). The
/// candidate's value is read as timed, the baseline's as the placebo.
@Test func bothSidesGetValuesOfOneLength() {
    let key = SelfTestSlowdown.variable
    for value in ["code/fit", "code/fit:1", "nib/nofit:0.5", "code/fit:3:untimed"] {
        let sides = SelfTestSlowdown.sides(for: value)
        let baseline = sides.baseline ?? "", candidate = sides.candidate ?? ""
        #expect(baseline.utf8.count == candidate.utf8.count && !baseline.isEmpty, "\(value)")
        #expect(baseline.split(separator: ":").count == candidate.split(separator: ":").count)
        let variant = String(value.split(separator: ":")[0])
        #expect(SelfTestSlowdown.request(for: variant, in: [key: candidate])?.isTimed == true, "\(candidate)")
        #expect(SelfTestSlowdown.request(for: variant, in: [key: baseline])?.isTimed == false, "\(baseline)")
    }
    #expect(SelfTestSlowdown.sides(for: "code/fit").candidate == "code/fit:3:counted")
    #expect(SelfTestSlowdown.sides(for: nil).baseline == nil && SelfTestSlowdown.sides(for: nil).candidate == nil)
}
