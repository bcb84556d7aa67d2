import Foundation
@testable import Harness
import Results
import Testing

/// `ab`'s batches of one size: one worker's warm-up sizes them, and every steady worker is given them.
@Suite struct SharedBatchSizesTests {
    /// The sizing worker warms up and times nothing: no rounds, no counting pass, no probe, no sizes given to it.
    @Test func theSizesAreOneWarmedUpWorkersOwn() throws {
        var plan = RunCoordinatorTests.plan
        plan.probeProcesses = true
        plan.batchSizes = ["code/fit": 9]
        let launcher = ScriptedLauncher { worker in
            .init(lines: worker.variants.enumerated().map { WorkerMessage.batchSize(variant: $1, rows: $0 + 2).line })
        }
        let sizes = try RunCoordinator(launcher: launcher).sharedBatchSizes(plan)
        #expect(sizes == ["code/fit": 2, "code/nofit": 3])
        let worker = try #require(launcher.plans.only)
        #expect(worker.rounds == 0 && worker.countingRows == 0 && worker.probe == false && worker.batchSizes == nil)
        #expect(worker.variants == plan.variants && worker.warmupRounds == plan.warmupRounds)
    }

    /// Each steady worker gets the sizes of its own variants, in their order; none when one of them has no size.
    @Test func everySteadyWorkerTakesThePlansSizesOfItsVariants() {
        var plan = CountingProcessesTests.plan
        plan.batchSizes = ["code/nofit": 4, "code/fit": 2]
        let schedule = plan.steadySchedule()
        #expect(schedule.filter { $0.variants == ["code/fit", "code/nofit"] }.allSatisfy { $0.batchSizes == [2, 4] })
        #expect(schedule.filter { $0.variants == ["gtk-code/fit"] }.allSatisfy { $0.batchSizes == nil })
        plan.batchSizes = nil
        #expect(plan.steadySchedule().allSatisfy { $0.batchSizes == nil })
    }
}

private extension Array {
    /// The one element, or nil when there are none or more.
    var only: Element? { count == 1 ? first : nil }
}

/// Each group is sized by a worker of its own, with only its variants, and the sizes of every group are merged.
@Test func everyGroupIsSizedByAWorkerOfItsOwn() throws {
    var plan = CountingProcessesTests.plan
    plan.batchSizes = nil
    let launcher = ScriptedLauncher { worker in
        .init(
            lines: worker.variants.map { WorkerMessage.batchSize(variant: $0, rows: $0.hasPrefix("gtk") ? 1 : 7).line })
    }
    let sizes = try RunCoordinator(launcher: launcher).sharedBatchSizes(plan)
    #expect(sizes == ["code/fit": 7, "code/nofit": 7, "gtk-code/fit": 1])
    #expect(launcher.plans.map(\.variants) == [["code/fit", "code/nofit"], ["gtk-code/fit"]])
    #expect(launcher.plans.allSatisfy { $0.rounds == 0 && $0.countingRows == 0 })
}
