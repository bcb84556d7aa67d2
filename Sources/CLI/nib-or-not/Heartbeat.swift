import Foundation

/// Prints a status line when nothing has been printed for `interval` seconds, so that a long worker (a table
/// worker's update stream, a GNUstep sweep worker) never looks hung: a timer on a queue of its own asks
/// `status` for the line; every printed line resets it (`printed`).
final class Heartbeat: @unchecked Sendable {
    private let lock = NSLock()
    private var last = Date()
    private let timer: DispatchSourceTimer

    init(interval: Double = 10, status: @escaping @Sendable () -> String?) {
        timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "nib-or-not.heartbeat"))
        timer.schedule(deadline: .now() + 1, repeating: 1)
        timer.setEventHandler { [weak self] in
            guard let self else { return }
            let due = lock.withLock { Date().timeIntervalSince(last) >= interval }
            if due, let line = status() {
                FileHandle.standardError.write(Data((line + "\n").utf8))
                printed()
            }
        }
        timer.resume()
    }

    /// Records that a line was just printed.
    func printed() { lock.withLock { last = Date() } }

    func stop() { timer.cancel() }
}
