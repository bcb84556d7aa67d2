import Glibc

/// Counts the times the calling thread lost its CPU to another task while it could still run.
///
/// Why: on a loaded host the scheduler now and then hands the worker's CPU to another process in the middle of a
/// timed batch, and the batch then measures that process too. On this 2-core machine under a load of about 2,
/// 19% of 1 ms samples of a plain loop were preempted, and every sample over 1.5 times the fastest was one of
/// them (docs/noisy-host.md, "Preempted batches"). A toolkit's row takes about 1 ms, so its samples were hit
/// alike, 4 to 7 times as long, and a worker with many of them moved a whole interval. The count is read
/// outside the clock, before and after each batch.
public protocol CPUSwitchCounter {
    /// Involuntary context switches of this thread so far.
    func involuntarySwitches() -> Int
}

/// The kernel's count for this thread (`getrusage(RUSAGE_THREAD)`, `ru_nivcsw`): a system call of well under
/// a microsecond, made outside the timed batch.
public struct ThreadSwitchCounter: CPUSwitchCounter {
    public init() {}

    public func involuntarySwitches() -> Int {
        var usage = rusage()
        // RUSAGE_THREAD (1) is a GNU extension that Swift's Glibc module does not import.
        guard getrusage(__rusage_who_t(1), &usage) == 0 else { return 0 }
        return usage.ru_nivcsw
    }
}
