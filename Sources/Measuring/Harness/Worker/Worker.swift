import Results
import Statistics
import Toolkit

/// The work of one worker process: build every variant's rows and time them, emitting raw samples.
///
/// It computes no statistics. Clock and allocation meter are parameters, so tests drive it with fakes
/// and check every number it emits.
public struct Worker<Clock: MonotonicClock, Meter: AllocationMeter> {
    public let plan: WorkerPlan
    private var clock: Clock
    private let meter: Meter
    private let switches: any CPUSwitchCounter
    private let makeFactory: (String) throws -> TimedRowFactory
    private let emit: (WorkerMessage) -> Void
    /// Per variant of the plan, in its order, what `SelfTestSlowdown` asks of its batches; nil (always, outside
    /// the self-test): nothing.
    private let slowdowns: [SelfTestSlowdown.Request?]
    /// Blocks until the coordinator gives the turn this worker asked for with a `turn` message (lockstep only).
    private let awaitTurn: () -> Void

    public init(
        plan: WorkerPlan, clock: Clock, meter: Meter, switches: any CPUSwitchCounter = ThreadSwitchCounter(),
        slowdowns: [SelfTestSlowdown.Request?]? = nil, awaitTurn: @escaping () -> Void = {},
        makeFactory: @escaping (String) throws -> TimedRowFactory, emit: @escaping (WorkerMessage) -> Void
    ) {
        self.awaitTurn = awaitTurn
        self.plan = plan
        self.slowdowns = slowdowns ?? Array(repeating: nil, count: plan.variants.count)
        self.clock = clock
        self.meter = meter
        self.switches = switches
        self.makeFactory = makeFactory
        self.emit = emit
    }

    public mutating func run() throws {
        CrashReporter.install(variants: plan.variants)
        switch plan.mode {
        case .steady: try runSteady()
        case .cold: try runCold()
        }
        CrashReporter.current = nil
    }

    /// The probe of the process's speed mode, setup, warm-up, timed rounds in a freshly shuffled order each, then
    /// the counting pass (none when `countingRows` is 0), then `done`, which lets calibration tell the pass from
    /// the process's exit.
    private mutating func runSteady() throws {
        if plan.probe ?? false { emit(.probe(HostProbe.measure(process: plan.process))) }
        emit(.phase("setup", variant: "*"))
        var factories: [TimedRowFactory] = []
        for (index, name) in plan.variants.enumerated() {
            CrashReporter.current = index
            factories.append(try makeFactory(name))
        }
        emit(.clockCost(nanoseconds: clock.readCost()))

        emit(.phase("warmup", variant: "*"))
        let batchSizes = try warmUp(factories)
        for (name, size) in zip(plan.variants, batchSizes) { emit(.batchSize(variant: name, rows: size)) }

        emit(.phase("rounds", variant: "*"))
        let (samples, retimed) = try timedRounds(factories, batchSizes: batchSizes)
        for sample in samples { emit(.sample(sample)) }
        for (name, batches) in zip(plan.variants, retimed) where batches > 0 {
            emit(.retimed(variant: name, batches: batches))
        }

        emit(.phase("counting", variant: "*"))
        // An engine's rows are allocated in its own process: the worker's allocator never sees them.
        for (index, factory) in factories.enumerated()
        where plan.countingRows > 0 && !(factory is EngineTimedRowFactory) {
            CrashReporter.current = index
            emit(.allocations(try countAllocations(factory, variant: plan.variants[index])))
        }
        emit(.phase("done", variant: "*"))
    }

