/// What identifies the speed mode of one steady worker process, measured as it starts, before any variant.
///
/// Why: on a noisy host whole processes run at different speeds for their whole life (process medians up to 2x
/// apart while pure arithmetic varies 1%), and the nib slows more than code, which widens ratio intervals.
/// Recording the CPU a process started on and the speed of a short memory-bound and a compute-bound loop lets the
/// report say how much of the spread between processes goes with the host's modes (`ProcessModes`).
public struct ProcessProbe: Codable, Sendable, Equatable {
    /// The steady worker's process number (the run's order).
    public var process: Int
    /// The CPU the process was on when it measured (`sched_getcpu`).
    public var cpu: Int
    /// Nanoseconds per step of a dependent walk through 16 MiB: memory latency as this process sees it.
    public var memoryNanoseconds: Double
    /// Nanoseconds per step of a register-only arithmetic loop: the core's speed, without memory.
    public var computeNanoseconds: Double

    public init(process: Int, cpu: Int, memoryNanoseconds: Double, computeNanoseconds: Double) {
        self.process = process; self.cpu = cpu
        self.memoryNanoseconds = memoryNanoseconds; self.computeNanoseconds = computeNanoseconds
    }
}
