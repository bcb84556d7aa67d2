import Foundation
@testable import Harness
import Results
import Testing

/// Sizing a run's rounds to its target time: the arithmetic against worked answers, the calibration worker's
/// phases read with a scripted clock, and the pacing that shortens the rounds still to come when the host slows.
@Suite struct RunCalibrationTests {
    static func group(
        _ name: String, processes: Int, fixed: Double, perRound: Double, rounds: Int,
        fixedByOption: Bool = false
    ) -> GroupCalibration {
        GroupCalibration(
            group: name, processes: processes, calibrationRounds: 3, fixedSeconds: fixed,
            secondsPerRound: perRound, startupSeconds: 0.1, plannedRounds: rounds, rounds: rounds,
            fixedByOption: fixedByOption)
    }

    static let groups = [
        group("model", processes: 80, fixed: 0.1, perRound: 0.001, rounds: 250),
        group("gtk", processes: 16, fixed: 0.4, perRound: 0.01, rounds: 30),
    ]
    static let minimums = ["model": 50, "gtk": 10]

    /// At their minimum rounds the groups take 80 x (0.1 + 50 x 0.001) + 16 x (0.4 + 10 x 0.01) = 20 s. GTK's
    /// rounds to its plan cost 16 x 20 x 0.01 = 3.2 s more, then the model's 80 x 200 x 0.001 = 16 s more:
    /// 21.61 s raises GTK's by half its gap (to 20), 31.21 s gives GTK its 30 and the model half its gap (150).
    @Test(arguments: [(100.0, 250, 30), (31.21, 150, 30), (21.61, 50, 20), (10.0, 50, 10)])
    func roundsGoToTheToolkitsFirstThenToTheModel(available: Double, model: Int, gtk: Int) {
        let sized = RunCalibrator.size(Self.groups, minimums: Self.minimums, availableSeconds: available)
        #expect(sized.map(\.rounds) == [model, gtk])
    }

    /// `--rounds` fixed the model's 250 rounds (80 x 0.35 = 28 s): only GTK's are scaled, (36.81 - 34.4) / 4.8 = 0.502.
    @Test func roundsAnOptionFixedAreLeftAndTheOthersTakeTheRest() {
        var groups = Self.groups
        groups[0].fixedByOption = true
        let sized = RunCalibrator.size(groups, minimums: Self.minimums, availableSeconds: 36.81)
        #expect(sized.map(\.rounds) == [250, 15])
    }

    /// Rounds at their minimum (80 x (0.1 + 50 x 0.001) + 16 x (0.4 + 10 x 0.01) = 20 s) in 11 s available:
    /// the processes are scaled by (11 - 0) / 20 = 0.55, the model's to 44, GTK's to 8 but kept at 10.
    @Test func processesAreCutOnlyWhenTheRoundsAtTheirMinimumStillOverrun() {
        let atMinimum = RunCalibrator.size(Self.groups, minimums: Self.minimums, availableSeconds: 11)
        #expect(atMinimum.map(\.rounds) == [50, 10])
        let cut = RunCalibrator.sizeProcesses(atMinimum, fixed: [], availableSeconds: 11)
        #expect(cut.map(\.processes) == [44, RunCalibrator.minimumToolkitProcesses])
        #expect(cut.map(\.plannedProcesses) == [80, 16])
        // Enough time: nothing cut. `--processes` given: the model keeps its 80, GTK is cut.
        #expect(RunCalibrator.sizeProcesses(atMinimum, fixed: [], availableSeconds: 20.5).map(\.processes) == [80, 16])
        let modelFixed = RunCalibrator.sizeProcesses(atMinimum, fixed: ["model"], availableSeconds: 14)
        #expect(modelFixed.map(\.processes) == [80, RunCalibrator.minimumToolkitProcesses])
    }

    /// A scripted clock: each call returns the next time.
    final class ScriptedClock: @unchecked Sendable {
        var times: [Double]
        init(_ times: [Double]) { self.times = times }
        func now() -> Double { times.removeFirst() }
    }

    /// Calibrates `plan` with a scripted worker that announces every phase, the clock reading `times` in turn:
    /// calibration start; worker start, warm-up, rounds, counting, done, end; calibration end.
    static func calibrate(_ plan: RunPlan, times: [Double]) throws -> (plan: RunPlan, launcher: ScriptedLauncher) {
        let launcher = ScriptedLauncher { _ in
            .init(
                lines: ["setup", "warmup", "rounds", "counting", "done"].map {
                    WorkerMessage.phase($0, variant: "*").line
                })
        }
        let clock = ScriptedClock(times)
        return (try RunCalibrator(launcher: launcher, now: clock.now).calibrate(plan), launcher)
    }

