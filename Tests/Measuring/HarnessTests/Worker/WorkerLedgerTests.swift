import Builders
import Harness
import Testing

/// Three variants whose rows cost 100, 250 and 40 ns to build and 7,000 ns to free, on a ledger clock that
/// advances only while a row is built or freed.
private func ledgerRun(
    minimumBatch: UInt64, mode: WorkerPlan.Mode = .steady, countCostPerRead: UInt64 = 0
)
    throws -> (messages: [WorkerMessage], factories: [String: LedgerFactory])
{
    let ledger = WorkLedger()
    let costs: [String: (build: UInt64, allocations: UInt64, bytes: UInt64)] =
        ["a": (100, 5, 640), "b": (250, 2, 96), "c": (40, 11, 1_000)]
    let variants = mode == .steady ? ["a", "b", "c"] : ["b"]
    let plan = WorkerPlan(
        mode: mode, process: 1, variants: variants, templatesDirectory: "/unused", warmupRounds: 3,
        rounds: 4, minimumBatchNanoseconds: minimumBatch, coldRows: 3, countingRows: 7, seed: 9)
    var factories: [String: LedgerFactory] = [:]
    var messages: [WorkerMessage] = []
    var worker = Worker(
        plan: plan, clock: LedgerClock(ledger: ledger),
        meter: LedgerMeter(ledger: ledger, countCostPerRead: countCostPerRead),
        makeFactory: { name in
            let cost = costs[name]!
            let factory = LedgerFactory(
                ledger: ledger, buildNanoseconds: cost.build, freeNanoseconds: 7_000,
                allocations: cost.allocations, bytes: cost.bytes)
            factories[name] = factory
            return factory
        }, emit: { messages.append($0) })
    try worker.run()
    return (messages, factories)
}

/// The timed window holds the rows' construction and nothing else: each sample reads exactly batch × build
/// time and batch × bytes. Were a row built outside the window the sample would read less; were its freeing
/// inside, 7,000 ns more per row.
@Test func theTimedWindowBracketsTheBuildAndNothingElse() throws {
    let (messages, _) = try ledgerRun(minimumBatch: 500)
    let samples = messages.compactMap { if case .sample(let sample) = $0 { sample } else { nil } }
    let build: [String: UInt64] = ["a": 100, "b": 250, "c": 40],
        bytes: [String: UInt64] = ["a": 640, "b": 96, "c": 1_000]
    #expect(samples.count == 12)
    for sample in samples {
        #expect(sample.nanoseconds == UInt64(sample.batchSize) * build[sample.variant]!, "\(sample)")
        #expect(sample.allocatedBytes == UInt64(sample.batchSize) * bytes[sample.variant]!, "\(sample)")
    }
}

/// Warm-up sizes batches from construction time alone: ⌈500/100⌉ = 5, ⌈500/250⌉ = 2, ⌈500/40⌉ = 13 rows.
/// Had the 7,000 ns of freeing been timed with each row, every batch would hold 1 row and last under the minimum.
@Test func batchesAreSizedFromConstructionAloneAndReachTheMinimum() throws {
    let (messages, factories) = try ledgerRun(minimumBatch: 500)
    #expect(messages.contains(.batchSize(variant: "a", rows: 5)))
    #expect(messages.contains(.batchSize(variant: "b", rows: 2)))
    #expect(messages.contains(.batchSize(variant: "c", rows: 13)))
    let samples = messages.compactMap { if case .sample(let sample) = $0 { sample } else { nil } }
    #expect(samples.allSatisfy { $0.nanoseconds >= 500 })
    // 3 warm-up rows, 4 batches of 2, 7 counted rows.
    #expect(factories["b"]?.rows == 3 + 8 + 7)
}

/// The counting pass reports the allocations the rows made, less what reading the counter costs: here 3
/// requests per read, and rows of 5, 2 and 11 requests, over 7 rows.
@Test func theCountingPassCountsTheRowsAllocationsLessItsOwnCost() throws {
    for cost: UInt64 in [0, 3] {
        let (messages, _) = try ledgerRun(minimumBatch: 1, countCostPerRead: cost)
        let counts = messages.compactMap { if case .allocations(let count) = $0 { count } else { nil } }
        let perRow: [String: UInt64] = ["a": 5, "b": 2, "c": 11],
            bytes: [String: UInt64] = ["a": 640, "b": 96, "c": 1_000]
        #expect(counts.count == 3)
        for count in counts {
            #expect(count.rows == 7 && count.allocations == 7 * perRow[count.variant]!, "\(count)")
            #expect(count.allocatedBytes == 7 * bytes[count.variant]!, "\(count)")
        }
    }
}

/// A cold worker times each first row alone: exactly its construction.
@Test func aColdRowIsTimedForItsConstructionOnly() throws {
    let (messages, _) = try ledgerRun(minimumBatch: 1, mode: .cold)
    let cold = messages.compactMap { if case .cold(let sample) = $0 { sample } else { nil } }
    #expect(cold.map(\.index) == [1, 2, 3])
    #expect(cold.allSatisfy { $0.nanoseconds == 250 && $0.allocatedBytes == 96 && $0.setupNanoseconds == 0 })
}
