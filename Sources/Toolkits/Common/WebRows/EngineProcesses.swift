import Foundation

/// The engine processes still running in this worker (a browser's process group, a web view's web and network
/// processes), ended on every way out that runs code: `exit` (through `atexit`), SIGINT, SIGTERM and SIGHUP (a
/// handler kills them, then the worker dies of the signal as before). A worker killed outright runs nothing: each
/// engine ends its processes then by its own means (docs/web.md, "Processes").
public enum EngineProcesses {
    private static let lock = NSLock()
    /// Read by a signal handler, which may not lock: a fixed array of slots, 0 when free; a negative entry is a
    /// process group.
    nonisolated(unsafe) private static var targets = [pid_t](repeating: 0, count: 64)
    nonisolated(unsafe) private static var installed = false

    /// `target`: a pid, or minus a process group's leader.
    public static func add(_ target: pid_t) {
        lock.withLock {
            if let free = targets.firstIndex(of: 0) { targets[free] = target }
            if !installed {
                installed = true
                installHandlers()
            }
        }
    }

    public static func remove(_ target: pid_t) {
        lock.withLock {
            if let index = targets.firstIndex(of: target) { targets[index] = 0 }
        }
    }

    /// Kills every target: async-signal-safe (kill only).
    static func killAll() {
        for index in 0..<targets.count where targets[index] != 0 { kill(targets[index], SIGKILL) }
    }

    /// On SIGINT, SIGTERM and SIGHUP: kill the engines' processes, then die of the signal as before; at `exit`: the
    /// same.
    private static func installHandlers() {
        for number in [SIGINT, SIGTERM, SIGHUP] {
            signal(number) { received in
                EngineProcesses.killAll()
                signal(received, SIG_DFL)
                raise(received)
            }
        }
        atexit { EngineProcesses.killAll() }
    }
}
