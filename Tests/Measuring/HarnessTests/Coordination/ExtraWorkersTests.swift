import Foundation
@testable import Harness
import Results
import Testing

/// More workers after a calibrated run's planned ones: which group the rule picks, and what the coordinator
/// runs, numbers, records and stops at, with scripted workers and a scripted clock.
@Suite struct ExtraWorkersTests {
    static let rule = ExtraWorkers(goal: 0.01) { _ in [:] }

    @Test func aGroupsPlannedWidthIsProjectedAsOneOverTheRootOfItsWorkers() {
        let projected = Self.rule.projected(
            ["model": 0.02, "qt": 0.03, "gtk": 0.01], plannedWorkers: ["model": 10, "qt": 10],
            workers: ["model": 40, "qt": 10, "gtk": 10])
        #expect(projected == ["model": 0.01, "qt": 0.03])
    }

    @Test func theWidestGroupAboveTheGoalThatFitsIsChosen() {
        let widest = ["model": 0.012, "gtk": 0.009, "gnustep": 0.02]
        let seconds = ["model": 0.2, "gtk": 0.6, "gnustep": 1.1]
        let all: Set = ["model", "gtk", "gnustep"]
        #expect(Self.rule.choose(widest: widest, eligible: all, secondsPerWorker: seconds, secondsLeft: 5) == "gnustep")
        // GNUstep's worker no longer fits: the next widest above the goal does.
        #expect(Self.rule.choose(widest: widest, eligible: all, secondsPerWorker: seconds, secondsLeft: 1) == "model")
        // An option fixed GNUstep's processes.
        #expect(
            Self.rule.choose(widest: widest, eligible: ["model", "gtk"], secondsPerWorker: seconds, secondsLeft: 5)
                == "model")
        // GTK is within the goal, so nothing is left to narrow; nor when no worker fits at all.
        #expect(Self.rule.choose(widest: widest, eligible: ["gtk"], secondsPerWorker: seconds, secondsLeft: 5) == nil)
        #expect(Self.rule.choose(widest: widest, eligible: all, secondsPerWorker: seconds, secondsLeft: 0.1) == nil)
        // A group whose workers' time is not known yet gets none.
        #expect(
            Self.rule.choose(widest: widest, eligible: all, secondsPerWorker: ["model": 0.2], secondsLeft: 5) == "model"
        )
    }

    /// A clock that advances one second each time it is read.
    final class TickingClock: @unchecked Sendable {
        var seconds = 0.0
        func read() -> Double {
            seconds += 1
            return seconds
        }
    }

    static func plan(target: Double) -> RunPlan {
        var plan = RunCoordinatorTests.plan
        plan.coldProcesses = 0
        // The model's rounds fixed by option, so pacing leaves them at the plan's 2.
        let model = GroupCalibration(
            group: "model", processes: 3, calibrationRounds: 3, fixedSeconds: 0.1, secondsPerRound: 0.01,
            startupSeconds: 0.1, plannedRounds: 2, rounds: 2, fixedByOption: true)
        plan.calibration = RunCalibration(
            targetSeconds: target, calibrationSeconds: 1, groups: [model], coldSecondsEstimate: 0,
            estimatedSeconds: 5)
        plan.extraWorkersGoal = 0.01
        return plan
    }

    /// Three planned workers whose widest interval is ±1.5%: projected as 1.5% · √(3 / n), it is above the
    /// ±1% goal up to 6 workers, so 4 are added. Were the added workers' results read, the scripted widths
    /// (±50% once more than 3 processes ran) would keep adding them. The clock ticks a second a read: the run
    /// starts at 1, each planned worker reads it three times (pacing, start, end: 1 s a worker), each choice once.
    static func run(
        target: Double, fixed: [String] = [], budget: Double? = nil
    ) throws -> (RunData, ScriptedLauncher, [String]) {
        var plan = Self.plan(target: target)
        plan.processesFixedByOption = fixed
        plan.timeBudgetSeconds = budget
        let launcher = ScriptedLauncher(RunCoordinatorTests.goodWorker)
        let clock = TickingClock()
        let extra = ExtraWorkers(goal: 0.01) { samples in
            ["model": Set(samples.map(\.process)).count <= 3 ? 0.015 : 0.5]
        }
        var events: [String] = []
        let data = try RunCoordinator(launcher: launcher, extraWorkers: extra, now: clock.read).run(plan) { event in
            if case .extraWorkerStarted(let group, let process, let halfWidth) = event {
                events.append("\(group) \(process) \(String(format: "%.5f", halfWidth))")
            }
        }
        return (data, launcher, events)
    }

    @Test func workersAreAddedUntilTheGoalIsMetNumberedAfterThePlannedOnes() throws {
        let (data, launcher, events) = try Self.run(target: 100)
        #expect(launcher.plans.map(\.process) == [1, 2, 3, 4, 5, 6, 7])
        #expect(events == ["model 4 0.01500", "model 5 0.01299", "model 6 0.01162", "model 7 0.01061"])
        #expect(
            data.extraProcesses == ["model": 4] && data.steadyProcessesRun == 7
                && data.roundsRun["model"] == Array(repeating: 2, count: 7))
        // The added workers skip the counting pass; the planned ones count as planned.
        #expect(launcher.plans.map(\.countingRows) == [5, 5, 5, 0, 0, 0, 0])
        #expect(Set(data.samples.map(\.process)) == Set(1...7))
    }

    /// The planned workers end at 10; the extras must end by the target less calibration (1 s) and the report
    /// (2 s). At 13.5 s the first choice (at 11, 10 s in) leaves 0.5 s, less than a worker's 1 s: none is added.
    /// At 14.5 s it leaves 1.5 s: one is (12 to 13), and the next choice (at 14) leaves -1.5 s.
    @Test(arguments: [(13.5, 3), (14.5, 4)])
    func workersAreAddedOnlyWhileOneFitsBeforeTheTarget(target: Double, workers: Int) throws {
        let (_, launcher, _) = try Self.run(target: target)
        #expect(launcher.plans.count == workers)
    }

    /// A 12.5 s time budget (measured from the run's start, with no cold series to keep room for) bounds the extras
    /// though the target would allow four: the budget's own check reads the clock once more for the third planned
    /// worker, so the planned ones end 10 s in; the first choice (11 s in) leaves 1.5 s, room for one worker of
    /// 1 s, and the next (14 s in) none.
    @Test func aTimeBudgetBoundsTheExtraWorkersToo() throws {
        let (_, launcher, _) = try Self.run(target: 100, budget: 12.5)
        #expect(launcher.plans.count == 4)
        let (_, unbounded, _) = try Self.run(target: 100)
        #expect(unbounded.plans.count == 7)
    }

    final class Calls: @unchecked Sendable { var count = 0 }

    /// The widths are read once when a worker fits, never when none does (a default run's plan fills its time).
    @Test(arguments: [(13.5, 0), (100.0, 1)])
    func theWidthsAreReadOnceAndOnlyWhenAWorkerFits(target: Double, reads: Int) throws {
        let calls = Calls()
        let extra = ExtraWorkers(goal: 0.01) { _ in
            calls.count += 1
            return ["model": 0.015]
        }
        _ = try RunCoordinator(
            launcher: ScriptedLauncher(RunCoordinatorTests.goodWorker), extraWorkers: extra,
            now: TickingClock().read
        ).run(Self.plan(target: target)) { _ in }
        #expect(calls.count == reads)
    }

    @Test func aGroupWhoseProcessesAnOptionFixedGetsNone() throws {
        let (data, launcher, _) = try Self.run(target: 100, fixed: ["model"])
        #expect(launcher.plans.count == 3 && data.extraProcesses.isEmpty)
    }

    @Test func anUncalibratedRunAddsNone() throws {
        var plan = Self.plan(target: 100)
        plan.calibration = nil
        let launcher = ScriptedLauncher(RunCoordinatorTests.goodWorker)
        let extra = ExtraWorkers(goal: 0.01) { _ in ["model": 0.5] }
        _ = try RunCoordinator(launcher: launcher, extraWorkers: extra).run(plan) { _ in }
        #expect(launcher.plans.count == 3)
    }
}
