import Results
import Statistics
import Testing
@testable import Reports

/// Three processes of 100 frames each: frame i takes i × 100 µs in process 1, ×1.01 in process 2, ×0.99 in 3,
/// so 16 or 17 of 100 exceed 8.33 ms and none exceeds 16.67 ms except frames above 166.
private func frames(source: String, scale: Double = 1) -> [TableFrame] {
    (1...3).flatMap { process in
        (1...100).map { i in
            let factor = [1.0, 1.01, 0.99][process - 1] * scale
            return TableFrame(process: process, source: source, scenario: "scrolling", index: i,
                              nanoseconds: UInt64((Double(i) * 100_000 * factor).rounded()))
        }
    }
}

@Test func tableAnalysisSummarisesPerProcessAndGivesVerdictsFromIntervals() throws {
    let analysis = try TableAnalysis(frames: frames(source: "code") + frames(source: "flat", scale: 0.05),
                                     sources: ["code", "flat"], scenarios: ["scrolling"],
                                     options: BootstrapOptions(seed: 1, resamples: 200))
    #expect(analysis.rows.count == 2)
    let code = try #require(analysis.rows.first { $0.source == "code" })
    #expect(code.frames == 300 && code.processes == 3)
    // Process 1: type-7 median of 100 µs … 10,000 µs is 5,050 µs; the median process is process 1.
    #expect(abs(code.p50.value - 5_050_000) < 1)
    #expect(abs(code.max.value - 10_000_000) < 1)
    // Over 8.33 ms: frames 84…100 in process 1 (17), 83…100 in process 2 (18), 85…100 in process 3 (16).
    #expect(abs(code.overBudget[0].value - 0.17) < 1e-9)
    #expect(code.overBudget[1].value == 0)
    #expect(TableAnalysis.verdict(code) == "code: misses 120 Hz in 17.0% of frames; keeps 60 Hz (0.0% of frames over 60 Hz's budget).")
    let flat = try #require(analysis.rows.first { $0.source == "flat" })
    #expect(TableAnalysis.verdict(flat).hasPrefix("flat: keeps 120 Hz"))
}

@Test func framesReadBackFromTheirLines() {
    let frame = TableFrame(process: 2, source: "nib-cached", scenario: "updates-throttled", index: 7, nanoseconds: 12_345)
    #expect(TableFrame(line: Substring(frame.line)) == frame)
    #expect(TableFrame(line: "frame,2,code") == nil)
}
