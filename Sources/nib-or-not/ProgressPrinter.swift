import Foundation
import Harness

/// Shows a run's progress on standard error: one updating line on a terminal, plain lines otherwise
/// (CI logs), so long runs never look hung and logs stay readable.
final class ProgressPrinter {
    private let isTerminal = isatty(STDERR_FILENO) != 0
    private let start = Date()
    private var current = ""
    private var lastLineTime = Date.distantPast

    func handle(_ event: RunCoordinator.Event) {
        switch event {
        case .workerStarted(let kind, let index, let total, let variant):
            current = kind == .steady ? "steady worker \(index)/\(total)" : "cold worker \(index)/\(total) (\(variant ?? ""))"
            // Plain lines (logs) only every tenth of the workers, so a CI log stays short.
            if isTerminal { redraw(current) } else if index == 1 || index == total || index % max(1, total / 10) == 0 {
                line("\(current) started")
            }
        case .progress(let done, let total):
            if isTerminal { redraw("\(current): round \(done)/\(total)") }
        case .extraWorkerStarted(let group, let process, let halfWidth):
            current = "extra worker \(process) (\(group): widest interval so far ±\(String(format: "%.2f", halfWidth * 100))%)"
            // A line of its own on a terminal too: a user sees where the time after the plan went.
            clearLine()
            line(current)
        case .workerFinished:
            break
        }
    }

    func finish(_ message: String) {
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
    }
}
