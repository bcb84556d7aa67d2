import Foundation
import Results
import Statistics

/// Two builds measured in one run: their steady worker processes alternate in pairs, in a random order
/// within each pair, so that both builds meet the same drift of the machine and each pair is a replicate.
///
/// Pair i runs steady worker i of the baseline and steady worker i of the candidate (same plan and seed, so
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

    /// Runs up to `plan.processes` pairs; after every `batch` pairs (and after the last) `afterBatch` gets the
    /// pairs run and both sides' data so far, and the run stops when it returns false (a sequential comparison that
    /// has decided, or a cap). Returns each side's data and which side ran first in each pair.
    ///
    /// `endsBatch`, asked after each pair with the pairs run, ends the batch there when it returns true: `ab`'s
    /// cap, reached in the middle of a batch because the host slowed down after the last look (a 3% self-test
    /// under load ran its third batch of 16 pairs at 12.9 s a pair, against 5.2 before, and ended 86 s past its
    /// 300 s cap, 2026-11-28), so that the last look comes at the cap with the pairs run by then.
    public func run(
        _ plan: RunPlan, batch: Int = .max, onEvent: (Side, RunCoordinator.Event) -> Void,
        afterBatch: (_ pairs: Int, _ baseline: RunData, _ candidate: RunData) throws -> Bool = { _, _, _ in true },
        endsBatch: (_ pairs: Int) -> Bool = { _ in false }
    )
        throws -> (baseline: RunData, candidate: RunData, firstInPair: [Side])
    {
        var generator = SplitMix64(seed: plan.seed ^ 0xA_B0_0A_B0)
        // The order within each round of a lockstep pair, from a generator of its own so the pairs' order stays.
        var roundOrder = SplitMix64(seed: plan.seed ^ 0x10C_C5E9)
        var data = (baseline: RunData(), candidate: RunData())
        var order = [Side]()
        // A calibrated plan (`RunCalibrator`, over both builds' workers) is paced as a run is; both workers of a
        // pair get the same rounds, so the pair stays a like-for-like replicate.
        // Both builds' workers are the model's group (`ab` measures the model's variants).
        let group = plan.modelGroup.toolkit
        var pacing = plan.calibration.map {
            RunPacing(calibration: $0, groupsInOrder: Array(repeating: group, count: 2 * plan.processes))
        }
        let start = Date()
        for pair in 1...max(plan.processes, 1) where plan.processes > 0 {
            let first: Side = generator.index(below: 2) == 0 ? .baseline : .candidate
            order.append(first)
            var worker = plan.steadyWorker(pair)
            if !plan.countsAllocations(ordinal: pair) { worker.countingRows = 0 }
            if pacing != nil {
                let elapsed = Date().timeIntervalSince(start)
                worker.rounds = pacing!.proposedRounds(forWorkerAt: 2 * (pair - 1), elapsed: elapsed)
                pacing!.ran(workerAt: 2 * (pair - 1), rounds: worker.rounds)
                pacing!.ran(workerAt: 2 * (pair - 1) + 1, rounds: worker.rounds)
            }
            data.baseline.roundsRun[group, default: []].append(worker.rounds)
            data.candidate.roundsRun[group, default: []].append(worker.rounds)
            let sides = first == .baseline ? [Side.baseline, .candidate] : [.candidate, .baseline]
            if plan.lockstepPairs ?? false, let runners = lockstepRunners {
                worker.lockstep = true
                for side in sides {
                    onEvent(side, .workerStarted(kind: .steady, index: pair, of: plan.processes, variant: nil))
                }
                try runInLockstep(
                    worker, first: first, runners: runners, data: &data, roundOrder: &roundOrder, onEvent: onEvent)
                for side in sides { onEvent(side, .workerFinished(kind: .steady, index: pair, of: plan.processes)) }
            } else {
                for side in sides {
                    onEvent(side, .workerStarted(kind: .steady, index: pair, of: plan.processes, variant: nil))
                    if side == .baseline {
                        try baseline.runWorker(worker, into: &data.baseline) { onEvent(side, $0) }
                    } else {
                        try candidate.runWorker(worker, into: &data.candidate) { onEvent(side, $0) }
                    }
                    onEvent(side, .workerFinished(kind: .steady, index: pair, of: plan.processes))
                }
            }
            data.baseline.steadyProcessesRun = pair
            data.candidate.steadyProcessesRun = pair
            if pair % max(batch, 1) == 0 || pair == plan.processes || endsBatch(pair) {
                if try !afterBatch(pair, data.baseline, data.candidate) { break }
            }
        }
        return (data.baseline, data.candidate, order)
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
