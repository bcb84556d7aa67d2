@testable import Harness
import Testing

/// Sizing `survey` to its target, against answers worked by hand.
@Suite struct SurveySizingTests {
    /// Two files' loads, 1 ms and 4 ms, with 2 ms batches: a worker's loads take 0.015 + 0.006 b s for b
    /// batches; the calibration worker (one batch) took 0.521 s, so 0.5 s of it is its own.
    static func size(target: Double, processes: Int? = nil, batches: Int? = nil) -> SurveySizing {
        SurveySizing.size(
            loads: [1e6, 4e6], batchNanoseconds: 2e6, workerSeconds: 0.521, elapsedBefore: 1,
            targetSeconds: target, processes: processes, batches: batches)
    }

    @Test func aTargetThatFitsKeepsTheDefaults() {
        let sizing = Self.size(target: 10)
        #expect(sizing.processes == 3 && sizing.batches == 5 && abs(sizing.secondsPerWorker - 0.545) < 1e-9)
        let expected: Double = 1 + 0.521 + 3 * 0.545
        #expect(abs(sizing.estimatedSeconds - expected) < 1e-9)
    }

    /// 3 s leave 1.479 s after decoding and calibration: 3 workers of 5 batches (1.635 s) do not fit, nor of 3
    /// (1.599 s); at the floor of 2 batches they take 1.581 s, 0.10 s past the target, within rounding of it.
    @Test func theBatchesAreCutToTheirFloor() {
        let sizing = Self.size(target: 3)
        #expect(sizing.processes == 3 && sizing.batches == 2 && sizing.overrun == nil)
    }

    @Test func anOptionsProcessesWinAndSaySo() throws {
        let sizing = Self.size(target: 3, processes: 10)
        #expect(sizing.processes == 10 && sizing.batches == 2 && sizing.fixedByOption == ["--processes 10"])
        let overrun = try #require(sizing.overrun)
        let expected: Double = 1 + 0.521 + 10 * 0.527 - 3
        #expect(abs(overrun - expected) < 1e-9)
    }

    @Test func theDefaultTargetGrowsWithTheFiles() {
        #expect(SurveySizing.targetSeconds(files: 0) == 5 && SurveySizing.targetSeconds(files: 38) == 24)
    }
}
