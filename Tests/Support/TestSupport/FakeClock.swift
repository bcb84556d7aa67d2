import Harness
import Results

/// A clock that advances by a fixed step at every read: samples come out as exact, known numbers.
public struct FakeClock: MonotonicClock {
    public private(set) var time: UInt64
    public let step: UInt64

    public init(start: UInt64 = 1_000, step: UInt64) {
        time = start
        self.step = step
    }

    public mutating func now() -> UInt64 {
        time += step
        return time
    }
}

/// An allocation meter whose counters advance by fixed amounts at every read.
public final class FakeMeter: AllocationMeter {
    private var bytes: UInt64 = 0
    private var count: UInt64 = 0
    public let bytesPerRead: UInt64
    public let countPerRead: UInt64

    public init(bytesPerRead: UInt64, countPerRead: UInt64) {
        self.bytesPerRead = bytesPerRead
        self.countPerRead = countPerRead
    }

    public func allocatedBytes() -> UInt64 {
        bytes += bytesPerRead
        return bytes
    }

    public func allocationCount() -> UInt64 {
        count += countPerRead
        return count
    }
}
