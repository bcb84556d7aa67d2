import Testing
@testable import Views

@Test func aRequestAfterTheIntervalReloadsAtOnceASoonerOneIsDeferred() {
    var throttle = ReloadThrottle(minimumInterval: 300)
    var answers: [Bool] = []
    answers.append(throttle.request(at: 1_000))
    answers.append(throttle.request(at: 1_100))
    #expect(throttle.pendingDue == 1_300)
    answers.append(throttle.request(at: 1_200))  // joins the deferred reload
    answers.append(throttle.fireIfDue(at: 1_299))
    answers.append(throttle.fireIfDue(at: 1_300))
    answers.append(throttle.fireIfDue(at: 1_301))
    answers.append(throttle.request(at: 1_600))
    #expect(answers == [true, false, false, false, true, false, true])
}

/// A stream of requests at pseudo-random times, and frames every 16 ticks that fire what is due: no two
/// reloads closer than the interval, and after every request a reload at or after it.
@Test(arguments: [UInt64(1), 50, 300, 1_000])
func theThrottleNeverReloadsTooOftenAndNeverLosesTheLastRequest(interval: UInt64) {
    var throttle = ReloadThrottle(minimumInterval: interval)
    var state: UInt64 = interval
    var requests: [UInt64] = [], reloads: [UInt64] = []
    var now: UInt64 = 0
    for frame in 0..<2_000 {
        let frameStart = UInt64(frame) * 16
        // 0 to 3 requests in this frame, at pseudo-random ticks within it.
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let ticks = (0..<Int(state >> 62)).map { k in (state >> (20 + UInt64(k) * 4)) % 16 }.sorted()
        for tick in ticks {  // a monotonic clock: times never go back
            now = frameStart + tick
            requests.append(now)
            if throttle.request(at: now) { reloads.append(now) }
        }
        now = frameStart + 15
        if throttle.fireIfDue(at: now) { reloads.append(now) }
    }
    // Frames go on after the last request until nothing is pending.
    var frame = 2_000
    while throttle.pendingDue != nil {
        now = UInt64(frame) * 16 + 15
        if throttle.fireIfDue(at: now) { reloads.append(now) }
        frame += 1
    }
    #expect(!requests.isEmpty)
    #expect(zip(reloads, reloads.dropFirst()).allSatisfy { $1 - $0 >= interval })
    for request in requests { #expect(reloads.contains { $0 >= request }) }
    #expect(reloads.last! >= requests.last!)
    if interval >= 300 { #expect(reloads.count < requests.count / 4) }
}
