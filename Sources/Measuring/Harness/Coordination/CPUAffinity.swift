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
    public static func pin(_ pid: pid_t, to cpu: Int) throws {
        guard (0..<(wordsInMask * 64)).contains(cpu) else {
            throw HarnessError.cannotPin(cpu: cpu, reason: "no such CPU")
        }
        var mask = [UInt64](repeating: 0, count: wordsInMask)
        mask[cpu / 64] = 1 << UInt64(cpu % 64)
        let status = mask.withUnsafeBytes { calls.set(pid, $0.count, $0.baseAddress!) }
        guard status == 0 else { throw HarnessError.cannotPin(cpu: cpu, reason: String(cString: strerror(errno))) }
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
