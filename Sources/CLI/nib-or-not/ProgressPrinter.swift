import Foundation
import Harness
import Results

/// Shows a run's progress on standard error: one updating line on a terminal, plain lines otherwise
/// (CI logs), so long runs never look hung and logs stay readable. At least every 10 s (`Heartbeat`) a plain
/// line names the worker and its round and, for a calibrated plan, the time left by its estimate.
final class ProgressPrinter: @unchecked Sendable {
    private let isTerminal = isatty(STDERR_FILENO) != 0
    private let start = Date()
    private let lock = NSLock()
    private var current = ""
    private var round = ""
    private var heartbeat: Heartbeat?
    /// The plan as calibrated, for the estimate of the time left (none without a calibration).
    var plan: RunPlan? {
        get { lock.withLock { _plan } }
        set { lock.withLock { _plan = newValue } }
    }
    private var _plan: RunPlan?

    init() {
        heartbeat = Heartbeat { [weak self] in self?.status() }
    }

    deinit { heartbeat?.stop() }

    func handle(_ event: RunCoordinator.Event) {
        switch event {
        case .workerStarted(let kind, let index, let total, let variant):
            let current =
                kind == .steady
                ? "steady worker \(index)/\(total)" + (variant.map { " (\($0))" } ?? "")
                : "cold worker \(index)/\(total) (\(variant ?? ""))"
            // `ab` starts a pair's two workers under one number: one line for the pair, not one a side.
            let isNew = lock.withLock {
                guard self.current != current else { return false }
                (self.current, round) = (current, "")
                return true
            }
            guard isNew else { return }
            // Plain lines (logs) only every tenth of the workers, so a CI log stays short.
            if isTerminal {
                redraw(current)
            } else if index == 1 || index == total || index % max(1, total / 10) == 0 {
                line("\(current) started")
            }
        case .progress(let done, let total):
            lock.withLock { round = "round \(done)/\(total)" }
            if isTerminal { redraw("\(lock.withLock { current }): round \(done)/\(total)") }
        case .extraWorkerStarted(let group, let process, let halfWidth):
            let current =
                "extra worker \(process) (\(group): widest interval so far "
                + "±\(String(format: "%.2f", halfWidth * 100))%)"
            lock.withLock { (self.current, round) = (current, "") }
            // A line of its own on a terminal too: a user sees where the time after the plan went.
            clearLine()
            line(current)
        case .workerFinished:
            break
        }
    }

    /// The heartbeat's line: the current worker, its round, and the time left by the calibration's estimate.
    private func status() -> String? {
        let (current, round, plan) = lock.withLock { (self.current, self.round, _plan) }
        guard !current.isEmpty else { return nil }
        var text = current + (round.isEmpty ? "" : ": \(round)")
        if let estimate = plan?.calibration?.estimatedSeconds {
            let left = estimate - Date().timeIntervalSince(start)
            text +=
                left > 0
                ? String(format: "; about %.0f s left", left) : String(format: "; %.0f s past the estimate", -left)
        }
        clearLine()
        return "[\(elapsed)] \(text)"
    }

    func finish(_ message: String) {
        heartbeat?.stop()
        clearLine()
        line(message)
    }

    /// Clears the updating line on a terminal, so that a plain line can follow.
    private func clearLine() {
        if isTerminal { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }

    private var elapsed: String { String(format: "%5.1fs", Date().timeIntervalSince(start)) }

    private func redraw(_ text: String) {
        FileHandle.standardError.write(Data("\r\u{1B}[K[\(elapsed)] \(text)".utf8))
    }

    func line(_ text: String) {
        FileHandle.standardError.write(Data("[\(elapsed)] \(text)\n".utf8))
        heartbeat?.printed()
    }
}