    @Test func theCalibrationWorkerIsSplitByItsPhases() throws {
        var plan = RunCoordinatorTests.plan
        plan.rounds = 250
        plan.targetSeconds = 1_000
        let (calibrated, launcher) = try Self.calibrate(plan, times: [0, 10, 10.5, 11, 13, 13, 13.2, 13.2])
        #expect(launcher.plans.map(\.rounds) == [RunCalibrator.modelCalibrationRounds])
        let calibration = try #require(calibrated.calibration)
        let model = try #require(calibration.groups.first)
        #expect(abs(model.secondsPerRound - 2.0 / 20) < 1e-12)
        #expect(abs(model.fixedSeconds - 1.2) < 1e-12 && abs(model.startupSeconds - 0.5) < 1e-12)
        #expect(calibration.calibrationSeconds == 13.2 && calibrated.rounds == 250)
        // 2 variants x 2 cold processes x 0.5 s of start-up; 3 workers x (1.2 + 250 x 0.1).
        #expect(abs(calibration.coldSecondsEstimate - 2) < 1e-12)
        #expect(abs(calibration.estimatedSeconds - (13.2 + 2 + 3 * 26.2)) < 1e-9)
    }

    /// At their minimum rounds the groups take 20 s (as above): more than 19 s available overruns, 21 s does not.
    @Test func anOverrunIsTheRoundsAtTheirMinimumNotFitting() {
        #expect(RunCalibrator.overruns(Self.groups, minimums: Self.minimums, availableSeconds: 19.9))
        #expect(!RunCalibrator.overruns(Self.groups, minimums: Self.minimums, availableSeconds: 20.1))
    }