    /// Builds rows for `warmupRounds` rounds, timing each one's construction (not its freeing, which the
    /// timed batches leave outside the clock too), and sizes each variant's batch from the median row time
    /// seen, so that a batch lasts at least `minimumBatchNanoseconds`.
    private mutating func warmUp(_ factories: [TimedRowFactory]) throws -> [Int] {
        var times = Array(repeating: [UInt64](), count: factories.count)
        var engineRows = Array(repeating: 1, count: factories.count)
        for _ in 0..<max(plan.warmupRounds, 1) {
            for (index, factory) in factories.enumerated() {
                CrashReporter.current = index
                if let engine = factory as? EngineTimedRowFactory {
                    times[index].append(try Self.warmUp(engine, rows: &engineRows[index]))
                    continue
                }
                let start = clock.now()
                let row = try factory.makeTimedRow()
                let end = clock.now()
                // Freed after the clock stops, as in a timed batch: the batch is sized from construction alone.
                withExtendedLifetime(row) {}
                times[index].append(end &- start)
            }
        }
        // Sizes the coordinator fixed (`ab`: alike for both builds' workers) stand over the worker's own.
        if let fixed = plan.batchSizes, fixed.count == factories.count { return fixed }
        return zip(times, factories).map { observed, factory in
            let median = max(observed.sorted()[observed.count / 2], 1)
            let minimum = max(
                plan.minimumBatchNanoseconds, (factory as? EngineTimedRowFactory)?.minimumBatchNanoseconds ?? 0)
            return Int(max(1, (minimum + median - 1) / median))
        }
    }

    /// One warm-up round of an engine's rows, timed by the engine: batches of `rows`, four times as many each
    /// time, until one lasts the engine's minimum batch (a row alone can be shorter than its clock's step).
    /// Returns that batch's time per row; `rows` is where the next round starts.
    private static func warmUp(_ engine: EngineTimedRowFactory, rows: inout Int) throws -> UInt64 {
        while true {
            let nanoseconds = try engine.timeRows(rows)
            if nanoseconds >= engine.minimumBatchNanoseconds || rows >= 1 << 20 { return nanoseconds / UInt64(rows) }
            rows *= 4
        }
    }

    /// Each batch is timed again, up to `Retiming.maximumRetimes` times, when the thread lost its CPU to another task
    /// while it ran (`CPUSwitchCounter`, read outside the clock): such a batch timed the other task too.
    /// Returns the samples and, per variant, the batches timed again.
    private mutating func timedRounds(_ factories: [TimedRowFactory], batchSizes: [Int]) throws -> ([Sample], [Int]) {
        var generator = SplitMix64(seed: plan.seed &+ UInt64(plan.process) &* 0x9E37_79B9_7F4A_7C15)
        var samples: [Sample] = []
        samples.reserveCapacity(plan.rounds * factories.count)
        var retimed = Array(repeating: 0, count: factories.count)
        /// Rows stay alive until the batch's clock has stopped: the work cannot be optimised away,
        /// and freeing them is not part of what is timed (the seed timed construction only).
        var sink: [AnyObject] = []
        sink.reserveCapacity(batchSizes.max() ?? 1)
        let reportEvery = max(1, plan.rounds / 20)
        let failIndex = plan.failVariant.flatMap(plan.variants.firstIndex(of:))
        for round in 1...max(plan.rounds, 1) where plan.rounds > 0 {
            waitForTurn(round)
            let order = Array(factories.indices).shuffled(using: &generator)
            for (position, index) in order.enumerated() {
                CrashReporter.current = index
                if index == failIndex { fatalError("failure injected for \(plan.variants[index])") }
                let factory = factories[index], batch = batchSizes[index]
                var tries = 0, start: UInt64 = 0, end: UInt64 = 0, bytesBefore: UInt64 = 0, bytesAfter: UInt64 = 0
                var preempted = false
                repeat {
                    tries += 1
                    let switchesBefore = switches.involuntarySwitches()
                    bytesBefore = meter.allocatedBytes()
                    if let engine = factory as? EngineTimedRowFactory {
                        // Timed by the engine; the worker's allocations while it waits are not the rows'.
                        start = 0
                        end = try engine.timeRows(batch)
                        // The self-test's wait comes after the engine's batch, on the worker's clock, as after any
                        // other batch: the sample then counts it (or, the placebo, waits as long and does not).
                        if let slowdown = slowdowns[index] {
                            end = slowdown.end(ofBatchFrom: start, to: end, clock: &clock)
                        }
                        bytesBefore = 0
                        bytesAfter = 0
                        preempted = false
                        break
                    }
                    start = clock.now()
                    for _ in 0..<batch { sink.append(try factory.makeTimedRow()) }
                    end = clock.now()
                    if let slowdown = slowdowns[index] {
                        end = slowdown.end(ofBatchFrom: start, to: end, clock: &clock)
                    }
                    bytesAfter = meter.allocatedBytes()
                    preempted = switches.involuntarySwitches() != switchesBefore
                    sink.removeAll(keepingCapacity: true)
                } while preempted && tries <= Retiming.maximumRetimes
                retimed[index] += tries - 1
                samples.append(
                    Sample(
                        process: plan.process, round: round, position: position + 1,
                        variant: plan.variants[index], batchSize: batch,
                        nanoseconds: end &- start, allocatedBytes: bytesAfter &- bytesBefore))
            }
            if round % reportEvery == 0 || round == plan.rounds { emit(.progress(done: round, total: plan.rounds)) }
        }
        // In lockstep the other build's worker may still be timing its last round: wait before going on.
        waitForTurn(plan.rounds + 1)
        return (samples, retimed)
    }

