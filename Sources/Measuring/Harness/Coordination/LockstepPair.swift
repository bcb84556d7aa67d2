import Results
import Statistics

/// One pair of an `ab` run with its two workers' timed rounds alternating: round 1 of one build, round 1 of the
/// other, round 2 of each, and so on, in a random order within each round.
///
/// Why: on a host whose speed changes every few seconds (docs/noisy-host.md, "A host with two speeds") two
/// workers run one after the other can meet different speeds, and their pair's ratio then measures the host
/// (up to a third of the pairs of an A/A run there were 40-60% apart). Alternating round by round, as tango alternates
/// two functions in one process, gives both builds the same spells of the host. Both workers set up and warm up
/// (one after the other, or side by side: below), then wait on each other: one of them runs at any moment, so
/// they never compete for the cores, and neither starts its counting pass until the other's last round is timed.
///
/// A worker of a build from before lockstep never asks for a turn: it runs straight through when started, and
/// the pair is then run one worker after the other, as before. `ab` asks first (`workersTakeTurns`) and pairs in
/// lockstep only when both builds' workers take turns.
///
/// With a CPU to spare (`ProcessWorkerLauncher.setUpCPU`) the second worker sets up on it while the first sets up on
/// the pair's CPU, and moves to the pair's CPU, browser renderers and all, before the first timed round: a pair
/// of a browser engine spent most of its 3 s starting its two workers one after the other (issue 55).
struct LockstepPair {
    let first: (coordinator: RunCoordinator, plan: WorkerPlan)
    let second: (coordinator: RunCoordinator, plan: WorkerPlan)

    /// Runs both workers to their end, each one's output into its own data; `onEvent` gets each event with whether it
    /// came from the second worker. `generator` orders each round.
    func run(
        first firstData: inout RunData, second secondData: inout RunData,
        onEvent: (_ second: Bool, RunCoordinator.Event) -> Void, generator: inout SplitMix64
    ) throws {
        var running: [RunningWorker?] = [try first.coordinator.start(first.plan), nil]
        // The round each worker waits to time (nil: it has run to its end).
        var waiting: [Int?] = [nil, nil]
        func read(_ side: Int) throws {
            if side == 0 {
                waiting[0] = try running[0]!.readUntilTurn(into: &firstData) { onEvent(false, $0) }
            } else {
                waiting[1] = try running[1]!.readUntilTurn(into: &secondData) { onEvent(true, $0) }
            }
        }
        // Set up beside the first on another CPU when the launcher has one, and moved to the pair's CPU before its
        // first turn; else started once the first is waiting, on the pair's CPU.
        if let aside = try second.coordinator.startAside(second.plan) {
            running[1] = aside
            try read(0)
            try read(1)
            try aside.settle()
        } else {
            try read(0)
            running[1] = try second.coordinator.start(second.plan)
            try read(1)
        }
        while waiting[0] != nil || waiting[1] != nil {
            // Both waiting: a coin decides which times the round first; one waiting: its turn.
            let sides = waiting.indices.filter { waiting[$0] != nil }
            let order = sides.count == 2 && generator.index(below: 2) == 1 ? Array(sides.reversed()) : sides
            for side in order {
                running[side]!.giveTurn()
                try read(side)
            }
        }
        try running[0]!.finish()
        try running[1]!.finish()
    }
}

extension RunCoordinator {
    /// Whether this coordinator's workers take turns: a build from before lockstep runs straight through. Pairs
    /// run in lockstep only when both builds' do, since a worker that waits between rounds finds its caches
    /// colder than one that runs straight through (docs/log/ab-self-test-2026-11-28.md), which would show as a change
    /// between the builds. Asked of one worker timing one round of `plan`'s first variant, without probe or counting.
    public func workersTakeTurns(_ plan: RunPlan) throws -> Bool {
        guard let group = plan.workerGroups.first else { return false }
        var worker = plan.steadyWorker(1, group: group)
        worker.variants = Array(worker.variants.prefix(1))
        worker.rounds = 1
        worker.warmupRounds = 1
        worker.countingRows = 0
        worker.probe = false
        worker.lockstep = true
        var scratch = RunData()
        return try start(worker).runToEnd(into: &scratch) { _ in } > 0
    }
}
