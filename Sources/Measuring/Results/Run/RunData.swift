/// Everything the workers of a run produced, unprocessed.
public struct RunData: Sendable, Equatable {
    public var samples: [Sample] = []
    public var cold: [ColdSample] = []
    public var allocations: [AllocationCount] = []
    /// Median clock-read cost seen by each steady worker.
    public var clockCosts: [Double] = []
    /// Rows per timed batch, per variant, as the first worker chose them (all workers record theirs in samples).
    public var batchSizes: [String: Int] = [:]
    /// Steady workers that ran; fewer than planned when the time budget stopped the run early.
    public var steadyProcessesRun = 0
    /// The timed rounds each steady worker of each group was given, in the order they ran (a calibrated run
    /// paces them).
    public var roundsRun: [String: [Int]] = [:]
    /// Per group, the steady workers added after the planned ones where the widest interval was widest
    /// (`ExtraWorkers`); a group with none is left out.
    public var extraProcesses: [String: Int] = [:]

    /// Each steady worker's speed-mode probe, in the order they ran.
    public var probes: [ProcessProbe] = []

    /// Per variant, the timed batches the workers timed again because their thread lost the CPU during them.
    public var retimedBatches: [String: Int] = [:]

    public init() {}
}
