import Builders
import Foundation
import Harness
import Results
import TestSupport
import Toolkit
import Testing
import Views

/// A factory that builds a bare view and counts its rows.
private final class CountingFactory: RowFactory {
    var rows = 0
    func makeRow() throws -> View {
        rows += 1
        return View()
    }
}

private func plan(
    _ mode: WorkerPlan.Mode = .steady, variants: [String] = ["a", "b", "c"], rounds: Int = 4,
    minimumBatch: UInt64 = 1
) -> WorkerPlan {
    WorkerPlan(
        mode: mode, process: 2, variants: variants, templatesDirectory: "/unused", warmupRounds: 3, rounds: rounds,
        minimumBatchNanoseconds: minimumBatch, coldRows: 5, countingRows: 7, seed: 42)
}

/// A switch counter that counts one more involuntary switch on each read `preemptedReads` names (1-based), as
/// if the thread had lost its CPU just before that read.
private final class ScriptedSwitches: CPUSwitchCounter {
    private var reads = 0, count = 0
    private let preemptedReads: (Int) -> Bool
    init(preemptedReads: @escaping (Int) -> Bool) { self.preemptedReads = preemptedReads }
    func involuntarySwitches() -> Int {
        reads += 1
        if preemptedReads(reads) { count += 1 }
        return count
    }
}

private func run(
    _ plan: WorkerPlan, step: UInt64 = 10, switches: any CPUSwitchCounter = ScriptedSwitches { _ in false }
)
    throws -> (messages: [WorkerMessage], factories: [String: CountingFactory])
{
    var factories: [String: CountingFactory] = [:]
    var messages: [WorkerMessage] = []
    var worker = Worker(
        plan: plan, clock: FakeClock(step: step), meter: FakeMeter(bytesPerRead: 100, countPerRead: 3),
        switches: switches,
        makeFactory: { name in
            let factory = CountingFactory()
            factories[name] = factory
            return factory
        }, emit: { messages.append($0) })
    try worker.run()
    return (messages, factories)
}

private func samples(_ messages: [WorkerMessage]) -> [Sample] {
    messages.compactMap { if case .sample(let sample) = $0 { sample } else { nil } }
}

@Test func everyRoundTimesEveryVariantOnceInAShuffledOrder() throws {
    let (messages, _) = try run(plan(rounds: 50))
    let taken = samples(messages)
    #expect(taken.count == 150)
    for round in 1...50 {
        #expect(Set(taken.filter { $0.round == round }.map(\.variant)) == ["a", "b", "c"])
    }
    let orders = Set((1...50).map { round in taken.filter { $0.round == round }.map(\.variant) })
    #expect(orders.count > 1, "the order is shuffled each round")
    #expect(taken.allSatisfy { $0.process == 2 })
}

@Test func theSameSeedShufflesTheSameWay() throws {
    let first = samples(try run(plan(rounds: 20)).messages).map(\.variant)
    let second = samples(try run(plan(rounds: 20)).messages).map(\.variant)
    #expect(first == second)
}

/// Warm-up rows take 10 ns on the fake clock; a 45 ns minimum needs batches of 5 rows.
@Test func batchesAreSizedToLastTheMinimum() throws {
    let (messages, factories) = try run(plan(rounds: 2, minimumBatch: 45))
    #expect(messages.contains(.batchSize(variant: "a", rows: 5)))
    #expect(samples(messages).allSatisfy { $0.batchSize == 5 })
    // 3 warm-up rows, 2 batches of 5, and 7 counted rows.
    #expect(factories["a"]?.rows == 3 + 10 + 7)
}

/// Sizes the plan fixes (`ab` gives every worker of both builds the same) stand over the worker's own, variant by
/// variant; the warm-up still runs.
@Test func batchSizesThePlanFixesAreTheOnesTimed() throws {
    var fixed = plan(rounds: 2, minimumBatch: 45)
    fixed.batchSizes = [2, 3, 7]
    let (messages, factories) = try run(fixed)
    for (variant, rows) in [("a", 2), ("b", 3), ("c", 7)] {
        #expect(messages.contains(.batchSize(variant: variant, rows: rows)))
        #expect(samples(messages).filter { $0.variant == variant }.allSatisfy { $0.batchSize == rows }, "\(variant)")
    }
    // 3 warm-up rows, 2 batches of 2, and 7 counted rows.
    #expect(factories["a"]?.rows == 3 + 4 + 7)
}

