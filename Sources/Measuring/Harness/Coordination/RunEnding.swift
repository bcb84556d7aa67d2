import Foundation

/// The one decision of how a run ends, taken once under a lock: by the main thread (committing its folder,
/// or failing) or by an interrupt, whichever comes first.
///
/// An interrupt kills the worker, so the main thread then sees a worker fail, or a file vanish; it must not
/// answer with an error and status 1 of its own, but leave the ending to the interrupt.
final class RunEnding: @unchecked Sendable {
    private let lock = NSLock()
    private var claimedByMainThread = false
    private var interrupted = false

    /// For the interrupt: true when it decides the ending (the main thread had not committed or failed).
    func claimForInterrupt() -> Bool {
        lock.withLock {
            interrupted = true
            return !claimedByMainThread
        }
    }

    /// For the main thread: true when it decides (no interrupt came first); false when it must leave the
    /// ending to the interrupt.
    func claimForMainThread() -> Bool {
        lock.withLock {
            if claimedByMainThread { return true }
            if interrupted { return false }
            claimedByMainThread = true
            return true
        }
    }

    /// For the main thread, before it commits or reports a failure: returns when it decides; otherwise it
    /// sleeps until the interrupt's handler, already at work, ends the process.
    func claimOrWaitForInterrupt() {
        if claimForMainThread() { return }
        while true { sleep(60) }
    }
}
