import Builders
import Glibc
import Harness
import Results
import Testing

/// jemalloc serves this test process (the tests link it through the Harness module).
@Test func jemallocIsTheAllocatorAndItsCounterGrowsWhenARowIsBuilt() throws {
    let version = try #require(JemallocMeter.version)
    #expect(version.hasPrefix("5."))
    let meter = try #require(JemallocMeter())
    let before = meter.allocatedBytes()
    let row = CodeRowBuilder.makeCell(fit: true)
    let after = meter.allocatedBytes()
    #expect(row.subviews.count == 1)
    // 24 views at well over 100 bytes each.
    #expect(after - before > 24 * 100)
}

@Test func allocationCountsRiseByAtLeastTheObjectsMade() throws {
    let meter = try #require(JemallocMeter())
    let before = meter.allocationCount()
    let rows = (0..<10).map { _ in CodeRowBuilder.makeCell(fit: false) }
    let after = meter.allocationCount()
    #expect(rows.count == 10)
    #expect(after - before >= 10 * 24)
}

/// `SystemClock` reads CLOCK_MONOTONIC in nanoseconds: its reading lies between two direct reads of that
/// clock. A clock in other units (µs, seconds) or another clock (CLOCK_REALTIME) would fall outside.
@Test func theSystemClockReadsTheMonotonicClockInNanoseconds() {
    func direct() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
    let before = direct()
    let reading = SystemClock().now()
    let after = direct()
    #expect(before <= reading && reading <= after)
}
