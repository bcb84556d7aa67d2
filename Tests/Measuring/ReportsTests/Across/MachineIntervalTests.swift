import Foundation
import Testing
@testable import Reports

/// The interval over machines against values worked out by hand: the hosts' log ratios, mean ± t·sd/√n, exp.
@Suite struct MachineIntervalTests {
    /// Two hosts, 2.0 and 2.5: ln 2 = 0.693147, ln 2.5 = 0.916291; mean 0.804719; sd = 0.223144/√2 = 0.157786;
    /// sd/√2 = 0.111572; t(0.975, 1) = 12.7062; exp(0.804719 ∓ 12.7062 · 0.111572) = 0.541759 and 9.229204; the
    /// geometric mean √5 = 2.236068.
    @Test func twoHostsGiveTheHandComputedInterval() throws {
        let interval = try #require(MachineInterval(values: [2.0, 2.5]))
        #expect(interval.machines == 2)
        #expect(abs(interval.t - 12.7062) < 1e-4)
        #expect(abs(interval.meanLog - 0.804719) < 1e-6)
        #expect(abs(interval.standardDeviationLog - 0.157786) < 1e-6)
        #expect(abs(interval.geometricMean - 2.236068) < 1e-6)
        #expect(abs(interval.lower - 0.541759) < 1e-5)
        #expect(abs(interval.upper - 9.229204) < 1e-4)
    }

    /// Three hosts, 2.0, 2.5 and 3.2: mean of logs 0.924196, sd 0.235102, t(0.975, 2) = 4.302653;
    /// exp(0.924196 ∓ 4.302653 · 0.235102/√3) = 1.405189 and 4.518684.
    @Test func threeHostsUseTwoDegreesOfFreedom() throws {
        let interval = try #require(MachineInterval(values: [2.0, 2.5, 3.2]))
        #expect(abs(interval.t - 4.302653) < 1e-5)
        #expect(abs(interval.lower - 1.405189) < 1e-5)
        #expect(abs(interval.upper - 4.518684) < 1e-5)
    }

    @Test func oneHostHasNoInterval() {
        #expect(MachineInterval(values: [2.0]) == nil)
        #expect(MachineInterval.oneMachine == "one machine: no interval over machines")
    }

    /// Hosts that agree exactly give an interval of no width at their value, not a failure.
    @Test func identicalHostsGiveAPoint() throws {
        let interval = try #require(MachineInterval(values: [1.5, 1.5]))
        #expect(abs(interval.lower - 1.5) < 1e-12 && abs(interval.upper - 1.5) < 1e-12)
    }
}
