import Foundation
@testable import Harness
import Results
import Statistics
import Testing

/// Two launchers whose scripted workers write to one log: each line read from a worker ("base: turn 2") and each
/// turn given to one ("base <- go"), in the order they happened.
private final class SharedLog { var entries: [String] = [] }

private final class LoggingLauncher: WorkerLauncher {
    let name: String
    let log: SharedLog
    let lines: (WorkerPlan) -> [String]
    /// Whether it starts workers aside (`launchAside`), as a launcher with a CPU to spare does.
    let aside: Bool
    private(set) var plans: [WorkerPlan] = []

    init(_ name: String, log: SharedLog, aside: Bool = false, lines: @escaping (WorkerPlan) -> [String]) {
        self.name = name; self.log = log; self.aside = aside; self.lines = lines
    }

    func launch(arguments: [String], toolkits: Set<String>) throws -> WorkerProcess {
        let plan = try JSONDecoder().decode(WorkerPlan.self, from: Data(arguments.last!.utf8))
        plans.append(plan)
        log.entries.append("\(name) started")
        return LoggingWorker(name: name, log: log, lines: lines(plan))
    }

    func launchAside(arguments: [String], toolkits: Set<String>) throws -> WorkerProcess? {
        guard aside else { return nil }
        let plan = try JSONDecoder().decode(WorkerPlan.self, from: Data(arguments.last!.utf8))
        plans.append(plan)
        log.entries.append("\(name) started aside")
        return LoggingWorker(name: name, log: log, lines: lines(plan))
    }
}

private final class LoggingWorker: WorkerProcess {
    let name: String
    let log: SharedLog
    var lines: [String]

    init(name: String, log: SharedLog, lines: [String]) { self.name = name; self.log = log; self.lines = lines }

    func nextLine() -> String? {
        guard !lines.isEmpty else { return nil }
        let line = lines.removeFirst()
        log.entries.append("\(name): \(line.replacingOccurrences(of: "\t", with: " "))")
        return line
    }
    func send(_ line: String) { log.entries.append("\(name) <- \(line)") }
    func terminate() {}
    func waitForExit() -> WorkerExit { WorkerExit(status: 0) }
    func settle() throws { log.entries.append("\(name) settled") }
}

/// What a worker of this build prints in lockstep: its turns for `rounds` rounds and the one after, then one
/// sample a round (as a real worker, after its rounds) and `done`.
private func lockstepLines(_ plan: WorkerPlan) -> [String] {
    ["phase\twarmup\t*"] + (1...plan.rounds + 1).map { "turn\t\($0)" }
        + (1...plan.rounds).map { "sample\t\(plan.process)\t\($0)\t1\tv\t1\t100\t0" } + ["phase\tdone\t*"]
}

/// A worker of a build from before lockstep: no turns.
private func oldLines(_ plan: WorkerPlan) -> [String] {
    ["phase\twarmup\t*"] + (1...plan.rounds).map { "sample\t\(plan.process)\t\($0)\t1\tv\t1\t100\t0" } + [
        "phase\tdone\t*"
    ]
}

private let workerPlan: WorkerPlan = {
    var plan = WorkerPlan(
        mode: .steady, process: 1, variants: ["v"], templatesDirectory: "/unused", warmupRounds: 1,
        rounds: 3, minimumBatchNanoseconds: 1, coldRows: 1, countingRows: 0, seed: 7)
    plan.lockstep = true
    return plan
}()

private func runPair(
    first: @escaping (WorkerPlan) -> [String], second: @escaping (WorkerPlan) -> [String], seed: UInt64 = 1,
    aside: Bool = false
)
    throws -> (log: [String], first: RunData, second: RunData)
{
    let log = SharedLog()
    let a = RunCoordinator(launcher: LoggingLauncher("a", log: log, aside: aside, lines: first))
    let b = RunCoordinator(launcher: LoggingLauncher("b", log: log, aside: aside, lines: second))
    var firstData = RunData(), secondData = RunData()
    var generator = SplitMix64(seed: seed)
    try LockstepPair(first: (a, workerPlan), second: (b, workerPlan))
        .run(first: &firstData, second: &secondData, onEvent: { _, _ in }, generator: &generator)
    return (log.entries, firstData, secondData)
}

