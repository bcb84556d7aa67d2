import CJemalloc

/// Reads how much this thread has allocated, from jemalloc, the allocator every part of the process
/// uses (the executable and the tests link it, so the Swift runtime and Foundation allocate through it).
///
/// Bytes come from `thread.allocatedp`, a pointer to the thread's running total fetched once, read in
/// about half a nanosecond, so it can wrap every timed sample. Counting allocations needs jemalloc's
/// statistics, which cost about 10 µs a snapshot, so counts are taken in a separate pass, never while timing.
public protocol AllocationMeter {
    /// Bytes this thread has allocated since it started.
    func allocatedBytes() -> UInt64
    /// Allocation requests served so far by all arenas (small and large); slow, for counting passes only.
    func allocationCount() -> UInt64
}

/// The jemalloc meter.
public struct JemallocMeter: AllocationMeter {
    private let allocatedPointer: UnsafeMutablePointer<UInt64>

    /// Fails (returns nil) when jemalloc is not the allocator serving this process.
    public init?() {
        var pointer: UnsafeMutablePointer<UInt64>?
        var size = MemoryLayout<UnsafeMutablePointer<UInt64>?>.size
        guard mallctl("thread.allocatedp", &pointer, &size, nil, 0) == 0, let pointer else { return nil }
        allocatedPointer = pointer
    }

    /// jemalloc's version string, e.g. "5.3.0-0-g54eaed1d8b56b1aa528be3bdd1877e59c56fa90c".
    public static var version: String? {
        var pointer: UnsafePointer<CChar>?
        var size = MemoryLayout<UnsafePointer<CChar>?>.size
        guard mallctl("version", &pointer, &size, nil, 0) == 0, let pointer else { return nil }
        return String(cString: pointer)
    }

    @inline(__always)
    public func allocatedBytes() -> UInt64 {
        nibornot_read_counter(allocatedPointer)
    }

    /// Flushes this thread's cache (so requests it served are counted), refreshes the statistics
    /// epoch, then adds the small and large request counters of all arenas.
    public func allocationCount() -> UInt64 {
        mallctl("thread.tcache.flush", nil, nil, nil, 0)
        var epoch: UInt64 = 1
        mallctl("epoch", nil, nil, &epoch, MemoryLayout<UInt64>.size)
        return Self.read("stats.arenas.4096.small.nrequests") + Self.read("stats.arenas.4096.large.nrequests")
    }

    private static func read(_ name: String) -> UInt64 {
        var value: UInt64 = 0
        var size = MemoryLayout<UInt64>.size
        return mallctl(name, &value, &size, nil, 0) == 0 ? value : 0
    }
}
