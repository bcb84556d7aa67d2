#if canImport(Glibc)
    import Glibc
#endif

/// A source of monotonic time in nanoseconds: what every sample is timed with.
///
/// A protocol so the harness and reports can be tested with a fake clock that returns exact numbers.
public protocol MonotonicClock {
    /// Nanoseconds since an arbitrary fixed point; never decreases.
    mutating func now() -> UInt64
}

/// `clock_gettime(CLOCK_MONOTONIC)`: about 22 ns per read on this kind of machine, unaffected by
/// wall-clock changes (the Linux counterpart of the seed's `mach_absolute_time`).
public struct SystemClock: MonotonicClock {
    public init() {}

    @inline(__always)
    public func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }
}

extension MonotonicClock {
    /// The median cost of one clock read, in nanoseconds, over `reads` back-to-back pairs.
    ///
    /// The median, because a read that is interrupted by the scheduler is not the clock's cost.
    public mutating func readCost(reads: Int = 2_001) -> Double {
        var costs: [UInt64] = []
        costs.reserveCapacity(reads)
        for _ in 0..<reads {
            let start = now()
            let end = now()
            costs.append(end &- start)
        }
        costs.sort()
        return Double(costs[costs.count / 2])
    }
}
