import Builders
@testable import Harness
import Results
import Testing

/// Sizing `table` to its target: the jobs' costs from the calibration's two lengths, and the lengths and processes
/// chosen from them, against answers worked by hand.
@Suite struct TableSizingTests {
    static func time(_ source: String, _ scenario: String, _ multiple: Int, _ seconds: Double) -> TableJobTime {
        TableJobTime(
            process: 0, source: source, scenario: scenario, multiple: multiple,
            nanoseconds: UInt64((seconds * 1e9).rounded()))
    }

    static let lengths: [TableLength: Double] = [.scrollRows: 100, .updateSeconds: 0.1, .firstScreens: 4]

    /// Scrolling 100 rows took 1.5 s and 200 rows 2.5 s: 0.01 s a row and 0.5 s at any length. The updates, 0.4 s
    /// and 0.6 s for 0.1 s and 0.2 s of stream: 2 s a second and 0.2 s. The first screens, 0.8 s for 4 and 1.2 s
    /// for 8: 0.1 s a screen and 0.4 s.
    @Test func aJobsCostIsSplitFromItsTwoLengths() {
        let costs = TableSizing.jobCosts(
            [
                Self.time("code", "scrolling", 1, 1.5), Self.time("code", "scrolling", 2, 2.5),
                Self.time("code", "updates-reload-all", 1, 0.4), Self.time("code", "updates-reload-all", 2, 0.6),
                Self.time("code", "first-screen", 1, 0.8), Self.time("code", "first-screen", 2, 1.2),
            ],
            calibrationLengths: Self.lengths)
        #expect(costs.map(\.scenario) == ["scrolling", "updates-reload-all", "first-screen"])
        #expect(costs.map(\.length) == [.scrollRows, .updateSeconds, .firstScreens])
        for (cost, (fixed, perUnit)) in zip(costs, [(0.5, 0.01), (0.2, 2.0), (0.4, 0.1)]) {
            #expect(abs(cost.fixedSeconds - fixed) < 1e-9 && abs(cost.secondsPerUnit - perUnit) < 1e-9, "\(cost)")
        }
    }

    /// The longer run timed shorter (2.0 s, then 1.9 s): a quarter of 1.9 s is still taken to grow with the
    /// length (0.00475 s a row), the rest (0.95 s) as fixed, so the length never looks free.
    @Test func noiseCannotMakeALengthLookFree() {
        let cost = TableSizing.jobCosts(
            [Self.time("flat", "scrolling", 1, 2.0), Self.time("flat", "scrolling", 2, 1.9)],
            calibrationLengths: Self.lengths)[0]
        #expect(abs(cost.secondsPerUnit - 0.00475) < 1e-12 && abs(cost.fixedSeconds - 0.95) < 1e-9)
    }

    /// A worker: 1 s of its own, a job of 1 s whatever the lengths, a scroll of 0.5 s + 0.01 s a row, updates of 0.2 s
    /// + 2 s a
    /// second. Between the minimums (100 rows, 0.1 s) and the defaults (1,000, 3 s) it costs 3.9 + 14.8 f.
    static let costs = [
        TableSizing.JobCost(source: "code", scenario: "first-screen", length: nil, fixedSeconds: 1, secondsPerUnit: 0),
        TableSizing.JobCost(
            source: "code", scenario: "scrolling", length: .scrollRows, fixedSeconds: 0.5, secondsPerUnit: 0.01),
        TableSizing.JobCost(
            source: "code", scenario: "updates-throttled", length: .updateSeconds, fixedSeconds: 0.2,
            secondsPerUnit: 2),
    ]

    static func size(
        target: Double, processes: Int? = nil, scrollRows: Int? = nil, updateSeconds: Double? = nil
    ) -> TableSizing {
        TableSizing.size(
            costs: costs, workerFixedSeconds: 1, calibrationSeconds: 8, targetSeconds: target,
            processes: processes, scrollRows: scrollRows, updateSeconds: updateSeconds)
    }

    /// 100 s less 8 s of calibration and 2 s for the report leave 90 s, 9 s for each of 10 workers:
    /// f = (9 - 3.9) / 14.8 = 0.3446, 410 rows, 1.09 s of updates and 9 first screens (4 + 16 f = 9.5); a worker
    /// then takes 8.98 s.
    @Test func theLengthsShrinkByOneFractionToFitAndTheProcessesStay() {
        let sizing = Self.size(target: 100)
        #expect(
            sizing.processes == 10 && sizing.scrollRows == 410 && sizing.updateSeconds == 1.09
                && sizing.firstScreens == 9)
        #expect(abs(sizing.secondsPerWorker - 8.98) < 1e-9 && abs(sizing.estimatedSeconds - 99.8) < 1e-9)
        #expect(sizing.overrun == nil && sizing.fixedByOption.isEmpty)
    }

    @Test func aTargetThatFitsTheDefaultsKeepsThem() {
        let sizing = Self.size(target: 1_000)
        #expect(
            sizing.processes == 10 && sizing.scrollRows == 1_000 && sizing.updateSeconds == 3
                && sizing.firstScreens == 20)
    }

    /// 30 s leave 20 s: ten workers at the minimum lengths (3.9 s) would take 39 s, so 5 workers (the floor;
    /// 20 / 3.9 is 5.1), and the lengths take what 4 s a worker leaves: f = 0.1 / 14.8, 106 rows and 0.11 s.
    @Test func theProcessesAreCutOnlyWhenTheMinimumLengthsOverrun() {
        let sizing = Self.size(target: 30)
        #expect(sizing.processes == 5 && sizing.scrollRows == 106 && sizing.updateSeconds == 0.11)
        #expect(sizing.overrun == nil)
    }

    /// `--processes 200` is kept past a 30 s target: the minimum lengths, and an overrun of 760 s to say so.
    @Test func anOptionsProcessesWinOverTheTargetAndSaySo() throws {
        let sizing = Self.size(target: 30, processes: 200)
        #expect(
            sizing.processes == 200 && sizing.scrollRows == 100 && sizing.updateSeconds == 0.1
                && sizing.firstScreens == 4)
        let overrun = try #require(sizing.overrun)
        #expect(abs(overrun - 760) < 1e-9 && sizing.fixedByOption == ["--processes 200"])
    }

    /// `--update-seconds 0.5` is kept; the scroll alone is sized: 10 workers of 2.7 + 1.0 + (100 + 900 f) x 0.01
    /// fit 9 s when f = 4.3 / 9, 530 rows.
    @Test func aLengthAnOptionSetIsKept() {
        let sizing = Self.size(target: 100, updateSeconds: 0.5)
        #expect(sizing.processes == 10 && sizing.scrollRows == 530 && sizing.updateSeconds == 0.5)
        #expect(sizing.fixedByOption == ["--update-seconds 0.5"])
    }
}
