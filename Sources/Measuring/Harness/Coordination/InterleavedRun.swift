import Foundation
import Results
import Statistics

/// Two builds measured in one run: their steady worker processes alternate in pairs, in a random order
/// within each pair, so that both builds meet the same drift of the machine and each pair is a replicate.
///
/// A group's pair i runs its steady worker i of the baseline and of the candidate (same plan and seed, so
/// the two shuffle their rounds alike), the one first that a coin toss from `SplitMix64` (seeded from the
/// run seed) picks. Comparing within pairs removes what the two processes of a pair share; comparing blocks
/// of consecutive pairs (see `BlockInterval`) covers the drift that remains. Cold workers are not run.
///
/// With `plan.lockstepPairs` the two workers of a pair time their rounds alternately (`LockstepPair`), so that both
/// meet the host's spells alike; that needs runners that start processes (`RunCoordinator`), and others, such as a
/// test's, run the pair one worker after the other.
public struct InterleavedRun<Runner: WorkerRunner> {
    public enum Side: String, Sendable, Codable { case baseline, candidate }

    public let baseline: Runner
    public let candidate: Runner

    public init(baseline: Runner, candidate: Runner) {
        self.baseline = baseline
        self.candidate = candidate
    }

    /// Runs up to `plan.processes` passes; after every `batch` passes (and after the last) `afterBatch` gets the
    /// passes run and both sides' data so far, and the run stops when it returns false (a sequential comparison that
    /// has decided, or a cap). Returns each side's data and which side ran first in each pair, in the order the pairs
    /// ran.
    ///
    /// A pass runs one pair of each group of the plan (`workerGroups`: the model's, each toolkit's) that `isOpen`
    /// still wants, in the plan's order, each worker running only its group's variants with its own executable. A
    /// group's pairs are numbered 1, 2, ... among its own (the samples' `process`), so its k-th pair is its k-th
    /// replicate whatever the other groups did. Why groups, not one worker of every variant: a group whose verdicts
    /// are all reached stops costing time, and the rest goes to the groups still open (a worker of all seven groups'
    /// variants, as `nib-or-not worker`, took 285 s for 26 pairs in issue 55's trial, the model's decided or not).
    ///
    /// `endsBatch`, asked after each pass with the passes run, ends the batch there when it returns true: `ab`'s
    /// cap, reached in the middle of a batch because the host slowed down after the last look (a 3% self-test
    /// under load ran its third batch of 16 pairs at 12.9 s a pair, against 5.2 before, and ended 86 s past its
    /// 300 s cap, 2026-11-28), so that the last look comes at the cap with the pairs run by then.
    public func run(
        _ plan: RunPlan, batch: Int = .max, onEvent: (Side, RunCoordinator.Event) -> Void,
        afterBatch: (_ passes: Int, _ baseline: RunData, _ candidate: RunData) throws -> Bool = { _, _, _ in true },
        endsBatch: (_ passes: Int) -> Bool = { _ in false },
        isOpen: (ToolkitGroup) -> Bool = { _ in true }
    )
        throws -> (baseline: RunData, candidate: RunData, firstInPair: [Side])
    {
        var generator = SplitMix64(seed: plan.seed ^ 0xA_B0_0A_B0)
        // The order within each round of a lockstep pair, from a generator of its own so the pairs' order stays.
        var roundOrder = SplitMix64(seed: plan.seed ^ 0x10C_C5E9)
        var data = (baseline: RunData(), candidate: RunData())
        var order = [Side]()
        var pairsOfGroup: [String: Int] = [:]
        for pass in 1...max(plan.processes, 1) where plan.processes > 0 {
            let open = plan.workerGroups.filter { $0.processes > 0 && isOpen($0) }
            if open.isEmpty { break }
            for group in open {
                let pair = pairsOfGroup[group.toolkit, default: 0] + 1
                pairsOfGroup[group.toolkit] = pair
                let first: Side = generator.index(below: 2) == 0 ? .baseline : .candidate
                order.append(first)
                var worker = plan.steadyWorker(pair, group: group)
                if !plan.countsAllocations(ordinal: pair) { worker.countingRows = 0 }
                data.baseline.roundsRun[group.toolkit, default: []].append(worker.rounds)
                data.candidate.roundsRun[group.toolkit, default: []].append(worker.rounds)
                try runPair(
                    worker, pair: pair, of: plan, group: group.toolkit, first: first, data: &data,
                    roundOrder: &roundOrder, onEvent: onEvent)
            }
            data.baseline.steadyProcessesRun = pass
            data.candidate.steadyProcessesRun = pass
            if pass % max(batch, 1) == 0 || pass == plan.processes || endsBatch(pass) {
                if try !afterBatch(pass, data.baseline, data.candidate) { break }
            }
        }
        return (data.baseline, data.candidate, order)
    }

    /// Runs the pair of `worker` plans of both builds, `first` started first: in lockstep when the plan says so and
    /// the runners start processes, else one after the other.
    private func runPair(
        _ worker: WorkerPlan, pair: Int, of plan: RunPlan, group: String, first: Side,
        data: inout (baseline: RunData, candidate: RunData), roundOrder: inout SplitMix64,
        onEvent: (Side, RunCoordinator.Event) -> Void
    ) throws {
        var worker = worker
        let sides = first == .baseline ? [Side.baseline, .candidate] : [.candidate, .baseline]
        let started = RunCoordinator.Event.workerStarted(kind: .steady, index: pair, of: plan.processes, variant: group)
        let finished = RunCoordinator.Event.workerFinished(kind: .steady, index: pair, of: plan.processes)
        if plan.lockstepPairs ?? false, let runners = lockstepRunners {
            worker.lockstep = true
            for side in sides { onEvent(side, started) }
            try runInLockstep(
                worker, first: first, runners: runners, data: &data, roundOrder: &roundOrder, onEvent: onEvent)
            for side in sides { onEvent(side, finished) }
        } else {
            for side in sides {
                onEvent(side, started)
                if side == .baseline {
                    try baseline.runWorker(worker, into: &data.baseline) { onEvent(side, $0) }
                } else {
                    try candidate.runWorker(worker, into: &data.candidate) { onEvent(side, $0) }
                }
                onEvent(side, finished)
            }
        }
    }

    /// Both runners as coordinators that start processes, which lockstep needs; nil for others (a test's).
    private var lockstepRunners: (baseline: RunCoordinator, candidate: RunCoordinator)? {
        guard let baseline = baseline as? RunCoordinator, let candidate = candidate as? RunCoordinator else {
            return nil
        }
        return (baseline, candidate)
    }

    /// Runs one pair's `worker` plan as a `LockstepPair`, the side `first` started first.
    private func runInLockstep(
        _ worker: WorkerPlan, first: Side, runners: (baseline: RunCoordinator, candidate: RunCoordinator),
        data: inout (baseline: RunData, candidate: RunData), roundOrder: inout SplitMix64,
        onEvent: (Side, RunCoordinator.Event) -> Void
    ) throws {
        if first == .baseline {
            try LockstepPair(first: (runners.baseline, worker), second: (runners.candidate, worker))
                .run(
                    first: &data.baseline, second: &data.candidate,
                    onEvent: { onEvent($0 ? .candidate : .baseline, $1) },
                    generator: &roundOrder)
        } else {
            try LockstepPair(first: (runners.candidate, worker), second: (runners.baseline, worker))
                .run(
                    first: &data.candidate, second: &data.baseline,
                    onEvent: { onEvent($0 ? .baseline : .candidate, $1) },
                    generator: &roundOrder)
        }
    }
}