    /// In lockstep, asks for the turn to time `round` (or, past the last, to go on) and waits for it.
    private func waitForTurn(_ round: Int) {
        guard plan.lockstep ?? false else { return }
        emit(.turn(round: round))
        awaitTurn()
    }

    /// Counts allocation requests for `countingRows` rows, less the cost of an empty count.
    private func countAllocations(_ factory: TimedRowFactory, variant: String) throws -> AllocationCount {
        let rows = plan.countingRows
        var sink: [AnyObject] = []
        sink.reserveCapacity(rows)
        let emptyStart = meter.allocationCount()
        let emptyEnd = meter.allocationCount()
        // Bytes are read inside the two counts, whose own lookups allocate a little.
        let start = meter.allocationCount()
        let bytesBefore = meter.allocatedBytes()
        for _ in 0..<rows { sink.append(try factory.makeTimedRow()) }
        let bytesAfter = meter.allocatedBytes()
        let end = meter.allocationCount()
        let overhead = emptyEnd &- emptyStart
        return AllocationCount(
            process: plan.process, variant: variant, rows: rows,
            allocations: (end &- start) &- min(overhead, end &- start),
            allocatedBytes: bytesAfter &- bytesBefore)
    }

    /// A fresh process's first rows of its only variant, each timed alone, after timing the setup.
    private mutating func runCold() throws {
        guard let name = plan.variants.first else { return }
        CrashReporter.current = 0
        emit(.phase("cold", variant: name))
        let setupStart = clock.now()
        let factory = try makeFactory(name)
        let setup = clock.now() &- setupStart
        var sink: [AnyObject] = []
        sink.reserveCapacity(plan.coldRows)
        var cold: [ColdSample] = []
        for index in 1...max(plan.coldRows, 1) {
            if name == plan.failVariant { fatalError("failure injected for \(name)") }
            if let engine = factory as? EngineTimedRowFactory {
                // The engine's clock, one row at a time: as coarse as that clock's step.
                cold.append(
                    ColdSample(
                        process: plan.process, variant: name, index: index, nanoseconds: try engine.timeRows(1),
                        allocatedBytes: 0, setupNanoseconds: setup))
                continue
            }
            let bytesBefore = meter.allocatedBytes()
            let start = clock.now()
            sink.append(try factory.makeTimedRow())
            let end = clock.now()
            let bytesAfter = meter.allocatedBytes()
            cold.append(
                ColdSample(
                    process: plan.process, variant: name, index: index, nanoseconds: end &- start,
                    allocatedBytes: bytesAfter &- bytesBefore, setupNanoseconds: setup))
        }
        for sample in cold { emit(.cold(sample)) }
    }
}