    /// The first calibration worker is caught in a burst (0.01 s a round, 1.1 s fixed): 40 workers at 50 rounds
    /// would take 64 s of the 14.7 s left, and processes would be cut. Before cutting, the group is timed again;
    /// the second timing (0.001 s a round, 0.11 s fixed) is kept, and then all 40 workers get their 250 rounds.
    @Test func aTimingThatWouldCutProcessesIsTakenTwiceAndTheFasterKept() throws {
        var plan = RunCoordinatorTests.plan
        (plan.processes, plan.rounds, plan.targetSeconds) = (40, 250, 20)
        let (calibrated, launcher) = try Self.calibrate(
            plan,
            times: [
                0, 0, 0.5, 1.0, 1.2, 1.2, 1.3, 1.3,
                1.3, 1.35, 1.4, 1.42, 1.42, 1.43, 1.43,
            ])
        #expect(launcher.plans.count == 2)
        let calibration = try #require(calibrated.calibration)
        #expect(calibration.timedTwice == true && calibration.calibrationSeconds == 1.43)
        #expect(abs(try #require(calibration.groups.first).secondsPerRound - 0.001) < 1e-9)
        #expect(calibrated.processes == 40 && calibrated.rounds == 250)
        // Timed once when the first timing fits (the test above): `timedTwice` stays absent.
        plan.targetSeconds = 1_000
        #expect(
            try Self.calibrate(plan, times: [0, 0, 0.5, 1.0, 1.2, 1.2, 1.3, 1.3]).plan.calibration?.timedTwice == nil)
    }

    @Test func aCalibrationWorkerThatFailsIsNamed() throws {
        var plan = RunCoordinatorTests.plan
        plan.targetSeconds = 50
        let launcher = ScriptedLauncher { _ in .init(lines: [], exit: WorkerExit(status: 1, standardError: "boom")) }
        let error = try #require(throws: HarnessError.self) { try RunCalibrator(launcher: launcher).calibrate(plan) }
        #expect(error == .workerFailed(process: "calibration (model)", variant: nil, status: 1, detail: "boom"))
    }

    @Test func aPlanWithoutTargetOrWithEveryRoundFixedIsNotCalibrated() throws {
        let launcher = ScriptedLauncher(RunCoordinatorTests.goodWorker)
        var plan = RunCoordinatorTests.plan
        #expect(try RunCalibrator(launcher: launcher).calibrate(plan) == plan)
        plan.targetSeconds = 50
        plan.roundsFixedByOption = ["model"]
        #expect(try RunCalibrator(launcher: launcher).calibrate(plan) == plan)
        #expect(launcher.plans.isEmpty)
    }

    /// Four workers of 100 rounds at 0.01 s, 10 s target (8 s left after the report's allowance). The first
    /// keeps its rounds; when it took 3 s where 1 s was predicted, the three left must fit 5 s at three times
    /// the predicted pace: (5 / 3) / 3 = 0.556 of their rounds.
    @Test func aSlowerHostShortensTheRoundsStillToCome() {
        let model = Self.group("model", processes: 4, fixed: 0, perRound: 0.01, rounds: 100)
        let calibration = RunCalibration(
            targetSeconds: 10, calibrationSeconds: 0, groups: [model], coldSecondsEstimate: 0,
            estimatedSeconds: 4)
        var pacing = RunPacing(calibration: calibration, groupsInOrder: Array(repeating: "model", count: 4))
        #expect(pacing.rounds(forWorkerAt: 0, elapsed: 0) == 100)
        #expect(pacing.rounds(forWorkerAt: 1, elapsed: 3) == 55)
        // Past the target, a worker still gets the minimum.
        #expect(pacing.rounds(forWorkerAt: 2, elapsed: 30) == RunCalibrator.minimumModelRounds)
    }

    /// Four workers calibrated to 100 of 200 planned rounds at 0.01 s, 6 s target (4 s left after the report's
    /// allowance, what the calibration estimated). Each worker that ends early leaves the rest more time: 3.5 s
    /// for three workers estimated 1 s each gives 116 rounds; 3 s for two, 150; 2.8 s for the last, the plan's
    /// 200 at most.
    @Test func aRunAheadOfItsEstimateRaisesTheRoundsBackTowardThePlan() {
        var model = Self.group("model", processes: 4, fixed: 0, perRound: 0.01, rounds: 200)
        model.rounds = 100
        let calibration = RunCalibration(
            targetSeconds: 6, calibrationSeconds: 0, groups: [model], coldSecondsEstimate: 0,
            estimatedSeconds: 4)
        var pacing = RunPacing(calibration: calibration, groupsInOrder: Array(repeating: "model", count: 4))
        #expect(pacing.rounds(forWorkerAt: 0, elapsed: 0) == 100)
        #expect(pacing.rounds(forWorkerAt: 1, elapsed: 0.5) == 116)
        #expect(pacing.rounds(forWorkerAt: 2, elapsed: 1) == 150)
        #expect(pacing.rounds(forWorkerAt: 3, elapsed: 1.2) == 200)
    }

    /// Model and GTK workers alternating, calibrated to 50 of 250 rounds (0.001 s) and 10 of 60 (0.01 s): the
    /// calibrated rest costs 0.3 s. With 0.29 s left every worker first gets its calibrated rounds (or the
    /// minimum); when the workers take no time, the spare goes to GTK's rounds while GTK's plan is not reached
    /// (0.04 s of its 1 s gap: 12 rounds; then 0.19 of 0.5: 29) and the model's stay. With 5 s to spare,
    /// everyone gets the plan.
    @Test func spareTimeGoesToTheToolkitsRoundsFirst() {
        var model = Self.group("model", processes: 2, fixed: 0, perRound: 0.001, rounds: 250)
        var gtk = Self.group("gtk", processes: 2, fixed: 0, perRound: 0.01, rounds: 60)
        (model.rounds, gtk.rounds) = (50, 10)
        let order = ["model", "gtk", "model", "gtk"]
        let tight = RunCalibration(
            targetSeconds: 2.29, calibrationSeconds: 0, groups: [model, gtk], coldSecondsEstimate: 0,
            estimatedSeconds: 0.3)
        var pacing = RunPacing(calibration: tight, groupsInOrder: order)
        #expect(pacing.rounds(forWorkerAt: 0, elapsed: 0) == 50)
        #expect(pacing.rounds(forWorkerAt: 1, elapsed: 0) == 12)
        #expect(pacing.rounds(forWorkerAt: 2, elapsed: 0) == 50)
        #expect(pacing.rounds(forWorkerAt: 3, elapsed: 0) == 29)
        let roomy = RunCalibration(
            targetSeconds: 7, calibrationSeconds: 0, groups: [model, gtk], coldSecondsEstimate: 0,
            estimatedSeconds: 0.3)
        let generous = RunPacing(calibration: roomy, groupsInOrder: order)
        #expect(generous.proposedRounds(forWorkerAt: 0, elapsed: 0) == 250)
        #expect(generous.proposedRounds(forWorkerAt: 1, elapsed: 0) == 60)
    }

    @Test func theCoordinatorRecordsTheRoundsEachWorkerWasGiven() throws {
        var plan = RunCoordinatorTests.plan
        plan.calibration = RunCalibration(
            targetSeconds: 1_000, calibrationSeconds: 0,
            groups: [Self.group("model", processes: 3, fixed: 0, perRound: 0.001, rounds: 2)],
            coldSecondsEstimate: 0, estimatedSeconds: 0)
        let launcher = ScriptedLauncher(RunCoordinatorTests.goodWorker)
        let data = try RunCoordinator(launcher: launcher).run(plan) { _ in }
        #expect(data.roundsRun == ["model": [2, 2, 2]])
        #expect(launcher.plans.filter { $0.mode == .steady }.map(\.rounds) == [2, 2, 2])
    }
}
