import Foundation
import Glibc

/// The CPUs a process may run on, and confining a process to one of them.
///
/// Why: `ab` runs both workers of every pair on one CPU (`--cpu`). On this 2-CPU host the two CPUs' speeds at
/// times drift apart by several percent for hours (the hardware under them is shared with other machines), and a
/// pair whose two workers sat on different CPUs then measured the CPUs, alike in every variant: in A/A runs of 64
/// pairs in that state, the part of a pair's values common to all sixteen variants spread 2.6-3.3% (MAD σ) with
/// the workers free and 0.7% with both on one CPU (docs/ab-sequential.md, "Both workers of a pair on one CPU").
public enum CPUAffinity {
    /// The CPUs process `pid` may run on (0: this one), in increasing order.
    public static func allowedCPUs(of pid: pid_t = 0) throws -> [Int] {
        var mask = [UInt64](repeating: 0, count: wordsInMask)
        let status = mask.withUnsafeMutableBytes { calls.get(pid, $0.count, $0.baseAddress!) }
        guard status == 0 else { throw HarnessError.cannotPin(cpu: nil, reason: String(cString: strerror(errno))) }
        return (0..<(wordsInMask * 64)).filter { mask[$0 / 64] & (1 << UInt64($0 % 64)) != 0 }
    }

    /// Confines process `pid` to `cpu`: its main thread and every thread it starts afterwards.
    public static func pin(_ pid: pid_t, to cpu: Int) throws { try pin(pid, to: [cpu]) }

    /// Confines thread `pid` to `cpus` (not empty).
    static func pin(_ pid: pid_t, to cpus: [Int]) throws {
        var mask = [UInt64](repeating: 0, count: wordsInMask)
        for cpu in cpus {
            guard (0..<(wordsInMask * 64)).contains(cpu) else {
                throw HarnessError.cannotPin(cpu: cpu, reason: "no such CPU")
            }
            mask[cpu / 64] |= 1 << UInt64(cpu % 64)
        }
        let status = mask.withUnsafeBytes { calls.set(pid, $0.count, $0.baseAddress!) }
        guard status == 0 else {
            throw HarnessError.cannotPin(cpu: cpus.count == 1 ? cpus[0] : nil, reason: String(cString: strerror(errno)))
        }
    }

    /// Runs `body` with the calling thread confined to `cpu` (nil: as it is), then gives the thread back its CPUs. A
    /// process started in `body` inherits the CPU from its first instruction, as `taskset` gives it.
    public static func onCPU<T>(_ cpu: Int?, _ body: () throws -> T) throws -> T {
        guard let cpu else { return try body() }
        // 0: the calling thread, for both calls.
        let before = try allowedCPUs(of: 0)
        try pin(0, to: cpu)
        defer { try? pin(0, to: before) }
        return try body()
    }

    /// Confines every thread of process `pid`, and of every process descended from it, to `cpu`: a worker that has
    /// already started threads and child processes (a browser's renderers) moved to another CPU whole.
    ///
    /// The threads and children are read from `/proc/PID/task/TID/children`, twice over, so that a thread or child
    /// started while the first sweep ran is moved too; a worker moved this way is waiting for its turn, and starts
    /// none then. A process or thread that has ended meanwhile is passed over.
    public static func pinTree(_ pid: pid_t, to cpu: Int) throws {
        for _ in 1...2 {
            var pending = [pid], seen = Set<pid_t>()
            while let process = pending.popLast() {
                guard seen.insert(process).inserted else { continue }
                for thread in threads(of: process) {
                    guard try pinUnlessEnded(thread, to: cpu) else { continue }
                    pending += children(of: process, thread: thread)
                }
            }
        }
    }

    /// Pins `thread` as `pin` does; false when it has ended since it was listed (ESRCH).
    private static func pinUnlessEnded(_ thread: pid_t, to cpu: Int) throws -> Bool {
        do { try pin(thread, to: cpu) } catch HarnessError.cannotPin(_, let reason) {
            guard reason == String(cString: strerror(ESRCH)) else {
                throw HarnessError.cannotPin(cpu: cpu, reason: reason)
            }
            return false
        }
        return true
    }

    /// The threads of `pid`, from `/proc/PID/task`; empty when it has ended.
    private static func threads(of pid: pid_t) -> [pid_t] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []).compactMap { pid_t($0) }
    }

    /// The processes that `thread` of `pid` started, from `/proc/PID/task/TID/children`.
    private static func children(of pid: pid_t, thread: pid_t) -> [pid_t] {
        let list = try? String(contentsOfFile: "/proc/\(pid)/task/\(thread)/children", encoding: .utf8)
        return (list ?? "").split(whereSeparator: \.isWhitespace).compactMap { pid_t($0) }
    }

    /// glibc's `cpu_set_t`: 1,024 CPUs.
    private static let wordsInMask = 16

    private typealias GetAffinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32
    private typealias SetAffinity = @convention(c) (pid_t, Int, UnsafeRawPointer) -> Int32

    /// `sched_getaffinity` and `sched_setaffinity`, looked up by name in the C library: Swift's Glibc module leaves
    /// out glibc's GNU extensions (as it does `RUSAGE_THREAD`, `ThreadSwitchCounter`), and these two are not worth a
    /// C module of their own.
    private static let calls: (get: GetAffinity, set: SetAffinity) = {
        let program = dlopen(nil, RTLD_NOW)
        guard let get = dlsym(program, "sched_getaffinity"), let set = dlsym(program, "sched_setaffinity") else {
            fatalError("the C library has no sched_getaffinity or sched_setaffinity")
        }
        return (unsafeBitCast(get, to: GetAffinity.self), unsafeBitCast(set, to: SetAffinity.self))
    }()
}
