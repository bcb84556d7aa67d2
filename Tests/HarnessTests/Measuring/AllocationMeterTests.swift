import Builders
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

@Test func theMonotonicClockNeverGoesBack() {
    let clock = SystemClock()
    var previous = clock.now()
    for _ in 0..<10_000 {
        let now = clock.now()
        #expect(now >= previous)
        previous = now
    }
}
