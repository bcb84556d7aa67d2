import Foundation
import Harness
import Results

extension Sweep {
    /// The sweep's plan: its points as the one group of workers of the toolkit that builds them (the model's group
    /// in the plan's own fields, a real toolkit's in `toolkitGroups`, as `run` plans them), sized like `run`
    /// (`RunCalibrator`) to its target with floors of its own; a quick sweep is not sized.
    func makePlan(_ points: [SweepVariant]) -> RunPlan {
        let toolkit = points[0].construction.toolkit
        let group = ToolkitGroup(
            toolkit: toolkit.name, variants: points.map(\.name),
            processes: processes ?? (quick ? 5 : Self.defaultProcesses),
            warmupRounds: warmup ?? (quick ? 3 : self.toolkit == nil ? 10 : RunDefaults.full.toolkitWarmupRounds),
            rounds: rounds ?? (quick ? 15 : Self.defaultRounds), coldProcesses: 0, countingRows: quick ? 5 : 20)
        var plan = RunPlan(
            variants: toolkit.isModel ? group.variants : [],
            templatesDirectory: URL(fileURLWithPath: templates).standardizedFileURL.path,
            processes: group.processes, coldProcesses: 0, warmupRounds: group.warmupRounds, rounds: group.rounds,
            minimumBatchNanoseconds: UInt64(minimumBatchMicroseconds) * 1_000, coldRows: 0,
            countingRows: group.countingRows, seed: seed, toolkitGroups: toolkit.isModel ? nil : [group])
        plan.targetSeconds = targetSeconds ?? (quick ? nil : Self.targetSeconds)
        plan.processesFixedByOption = processes == nil ? [] : [group.toolkit]
        plan.roundsFixedByOption = rounds == nil ? [] : [group.toolkit]
        // As in `run`, only the first workers count allocations (the counts hardly differ between processes): a
        // GNUstep sweep worker's counting pass of every point took longer than its timed rounds.
        if !quick { plan.countingProcesses = RunDefaults.full.countingProcesses }
        return plan
    }
}