/// Reads 2 and 4 come after the first batch and after its second try: both preempted, so the first batch of the
/// first round is timed three times; no other batch is. The samples stay one per variant and round.
@Test func aBatchDuringWhichTheThreadLostItsCPUIsTimedAgain() throws {
    let (messages, factories) = try run(
        plan(variants: ["a"], rounds: 3), switches: ScriptedSwitches { [2, 4].contains($0) })
    #expect(samples(messages).count == 3)
    #expect(messages.contains(.retimed(variant: "a", batches: 2)))
    // 3 warm-up rows, 3 batches of 1 plus 2 tried again, 7 counted rows.
    #expect(factories["a"]?.rows == 3 + 5 + 7)
    let quiet = try run(plan(variants: ["a"], rounds: 3)).messages
    #expect(!quiet.contains { if case .retimed = $0 { true } else { false } })
}

/// A thread that loses its CPU in every batch: each is tried 1 + `Retiming.maximumRetimes` times and the last
/// try kept.
@Test func retimingStopsAfterItsLimitAndKeepsTheLastTry() throws {
    let (messages, factories) = try run(
        plan(variants: ["a", "b"], rounds: 2), switches: ScriptedSwitches { $0 % 2 == 0 })
    #expect(samples(messages).count == 4)
    let tries = 1 + Retiming.maximumRetimes
    #expect(messages.contains(.retimed(variant: "a", batches: 2 * Retiming.maximumRetimes)))
    #expect(messages.contains(.retimed(variant: "b", batches: 2 * Retiming.maximumRetimes)))
    #expect(factories["a"]?.rows == 3 + 2 * tries + 7)
}

@Test func aColdWorkerTimesItsFirstRowsOneByOne() throws {
    let (messages, factories) = try run(plan(.cold, variants: ["a"]))
    let cold = messages.compactMap { if case .cold(let sample) = $0 { sample } else { nil } }
    #expect(cold.map(\.index) == [1, 2, 3, 4, 5])
    #expect(cold.allSatisfy { $0.nanoseconds == 10 && $0.setupNanoseconds == 10 && $0.variant == "a" })
    #expect(factories["a"]?.rows == 5)
}

