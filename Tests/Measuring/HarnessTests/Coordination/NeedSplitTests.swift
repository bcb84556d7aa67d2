import Foundation
@testable import Harness
import Results
import Testing

/// The default run's budget split by need (`NeedSplit`): floors of processes, rounds balanced against a worker's
/// own cost, the time left raising them toward those rounds; worked answers, no timings.
@Suite struct NeedSplitTests {
    static func group(_ name: String, processes: Int, fixed: Double, perRound: Double, rounds: Int) -> GroupCalibration
    {
        RunCalibrationTests.group(name, processes: processes, fixed: fixed, perRound: perRound, rounds: rounds)
    }
    static let minimums = ["model": 50, "gtk": 10, "gnustep": 10]
    /// The model's 40 workers (0.1 s each beside 1 ms rounds: 100 balanced) and GTK's 10 (0.4 s, 20 ms: 20).
    static let groups = [
        group("model", processes: 40, fixed: 0.1, perRound: 0.001, rounds: 250),
        group("gtk", processes: 10, fixed: 0.4, perRound: 0.02, rounds: 60),
    ]

    /// fixed / round, rounded, between the minimum and the plan.
    @Test(arguments: [
        (0.36, 0.026, 10, 60, 14), (0.145, 0.00125, 50, 250, 116), (0.01, 0.02, 10, 60, 10),
        (10.0, 0.01, 10, 60, 60), (1.0, 0.0, 10, 60, 60),
    ])
    func roundsBalanceAWorkersOwnCost(fixed: Double, perRound: Double, minimum: Int, planned: Int, expected: Int) {
        #expect(
            NeedSplit.balancedRounds(fixedSeconds: fixed, secondsPerRound: perRound, minimum: minimum, planned: planned)
                == expected)
    }

    /// At the floors (10 model workers, 5 GTK ones) and minimum rounds: 10 x (0.1 + 50 x 0.001) + 5 x (0.4 + 10 x
    /// 0.02) = 4.5 s. Raising GTK to its balanced 20 costs 5 x 10 x 0.02 = 1 s, the model to its 100 then 10 x 50 x
    /// 0.001 = 0.5 s: 5 s gives GTK half its gap (15), 6 s both their balanced rounds, and more never passes them
    /// (a thousandth more than each, so that rounding down does not meet a sum a hair short).
    @Test(arguments: [(3.0, 50, 10), (5.001, 50, 15), (6.001, 100, 20), (100.0, 100, 20)])
    func processesGoToTheirFloorAndRoundsUpToTheirBalance(available: Double, model: Int, gtk: Int) {
        let split = NeedSplit.split(
            Self.groups, processesFixed: [], minimums: Self.minimums, availableSeconds: available)
        #expect(split.map(\.processes) == [NeedSplit.minimumModelProcesses, NeedSplit.minimumToolkitProcesses])
        #expect(split.map(\.plannedProcesses) == [40, 10])
        #expect(split.map(\.rounds) == [model, gtk])
        #expect(split.map(\.balancedRounds) == [100, 20])
        // The plan's rounds stay recorded as planned; pacing raises no further than the balance.
        #expect(split.map(\.plannedRounds) == [250, 60])
        #expect(split.map(\.roundsCap) == [100, 20])
    }

    /// `--toolkit-processes gtk=10` keeps GTK's 10; `--toolkit-rounds` keeps its rounds and gives it no balance;
    /// a plan already below its floor keeps its own.
    @Test func optionsAndSmallPlansAreKept() {
        var groups = Self.groups
        let kept = NeedSplit.split(groups, processesFixed: ["gtk"], minimums: Self.minimums, availableSeconds: 100)
        #expect(kept.map(\.processes) == [10, 10] && kept[1].plannedProcesses == nil)
        groups[1].fixedByOption = true
        groups[1].rounds = 33
        groups[0].processes = 4
        let fixed = NeedSplit.split(groups, processesFixed: [], minimums: Self.minimums, availableSeconds: 100)
        #expect(fixed.map(\.rounds) == [100, 33] && fixed[1].balancedRounds == nil)
        #expect(fixed[0].processes == 4 && fixed[0].plannedProcesses == nil)
    }

    /// The costs of the default run of 2026-11-28 (`results` 2026-11-28T104116Z: fixed seconds, seconds a round,
    /// counting seconds), one counting worker a group: at the floors and minimum rounds the six groups' steady
    /// workers take 10 x 0.2078 + 5 x (0.6232 + 0.3595 + 0.7113 + 1.5045 + 1.9242) + 0.0558 + 0.2699 + 0.1374
    /// + 0.3006 + 0.6607 = 29.12 s, where the old minimums (20 model workers, 10 a toolkit, 3 counting) took 59.7 s.
    @Test func theSixGroupsOfTheDefaultRunAtTheirFloors() {
        let costs: [(String, Double, Double, Double)] = [
            ("model", 0.14546, 0.0012477, 0.05582), ("gtk", 0.36033, 0.026282, 0.26995),
            ("qt", 0.22556, 0.013395, 0.13737),
            ("qml", 0.39304, 0.031829, 0.30056), ("gnustep", 0.84023, 0.066425, 0.66073),
            ("chromium", 1.05717, 0.086701, 0),
        ]
        let groups = costs.map { name, fixed, perRound, counting in
            var group = Self.group(
                name, processes: name == "model" ? 40 : 10, fixed: fixed, perRound: perRound,
                rounds: name == "model" ? 250 : 60)
            (group.countingSeconds, group.countingProcesses) = (counting, 1)
            return group
        }
        let minimums = Dictionary(uniqueKeysWithValues: costs.map { ($0.0, $0.0 == "model" ? 50 : 10) })
        let split = NeedSplit.split(groups, processesFixed: [], minimums: minimums, availableSeconds: 0)
        #expect(split.map(\.processes) == [10, 5, 5, 5, 5, 5])
        #expect(split.map(\.rounds) == [50, 10, 10, 10, 10, 10])
        #expect(split.map(\.balancedRounds) == [117, 14, 17, 12, 13, 12])
        let seconds = split.reduce(0) { $0 + $1.steadySeconds(rounds: $1.rounds) }
        #expect(abs(seconds - 29.12) < 0.01)
    }

    /// A run with a toolkit and extra workers on is split by need, from one timing of each group. Scripted: the
    /// model's worker pays 0.13 s outside 20 rounds of 1 ms and counts for 0.05 s; GTK's 0.34 s outside 3 rounds of
    /// 20 ms and counts for 0.1 s. 20 s less 0.7 s of calibration, 0.2 s of cold starts and 2 s for the report
    /// leave 17.1 s, far more than the floors need, so both get their balanced rounds (130 and 17): estimated
    /// 0.7 + 0.2 + 10 x (0.13 + 0.13) + 0.05 + 5 x (0.34 + 0.34) + 0.1 = 7.05 s, the rest left to extra workers.
    @Test func aRunWithToolkitsIsSplitByNeedFromOneTiming() throws {
        var plan = RunCoordinatorTests.plan
        (plan.processes, plan.rounds, plan.targetSeconds, plan.countingProcesses) = (40, 250, 20, 1)
        plan.toolkitGroups = [
            ToolkitGroup(
                toolkit: "gtk", variants: ["gtk-code/fit"], processes: 10, warmupRounds: 1,
                rounds: 60, coldProcesses: 0, countingRows: 3)
        ]
        plan.extraWorkersGoal = 0.01
        let times = [0, 0, 0.05, 0.1, 0.12, 0.17, 0.2, 0.2, 0.3, 0.5, 0.56, 0.66, 0.7, 0.7]
        let (calibrated, launcher) = try RunCalibrationTests.calibrate(plan, times: times)
        #expect(launcher.plans.count == 2)
        let calibration = try #require(calibrated.calibration)
        #expect(calibration.splitByNeed == true && calibration.timedTwice == nil)
        #expect(calibration.groups.map(\.balancedRounds) == [130, 17])
        #expect(calibrated.processes == 10 && calibrated.rounds == 130)
        #expect(calibrated.toolkitGroups?.map(\.processes) == [5] && calibrated.toolkitGroups?.map(\.rounds) == [17])
        #expect(abs(calibration.estimatedSeconds - 7.05) < 1e-9)
        // Without extra workers nothing would measure the spread: the run is sized by the minimums, as before.
        plan.extraWorkersGoal = nil
        let old = try RunCalibrationTests.calibrate(plan, times: times).plan
        #expect(
            old.calibration?.splitByNeed == nil && old.processes == 40 && old.toolkitGroups?.map(\.processes) == [10])
    }
}
