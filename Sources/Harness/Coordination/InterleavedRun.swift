import Results
import Statistics

/// Two builds measured in one run: their steady worker processes alternate in pairs, in a random order
/// within each pair, so that both builds meet the same drift of the machine and each pair is a replicate.
///
/// Pair i runs steady worker i of the baseline and steady worker i of the candidate (same plan and seed, so
/// the two shuffle their rounds alike), the one first that a coin toss from `SplitMix64` (seeded from the
/// run seed) picks. Comparing within pairs removes what the two processes of a pair share; comparing blocks
/// of consecutive pairs (see `BlockInterval`) covers the drift that remains. Cold workers are not run.
public struct InterleavedRun<Runner: WorkerRunner> {
    public enum Side: String, Sendable, Codable { case baseline, candidate }

    public let baseline: Runner
    public let candidate: Runner

    public init(baseline: Runner, candidate: Runner) {
        self.baseline = baseline
        self.candidate = candidate
    }

    /// Runs `plan.processes` pairs; returns each side's data and which side ran first in each pair.
    public func run(_ plan: RunPlan, onEvent: (Side, RunCoordinator.Event) -> Void) throws
        -> (baseline: RunData, candidate: RunData, firstInPair: [Side]) {
        var generator = SplitMix64(seed: plan.seed ^ 0xA_B0_0A_B0)
        var data = (baseline: RunData(), candidate: RunData())
        var order = [Side]()
        for pair in 1...max(plan.processes, 1) where plan.processes > 0 {
            let first: Side = generator.index(below: 2) == 0 ? .baseline : .candidate
            order.append(first)
            for side in first == .baseline ? [Side.baseline, .candidate] : [.candidate, .baseline] {
                let runner = side == .baseline ? baseline : candidate
                let worker = plan.steadyWorker(pair)
                onEvent(side, .workerStarted(kind: .steady, index: pair, of: plan.processes, variant: nil))
                if side == .baseline {
                    try runner.runWorker(worker, into: &data.baseline) { onEvent(side, $0) }
                    data.baseline.steadyProcessesRun = pair
                } else {
                    try runner.runWorker(worker, into: &data.candidate) { onEvent(side, $0) }
                    data.candidate.steadyProcessesRun = pair
                }
                onEvent(side, .workerFinished(kind: .steady, index: pair, of: plan.processes))
            }
        }
        return (data.baseline, data.candidate, order)
    }
}
