import Foundation

/// How much of the last ten seconds some runnable task waited for a CPU (Linux's pressure stall information,
/// `/proc/pressure/cpu`, "some avg10"), read before a lockstep pair's second worker is started aside.
///
/// Why: setting up aside (`ProcessWorkerLauncher.setUpCPU`) pays only when the spare CPU is free. On this 2-CPU
/// host, quiet, a pair of GTK workers took 0.47 s set up side by side against 0.58 s one after the other, and a
/// pair of Chromium's 1.8 s against 2.3-2.4 s (six pairs of each, twice, 2026-11-29); with builds running on the
/// spare CPU a GTK pair took 1.9 s against 1.0-1.2 s, its second worker getting a small share of that CPU (the
/// builds' "some" pressure was 64-70%). Under such pressure the pair's workers are set up one after the other.
public enum CPUPressure {
    /// The share (0-100) above which a worker is not set up aside.
    public static let busyAbove = 10.0

    /// "some avg10" of `/proc/pressure/cpu`; nil where the kernel does not report it (then it is not used).
    public static func recentStall(file: String = "/proc/pressure/cpu") -> Double? {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return nil }
        return parseSomeAverage(text)
    }

    /// The `avg10` of the `some` line of a pressure file's `text`.
    public static func parseSomeAverage(_ text: String) -> Double? {
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("some ") }) else { return nil }
        let field = line.split(separator: " ").first { $0.hasPrefix("avg10=") }
        return field.flatMap { Double($0.dropFirst("avg10=".count)) }
    }

    /// Whether the CPUs are free enough to set a worker up aside: pressure at most `busyAbove`, or not reported.
    public static func allowsSettingUpAside(stall: Double? = recentStall()) -> Bool {
        (stall ?? 0) <= busyAbove
    }
}
