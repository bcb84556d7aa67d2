import Foundation
@testable import Harness
import Results
import Testing

/// The coordinator in-process, with scripted workers: what it asks each worker to do, what it keeps of
/// their output, and how it reports workers that misbehave.
@Suite struct RunCoordinatorTests {
    static let plan = RunPlan(
        variants: ["code/fit", "code/nofit"], templatesDirectory: "/t", processes: 3,
        coldProcesses: 2, warmupRounds: 1, rounds: 2, minimumBatchNanoseconds: 50_000,
        coldRows: 2, countingRows: 5, seed: 7)

    /// A well-behaved worker: one sample per variant and round, or its cold rows, as the real one prints them.
    static func goodWorker(_ plan: WorkerPlan) -> ScriptedLauncher.Script {
        var messages: [WorkerMessage] = [.phase("rounds", variant: "*"), .clockCost(nanoseconds: 21.5)]
        if plan.mode == .cold {
            messages += (1...plan.coldRows).map {
                .cold(
                    ColdSample(
                        process: plan.process, variant: plan.variants[0], index: $0, nanoseconds: 1_000,
                        allocatedBytes: 64, setupNanoseconds: 9))
            }
        } else {
            messages += plan.variants.map { .batchSize(variant: $0, rows: plan.process) }
            for round in 1...plan.rounds {
                for (position, variant) in plan.variants.enumerated() {
                    messages.append(
                        .sample(
                            Sample(
                                process: plan.process, round: round, position: position + 1,
                                variant: variant, batchSize: 3, nanoseconds: 30_000,
                                allocatedBytes: 300)))
                }
            }
            messages += plan.variants.map {
                .allocations(
                    AllocationCount(process: plan.process, variant: $0, rows: 5, allocations: 10, allocatedBytes: 50))
            }
        }
        return .init(lines: messages.map(\.line))
    }

    @Test func everyWorkerIsAskedForItsShareAndEveryLineIsKept() throws {
        let launcher = ScriptedLauncher(Self.goodWorker)
        var events = 0
        let data = try RunCoordinator(launcher: launcher).run(Self.plan) { _ in events += 1 }
        #expect(launcher.plans.filter { $0.mode == .steady }.map(\.process) == [1, 2, 3])
        let cold = launcher.plans.filter { $0.mode == .cold }
        #expect(cold.count == 4 && Set(cold.map(\.variants)) == [["code/fit"], ["code/nofit"]])
        #expect(data.samples.count == 3 * 2 * 2 && data.cold.count == 4 * 2 && data.allocations.count == 3 * 2)
        #expect(data.clockCosts.count == 7 && data.steadyProcessesRun == 3)
        // The first worker's batch sizes are the ones recorded.
        #expect(data.batchSizes == ["code/fit": 1, "code/nofit": 1])
        #expect(events >= 14)
    }

    /// Each steady worker says it timed 2 batches of `code/fit` again: the run sums them per variant, and
    /// `run.json` keeps the sums.
    @Test func batchesTimedAgainAreSummedOverWorkers() throws {
        let launcher = ScriptedLauncher { plan in
            var script = Self.goodWorker(plan)
            if plan.mode == .steady { script.lines.append(WorkerMessage.retimed(variant: "code/fit", batches: 2).line) }
            return script
        }
        let data = try RunCoordinator(launcher: launcher).run(Self.plan) { _ in }
        #expect(data.retimedBatches == ["code/fit": 6])
        let metadata = RunEnvironment.metadata(plan: Self.plan, data: data, arguments: [], debug: false, wallSeconds: 1)
        #expect(metadata.retimedBatches == ["code/fit": 6])
    }

    @Test(arguments: ["sample\t1\t1", "garbage", "sample\t1\t1\t1\tcode/fit\tx\t5\t5", ""])
    func aLineOutsideTheProtocolStopsTheWorkerAndNamesIt(_ line: String) throws {
        let launcher = ScriptedLauncher { plan in
            var script = Self.goodWorker(plan)
            script.lines.insert(line, at: 2)
            return script
        }
        let error = try #require(throws: HarnessError.self) {
            try RunCoordinator(launcher: launcher).run(Self.plan) { _ in }
        }
        #expect(error == .malformedWorkerOutput(process: "steady 1", line: line))
        #expect(launcher.terminated == 1 && launcher.plans.count == 1)
    }

    @Test func aCrashedWorkerIsReportedWithTheVariantItWasBuilding() throws {
        let launcher = ScriptedLauncher { plan in
            var script = Self.goodWorker(plan)
            script.exit = WorkerExit(
                status: 11, signalled: true,
                standardError: "some noise\n\(CrashReporter.messagePrefix)code/nofit")
            return script
        }
        let error = try #require(throws: HarnessError.self) {
            try RunCoordinator(launcher: launcher).run(Self.plan) { _ in }
        }
        #expect(error == .workerFailed(process: "steady 1", variant: "code/nofit", status: 11, detail: "some noise"))
    }

    @Test func aFailedWorkerWithoutACrashMessageNamesItsLastPhase() throws {
        let launcher = ScriptedLauncher { plan in
            .init(
                lines: [WorkerMessage.phase("setup", variant: "code/fit").line],
                exit: WorkerExit(status: 3, standardError: "cannot read the template"))
        }
        let error = try #require(throws: HarnessError.self) {
            try RunCoordinator(launcher: launcher).run(Self.plan) { _ in }
        }
        #expect(
            error
                == .workerFailed(
                    process: "steady 1", variant: "code/fit", status: 3, detail: "cannot read the template"))
    }

    @Test func aPlanWithoutProcessesRunsOnlyTheColdSeries() throws {
        var plan = Self.plan
        plan.processes = 0
        let launcher = ScriptedLauncher(Self.goodWorker)
        let data = try RunCoordinator(launcher: launcher).run(plan) { _ in }
        #expect(launcher.plans.allSatisfy { $0.mode == .cold } && data.samples.isEmpty && data.cold.count == 8)
    }
}
