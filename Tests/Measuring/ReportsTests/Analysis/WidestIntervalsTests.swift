import Foundation
@testable import Reports
import Results
import Testing

/// What a run reads between workers to choose where one more helps: each group's widest interval from the samples,
/// against the interval worked out by hand.
@Suite struct WidestIntervalsTests {
    /// One round per process, A timed at B · e^(r + d), B at 1 s: the process's log ratio is r + d.
    static func samples(_ a: String, _ b: String, ratio: Double, deviations: [Double]) -> [Sample] {
        deviations.enumerated().flatMap { index, deviation in
            [
                Sample(
                    process: index + 1, round: 1, position: 1, variant: a, batchSize: 1,
                    nanoseconds: UInt64((1e9 * exp(log(ratio) + deviation)).rounded()), allocatedBytes: 0),
                Sample(
                    process: index + 1, round: 1, position: 2, variant: b, batchSize: 1, nanoseconds: 1_000_000_000,
                    allocatedBytes: 0),
            ]
        }
    }

    static let deviations = [-0.02, -0.01, 0, 0.01, 0.02, -0.02, -0.01, 0, 0.01, 0.02]

    /// Ten processes are ten blocks of one: the interval is mean ± t₉ · s / √10 on the log scale, with
    /// s = √(0.002 / 9) for the model's deviations and twice that for GNUstep's, and its half-width relative to the
    /// ratio is sinh of that. Qt's pair was timed by one process only, so it has no interval over processes.
    @Test func eachGroupGetsItsWidestIntervalsHalfWidth() throws {
        let samples =
            Self.samples("code/fit", "nib-cached/fit", ratio: 0.2, deviations: Self.deviations)
            + Self.samples(
                "gnustep-code/fit", "gnustep-nib/fit", ratio: 0.15, deviations: Self.deviations.map { $0 * 2 })
            + Self.samples("qt-code/fit", "qt-uiloader/fit", ratio: 0.3, deviations: [0])
        let widest = WidestIntervals.halfWidths(of: samples)
        let t9 = 2.262157162740992
        let model = sinh(t9 * (0.002 / 9).squareRoot() / 10.0.squareRoot())
        #expect(Set(widest.keys) == ["model", "gnustep"])
        #expect(abs(try #require(widest["model"]) - model) < 1e-6)
        #expect(
            abs(try #require(widest["gnustep"]) - sinh(2 * t9 * (0.002 / 9).squareRoot() / 10.0.squareRoot())) < 1e-6)
    }

    /// The model's other pairs (without shrink-to-fit and fit against no fit: half the spread or none) do not
    /// hide the widest.
    @Test func aGroupsWidestIsItsLargestHalfWidth() throws {
        let samples =
            Self.samples("code/fit", "nib-cached/fit", ratio: 0.2, deviations: Self.deviations)
            + Self.samples("code/nofit", "nib-cached/nofit", ratio: 0.14, deviations: Self.deviations.map { $0 / 2 })
        let all = try #require(WidestIntervals.halfWidths(of: samples)["model"])
        let fit = try #require(
            WidestIntervals.halfWidths(
                of: Self.samples("code/fit", "nib-cached/fit", ratio: 0.2, deviations: Self.deviations))["model"])
        #expect(abs(all - fit) < 1e-12 && fit > 0.01)
    }
}