@Test func everyMessageSurvivesItsLine() {
    let messages: [WorkerMessage] = [
        .phase("rounds", variant: "*"), .progress(done: 3, total: 9), .clockCost(nanoseconds: 21.5),
        .batchSize(variant: "code/fit", rows: 4),
        .sample(
            Sample(
                process: 1, round: 2, position: 3, variant: "code/fit", batchSize: 4, nanoseconds: 5, allocatedBytes: 6)
        ),
        .cold(ColdSample(process: 1, variant: "x", index: 2, nanoseconds: 3, allocatedBytes: 4, setupNanoseconds: 5)),
        .allocations(AllocationCount(process: 1, variant: "y", rows: 2, allocations: 3, allocatedBytes: 4)),
        .probe(ProcessProbe(process: 3, cpu: 1, memoryNanoseconds: 87.25, computeNanoseconds: 1.125)),
        .retimed(variant: "gtk-code/fit", batches: 12), .turn(round: 4),
    ]
    for message in messages { #expect(WorkerMessage(line: message.line[...]) == message) }
    #expect(WorkerMessage(line: "sample\t1\tx") == nil)
    #expect(WorkerMessage(line: "nonsense") == nil)
}

/// The probe of a process's speed mode reports the CPU it ran on and positive, finite times per step.
@Test func theHostProbeMeasuresTheCPUAndBothLoops() {
    let probe = HostProbe.measure(process: 4)
    #expect(probe.process == 4)
    #expect((0..<ProcessInfo.processInfo.activeProcessorCount + 64).contains(probe.cpu))
    #expect(probe.memoryNanoseconds.isFinite && probe.memoryNanoseconds > 0)
    #expect(probe.computeNanoseconds.isFinite && probe.computeNanoseconds > 0)
}

/// The self-test's slowdown lengthens each timed batch of the variants it names by the wait after it: on a clock
/// that advances 10 ns a read a batch reads 10 ns, so "b" at 200% reads 30, while "c" with the placebo of the same
/// wait, which its sample leaves out, and "a", not named, stay at 10.
@Test func theSelfTestSlowdownLengthensTheNamedVariantsBatches() throws {
    var messages: [WorkerMessage] = []
    var worker = Worker(
        plan: plan(rounds: 3), clock: FakeClock(step: 10), meter: FakeMeter(bytesPerRead: 100, countPerRead: 3),
        switches: ScriptedSwitches { _ in false },
        slowdowns: [nil, .init(fraction: 2.0), .init(fraction: 2.0, isTimed: false)],
        makeFactory: { _ in CountingFactory() }, emit: { messages.append($0) })
    try worker.run()
    let times = Dictionary(grouping: samples(messages), by: \.variant).mapValues { Set($0.map(\.nanoseconds)) }
    #expect(times == ["a": [10], "b": [30], "c": [10]])
}

/// A row built and timed in an engine (a browser's renderer): its batches take 1,000 ns a row by the engine's clock.
private final class EngineFactory: EngineTimedRowFactory {
    func makeTimedRow() throws -> AnyObject { View() }
    func timeRows(_ rows: Int) throws -> UInt64 { UInt64(rows) * 1_000 }
    var clockStepNanoseconds: UInt64 { 1 }
}

/// The slowdown reaches rows timed by an engine too: the wait follows the engine's batch on the worker's clock, so
/// "b" at 200% reads 3,000 ns a row, the placebo's "c" and "a", not named, the engine's 1,000.
@Test func theSelfTestSlowdownLengthensAnEnginesBatches() throws {
    var messages: [WorkerMessage] = []
    var worker = Worker(
        plan: plan(rounds: 3), clock: FakeClock(step: 10), meter: FakeMeter(bytesPerRead: 100, countPerRead: 3),
        switches: ScriptedSwitches { _ in false },
        slowdowns: [nil, .init(fraction: 2.0), .init(fraction: 2.0, isTimed: false)],
        makeFactory: { _ in EngineFactory() }, emit: { messages.append($0) })
    try worker.run()
    let perRow = Dictionary(grouping: samples(messages), by: \.variant).mapValues {
        Set($0.map { $0.nanoseconds / UInt64($0.batchSize) })
    }
    #expect(perRow == ["a": [1_000], "b": [3_000], "c": [1_000]])
}

/// In lockstep a worker asks for its turn before each timed round and once after the last, and goes on only when
/// given it: at each turn it has built its 3 warm-up rows and one row a round before, and its 7 counted rows come
/// after the last. Without lockstep it asks for none.
@Test func aWorkerInLockstepWaitsForItsTurnBeforeEachRoundAndBeforeGoingOn() throws {
    var lockstep = plan(variants: ["a"], rounds: 3)
    lockstep.lockstep = true
    var factory: CountingFactory?
    var rowsAtTurns: [Int] = []
    var messages: [WorkerMessage] = []
    var worker = Worker(
        plan: lockstep, clock: FakeClock(step: 10), meter: FakeMeter(bytesPerRead: 100, countPerRead: 3),
        switches: ScriptedSwitches { _ in false }, awaitTurn: { rowsAtTurns.append(factory!.rows) },
        makeFactory: { _ in
            let made = CountingFactory()
            factory = made
            return made
        }, emit: { messages.append($0) })
    try worker.run()
    #expect(messages.compactMap { if case .turn(let round) = $0 { round } else { nil } } == [1, 2, 3, 4])
    #expect(rowsAtTurns == [3, 4, 5, 6])
    #expect(factory?.rows == 6 + 7)
    #expect(samples(messages).count == 3)
    let free = try run(plan(variants: ["a"], rounds: 3)).messages
    #expect(!free.contains { if case .turn = $0 { true } else { false } })
}
