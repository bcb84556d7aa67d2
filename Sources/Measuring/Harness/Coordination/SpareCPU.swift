import Foundation

/// How busy the CPU that a lockstep pair's second worker sets up on has been since it was last asked (`/proc/stat`,
/// the CPU's line): a worker is set up aside only while that CPU is mostly free.
///
/// Why: setting up aside (`ProcessWorkerLauncher.setUpCPU`) pays only when the spare CPU is free. On this 2-CPU
/// host, quiet, a pair of GTK workers took 0.47 s set up side by side against 0.58 s one after the other, and a
/// pair of Chromium's 1.8 s against 2.3-2.4 s (six pairs of each, twice, 2026-11-29); with builds running on the
/// spare CPU a GTK pair took 1.9 s against 1.0-1.2 s, its second worker getting a small share of that CPU. What
/// would not tell the two apart: Linux's CPU pressure ("some avg10" rose to 20-35% in an `ab` run alone, a
/// browser worker's threads waiting on their one CPU) and the running tasks of `/proc/loadavg` (which count tasks
/// this container cannot see). The share of the CPU's time spent busy does; the workers set up there count in it,
/// for a part of each pair's time well below `busiestFree`.
public final class SpareCPU: @unchecked Sendable {
    /// The busy share (0-1) above which the CPU is taken as others'.
    public static let busiestFree = 0.8

    public let cpu: Int
    private let statFile: String
    private let lock = NSLock()
    private var last: Times?

    public init(cpu: Int, statFile: String = "/proc/stat") {
        self.cpu = cpu
        self.statFile = statFile
    }

    /// Whether the CPU was busy at most `busiestFree` of the time since the last call (the first call: over 50 ms),
    /// or its times cannot be read.
    public func isFree() -> Bool {
        lock.withLock {
            guard var before = last ?? times() else { return true }
            if last == nil {
                usleep(50_000)
            }
            guard let now = times() else { return true }
            last = now
            if now.total <= before.total { before = now }
            let total = now.total - before.total, busy = now.busy &- before.busy
            return total == 0 || Double(busy) / Double(total) <= Self.busiestFree
        }
    }

    /// Clock ticks spent busy and in all, from the CPU's line of `/proc/stat`.
    struct Times {
        var busy: UInt64
        var total: UInt64
    }

    private func times() -> Times? {
        (try? String(contentsOfFile: statFile, encoding: .utf8)).flatMap { Self.times(ofCPU: cpu, in: $0) }
    }

    /// The CPU's times in a `/proc/stat` text: user, nice, system, idle, iowait, irq, softirq, steal (guest time is
    /// counted in user already); idle and iowait are not busy.
    static func times(ofCPU cpu: Int, in stat: String) -> Times? {
        guard let line = stat.split(separator: "\n").first(where: { $0.hasPrefix("cpu\(cpu) ") }) else { return nil }
        let ticks = line.split(separator: " ").dropFirst().prefix(8).compactMap { UInt64($0) }
        guard ticks.count == 8 else { return nil }
        let total = ticks.reduce(0, +)
        return Times(busy: total - ticks[3] - ticks[4], total: total)
    }
}
