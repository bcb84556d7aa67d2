import Foundation
@testable import Reports
import Results
import TestFixtures
import Testing

/// The report's line on a calibrated run: what the calibration chose, and whether it timed the groups twice.
@Suite struct CalibrationLineTests {
    func report(timedTwice: Bool?) throws -> String {
        let data = Fixture.data()
        var metadata = Fixture.metadata(for: data)
        let model = GroupCalibration(
            group: "model", processes: 40, calibrationRounds: 20, fixedSeconds: 0.1,
            secondsPerRound: 0.001, startupSeconds: 0.05, plannedRounds: 250, rounds: 90,
            fixedByOption: false)
        var calibration = RunCalibration(
            targetSeconds: 50, calibrationSeconds: 2.9, groups: [model],
            coldSecondsEstimate: 6, estimatedSeconds: 48)
        calibration.timedTwice = timedTwice
        metadata.plan.calibration = calibration
        return MarkdownReport(analysis: try RunAnalysis(data: data, metadata: metadata, path: "run")).render()
    }

    @Test func aCalibrationThatTimedTheGroupsTwiceSaysSo() throws {
        #expect(
            try report(timedTwice: true).contains(
                "- Rounds sized to a 50 s target by a 2.9 s calibration (estimated 48 s; "
                    + "every group timed twice and the faster kept, the first timing having "
                    + "overrun the target): model 90 of 250 planned rounds"))
        #expect(
            try report(timedTwice: nil).contains(
                "- Rounds sized to a 50 s target by a 2.9 s calibration (estimated 48 s): model 90 of 250"))
    }
}