/// Both workers warm up one after the other and wait; then each round is timed by one and then the other, each
/// worker going on only when given its turn; the last turn lets one finish before the other is let go.
@Test func aLockstepPairAlternatesItsWorkersRoundByRound() throws {
    let (log, first, second) = try runPair(first: lockstepLines, second: lockstepLines)
    #expect(Array(log.prefix(5)) == ["a started", "a: phase warmup *", "a: turn 1", "b started", "b: phase warmup *"])
    #expect(log[5] == "b: turn 1")
    // Every line a worker writes after asking for a turn comes after it was given one.
    for name in ["a", "b"] {
        var waiting = false
        for entry in log {
            if entry == "\(name) <- go" {
                waiting = false
            } else if entry.hasPrefix("\(name): ") {
                #expect(!waiting, "\(name) went on without its turn: \(log)")
                waiting = entry.hasPrefix("\(name): turn")
            }
        }
    }
    // Turns come in rounds: both workers once each, before either gets its next.
    let turns = log.filter { $0.hasSuffix("<- go") }.map { String($0.prefix(1)) }
    #expect(turns.count == 8)
    for round in 0..<4 { #expect(Set(turns[2 * round..<2 * round + 2]) == ["a", "b"], "\(turns)") }
    // The one given the last turn first writes everything before the other is let go.
    let lastFirst = turns[6], lastSecond = turns[7]
    let lastGo = log.lastIndex(of: "\(lastSecond) <- go")!
    #expect(log[..<lastGo].contains("\(lastFirst): phase done *"))
    #expect(first.samples.count == 3 && second.samples.count == 3)
}

/// With a CPU to spare, the second worker starts at once, aside, and both set up side by side; it is moved to the
/// pair's CPU once both wait for their first turn, before any turn is given. The first is started as before.
@Test func theSecondWorkerSetsUpAsideAndSettlesBeforeTheFirstTurn() throws {
    let (log, first, second) = try runPair(first: lockstepLines, second: lockstepLines, aside: true)
    #expect(Array(log.prefix(2)) == ["a started", "b started aside"], "\(log)")
    let settled = try #require(log.firstIndex(of: "b settled"), "\(log)")
    #expect(log[..<settled].contains("a: turn 1") && log[..<settled].contains("b: turn 1"), "\(log)")
    #expect(log.firstIndex { $0.hasSuffix("<- go") }! > settled, "\(log)")
    #expect(log.filter { $0.hasSuffix("settled") } == ["b settled"])
    #expect(first.samples.count == 3 && second.samples.count == 3)
}

/// The coin gives each worker the first turn of some rounds, and the seed fixes which.
@Test func theOrderWithinARoundIsRandomAndSeeded() throws {
    func order(_ seed: UInt64) throws -> [String] {
        try runPair(first: lockstepLines, second: lockstepLines, seed: seed).log.filter { $0.hasSuffix("<- go") }
    }
    let orders = try (1...8).map { try order($0) }
    #expect(Set(orders.map { $0.first }).count == 2, "either worker may time round 1 first")
    #expect(try order(3) == orders[2])
}

/// A worker of an older build runs straight through when started, so the other worker, started after it has
/// ended, is given its turns alone: the pair runs one worker after the other, as before lockstep.
@Test func aWorkerThatNeverAsksForATurnRunsStraightThrough() throws {
    let (log, first, second) = try runPair(first: oldLines, second: lockstepLines)
    let bStarted = log.firstIndex(of: "b started")!
    #expect(log[..<bStarted].contains("a: phase done *"))
    #expect(!log.contains("a <- go"))
    #expect(log.filter { $0 == "b <- go" }.count == 4)
    #expect(first.samples.count == 3 && second.samples.count == 3)
}

/// `ab`'s interleaved run asks for lockstep in every worker's plan when its plan says so, and not otherwise.
@Test func anInterleavedRunInLockstepPutsItInTheWorkersPlans() throws {
    for lockstep in [true, false] {
        let log = SharedLog()
        let base = LoggingLauncher("base", log: log, lines: lockstepLines)
        let candidate = LoggingLauncher("cand", log: log, lines: lockstepLines)
        var plan = RunPlan(
            variants: ["v"], templatesDirectory: "/unused", processes: 3, coldProcesses: 0, warmupRounds: 1,
            rounds: 2, minimumBatchNanoseconds: 1, coldRows: 1, countingRows: 0, seed: 5)
        plan.lockstepPairs = lockstep
        let run = InterleavedRun(
            baseline: RunCoordinator(launcher: base), candidate: RunCoordinator(launcher: candidate))
        let result = try run.run(plan) { _, _ in }
        #expect((base.plans + candidate.plans).allSatisfy { ($0.lockstep ?? false) == lockstep })
        #expect(result.baseline.samples.count == 6 && result.candidate.samples.count == 6)
        // In lockstep both workers of a pair are running at once; otherwise one ends before the next starts.
        let secondStarted = log.entries.firstIndex { $0.hasSuffix("started") && $0 != log.entries[0] }!
        #expect(log.entries[..<secondStarted].contains { $0.hasSuffix("phase done *") } == !lockstep)
    }
}

/// `ab` asks each build whether its workers take turns before pairing them in lockstep.
@Test func aCoordinatorTellsWhetherItsWorkersTakeTurns() throws {
    let plan = RunPlan(
        variants: ["v", "w"], templatesDirectory: "/unused", processes: 3, coldProcesses: 0, warmupRounds: 5,
        rounds: 9, minimumBatchNanoseconds: 1, coldRows: 1, countingRows: 4, seed: 5)
    let log = SharedLog()
    let current = LoggingLauncher("new", log: log, lines: lockstepLines)
    #expect(try RunCoordinator(launcher: current).workersTakeTurns(plan))
    #expect(
        current.plans.map(\.rounds) == [1] && current.plans[0].variants == ["v"] && current.plans[0].countingRows == 0)
    #expect(log.entries.filter { $0 == "new <- go" }.count == 2, "its one round and the turn after it")
    #expect(try !RunCoordinator(launcher: LoggingLauncher("old", log: log, lines: oldLines)).workersTakeTurns(plan))
}
