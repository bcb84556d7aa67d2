/// A factory whose rows are built in another process (a browser's renderer) and timed there, by the engine's
/// own clock: the worker's clock would time the message to the engine and its answer, not the row.
///
/// The worker asks it for whole batches (`timeRows`) instead of timing `makeTimedRow()` calls, and sizes its
/// batches so that the engine clock's step is under half a percent of a batch (`minimumBatchNanoseconds`).
/// Freeing the rows and any garbage collection the engine allows outside the clock stay untimed, as in every
/// other toolkit.
public protocol EngineTimedRowFactory: TimedRowFactory {
    /// Builds `rows` rows in the engine and returns how long that took by its clock, in nanoseconds.
    func timeRows(_ rows: Int) throws -> UInt64
    /// The step of the engine's clock in nanoseconds (100,000 for a `performance.now()` that is not
    /// cross-origin isolated; 1 for `clock_gettime`).
    var clockStepNanoseconds: UInt64 { get }
}

extension EngineTimedRowFactory {
    /// The shortest batch whose clock step is at most half a percent of it.
    public var minimumBatchNanoseconds: UInt64 { clockStepNanoseconds * 200 }
}
