import Foundation
@testable import Reports
import Results
import Testing

/// The share of process spread that goes with the host's modes, on processes whose times are made from their
/// probes: exactly proportional (R² 1), independent of them (R² 0), and ratios that do not vary (nothing to explain).
@Suite struct ProcessModesTests {
    static let memory: [Double] = [80, 100, 120, 160, 90, 110]
    static let probes = memory.enumerated().map {
        ProcessProbe(process: $0.offset + 1, cpu: $0.offset % 2, memoryNanoseconds: $0.element, computeNanoseconds: 1.2)
    }

    static func samples(_ variant: String, _ perRow: (Int) -> UInt64) -> [Sample] {
        (1...memory.count).flatMap { process in
            (1...3).map {
                Sample(
                    process: process, round: $0, position: 1, variant: variant, batchSize: 1,
                    nanoseconds: perRow(process), allocatedBytes: 0)
            }
        }
    }

    @Test func aVariantWhoseProcessesRunAtTheProbesSpeedIsExplainedWhole() throws {
        // code's per-row time is 100 times the memory walk: ln(median) = ln 100 + ln(memory), R² = 1.
        let code = Self.samples("code/fit") { UInt64(Self.memory[$0 - 1] * 100) }
        // nib's time is the same in every process but one, in no relation to the probe's order.
        let nib = Self.samples("nib-cached/fit") { [10_000, 10_000, 10_000, 10_000, 10_000, 10_100][$0 - 1] }
        let modes = try #require(
            ProcessModes(
                probes: Self.probes, samplesByVariant: ["code/fit": code, "nib-cached/fit": nib],
                variants: ["code/fit", "nib-cached/fit"],
                comparisons: [(a: "code/fit", b: "nib-cached/fit"), (a: "code/fit", b: "code/fit")]))
        #expect(abs(modes.speed[0].rSquared - 1) < 1e-9 && modes.speed[0].processes == 6)
        #expect(modes.speed[1].rSquared < 0.2)
        #expect(modes.ratios[0].label == "code/fit / nib-cached/fit" && modes.ratios[0].rSquared > 0.9)
        // A ratio of a variant with itself does not vary: nothing to explain, no share of any width.
        #expect(modes.ratios[1].rSquared == 0 && modes.ratios[1].intervalShare == 0)
    }

    @Test func intervalShareIsTheWidthLostWithTheExplainedVariance() {
        // R² 0.75 leaves half the standard deviation: half the width.
        let fit = ProcessModes.Fit(label: "a / b", processes: 10, rSquared: 0.75)
        #expect(abs(fit.intervalShare - 0.5) < 1e-12)
    }

    @Test func runsWithoutProbesHaveNone() {
        #expect(ProcessModes(probes: nil, samplesByVariant: [:], variants: [], comparisons: []) == nil)
    }
}
