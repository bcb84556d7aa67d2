@testable import Reports
import Results
import Testing

/// A run's samples become per-process pairs by round: only the rounds that timed both variants, A and B of one
/// round side by side, whatever order the samples came in.
@Test func processPairsJoinTheSamplesOfEachRound() throws {
    func sample(_ variant: String, process: Int, round: Int, _ ns: Double) -> Sample {
        Sample(
            process: process, round: round, position: 1, variant: variant, batchSize: 1, nanoseconds: UInt64(ns),
            allocatedBytes: 0)
    }
    let a = [
        sample("a", process: 1, round: 2, 300), sample("a", process: 1, round: 1, 100),
        sample("a", process: 1, round: 3, 500),
        sample("a", process: 2, round: 1, 700),
    ]
    let b = [
        sample("b", process: 1, round: 1, 10), sample("b", process: 1, round: 2, 30),
        sample("b", process: 3, round: 1, 90),
    ]
    let pairs = RunAnalysis.processPairs(a: a, b: b)
    #expect(pairs.count == 1, "process 1 alone timed both")
    #expect(pairs[0].pairedByRound)
    #expect(pairs[0].a == [300, 100])
    #expect(pairs[0].b == [30, 10])
}
