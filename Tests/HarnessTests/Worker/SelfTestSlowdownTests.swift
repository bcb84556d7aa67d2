import Builders
import Harness
import Results
import Testing
import Views

private final class FixedRowFactory: RowFactory {
    let row = View()
    func makeRow() throws -> View { row }
}

/// Off unless the variable names the variant: the factory itself comes back.
@Test func theSelfTestSlowdownIsOffByDefault() throws {
    let factory = FixedRowFactory()
    var clock = SystemClock()
    for environment in [[:], [SelfTestSlowdown.variable: "code/nofit"], [SelfTestSlowdown.variable: ""]] {
        let result = try SelfTestSlowdown.apply(to: factory, variant: "code/fit", environment: environment, clock: &clock)
        #expect(result === factory)
    }
}

/// Named: a wrapper that still returns the base factory's row, with some extra steps per row.
@Test func theSelfTestSlowdownWrapsTheNamedVariant() throws {
    let factory = FixedRowFactory()
    var clock = SystemClock()
    let result = try SelfTestSlowdown.apply(to: factory, variant: "code/fit",
                                            environment: [SelfTestSlowdown.variable: "code/fit"], clock: &clock)
    let slowed = try #require(result as? SlowedRowFactory)
    #expect(slowed.steps >= 0)
    #expect(try slowed.makeTimedRow() === factory.row)
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
