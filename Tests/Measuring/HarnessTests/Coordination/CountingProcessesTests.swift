import Builders
import Foundation
@testable import Harness
import Results
import TestSupport
import Testing
import Views

/// A factory of bare views.
private final class BareRows: RowFactory {
    func makeRow() throws -> View { View() }
}

/// Only the first `countingProcesses` steady workers of each group run the allocation-counting pass, and the
/// calibration and pacing charge the pass to those workers alone.
@Suite struct CountingProcessesTests {
    static var plan: RunPlan {
        var plan = RunCoordinatorTests.plan
        plan.processes = 6
        plan.toolkitGroups = [
            ToolkitGroup(
                toolkit: "gtk", variants: ["gtk-code/fit"], processes: 4, warmupRounds: 1,
                rounds: 2, coldProcesses: 0, countingRows: 3)
        ]
        plan.countingProcesses = 2
        return plan
    }

    @Test func theFirstWorkersOfEachGroupCount() {
        let schedule = Self.plan.steadySchedule()
        let model = schedule.filter { $0.variants == ["code/fit", "code/nofit"] }
        let gtk = schedule.filter { $0.variants == ["gtk-code/fit"] }
        #expect(model.map(\.countingRows) == [5, 5, 0, 0, 0, 0])
        #expect(gtk.map(\.countingRows) == [3, 3, 0, 0])
        var everyone = Self.plan
        everyone.countingProcesses = nil
        #expect(everyone.steadySchedule().allSatisfy { $0.countingRows > 0 })
    }

    @Test func aWorkerWithoutCountingRowsCountsNothingAndSaysItIsDone() throws {
        var worker = Self.plan.steadyWorker(1)
        worker.countingRows = 0
        var messages: [WorkerMessage] = []
        var run = Worker(
            plan: worker, clock: FakeClock(step: 10), meter: FakeMeter(bytesPerRead: 1, countPerRead: 1),
            makeFactory: { _ in BareRows() }, emit: { messages.append($0) })
        try run.run()
        #expect(!messages.contains { if case .allocations = $0 { true } else { false } })
        #expect(messages.last == .phase("done", variant: "*"))
        #expect(messages.contains(.phase("counting", variant: "*")))
    }

    /// Counting 1 s, other fixed time 0.5 s, rounds 0.1 s: of 6 workers, 2 count.
    @Test func theCountingPassIsChargedToTheWorkersThatRunIt() {
        var model = RunCalibrationTests.group("model", processes: 6, fixed: 0.5, perRound: 0.1, rounds: 10)
        (model.countingSeconds, model.countingProcesses) = (1, 2)
        #expect(abs(model.steadySeconds(rounds: 10) - (6 * 1.5 + 2 * 1)) < 1e-12)
        #expect(model.fixedSeconds(ofWorker: 2) == 1.5 && model.fixedSeconds(ofWorker: 3) == 0.5)
        model.countingProcesses = nil
        #expect(abs(model.steadySeconds(rounds: 10) - 6 * 2.5) < 1e-12)
    }

    /// The calibration worker's time from `counting` to `done` is its counting pass, the rest its exit.
    @Test func theCalibrationTimesTheCountingPassApart() throws {
        var plan = RunCoordinatorTests.plan
        plan.targetSeconds = 1_000
        plan.countingProcesses = 1
        let calibrated = try RunCalibrationTests.calibrate(plan, times: [0, 10, 10.5, 11, 13, 13.75, 13.95, 13.95]).plan
        let calibration = try #require(calibrated.calibration)
        let model = try #require(calibration.groups.first)
        #expect(abs((model.countingSeconds ?? 0) - 0.75) < 1e-12 && model.countingProcesses == 1)
        #expect(abs(model.fixedSeconds - 1.2) < 1e-12)
        // 3 workers x (1.2 + 2 rounds x 0.1) and one counting pass of 0.75.
        #expect(abs(calibration.estimatedSeconds - (13.95 + 2 + 3 * 1.4 + 0.75)) < 1e-9)
    }

    /// Two model workers, the first counting (1 s) and the second not, 4 s left after the report's allowance.
    /// The first is predicted 2.5 s (0.5 + its pass + 10 rounds of 0.1 s); when it took that, the second is
    /// predicted 1.5 s without the pass and keeps its 10 rounds in the 1.5 s left. Charging the pass to the
    /// wrong worker would cut them.
    @Test func pacingPredictsTheCountingPassOnlyForCountingWorkers() {
        var model = RunCalibrationTests.group("model", processes: 2, fixed: 0.5, perRound: 0.1, rounds: 10)
        (model.countingSeconds, model.countingProcesses) = (1, 1)
        let calibration = RunCalibration(
            targetSeconds: 6, calibrationSeconds: 0, groups: [model],
            coldSecondsEstimate: 0, estimatedSeconds: 4)
        var pacing = RunPacing(calibration: calibration, groupsInOrder: ["model", "model"], minimums: ["model": 1])
        #expect(pacing.rounds(forWorkerAt: 0, elapsed: 0) == 10)
        #expect(pacing.proposedRounds(forWorkerAt: 1, elapsed: 2.5) == 10)
        // 3 s instead of 2.5: pace 1.2, so 1 s left is 0.83 s at the predicted pace, 0.33 s of it for rounds.
        #expect(pacing.proposedRounds(forWorkerAt: 1, elapsed: 3) == 3)
    }
}
