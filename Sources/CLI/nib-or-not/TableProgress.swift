import Foundation
import Harness

/// `table`'s progress on standard error: a line as each worker starts, and at least every 10 s (`Heartbeat`) one
/// naming the worker, the construction and scenario it runs, and an estimate of the time left.
///
/// The estimate: with a calibration (`sizing`), what the calibration predicts for the work not yet done, scaled
/// by the pace so far (elapsed over predicted for the work done); without one, the mean time of the workers done.
final class TableProgress: @unchecked Sendable {
    private let lock = NSLock()
    private let start = Date()
    private var workersStart: Date?
    private var workerStart = Date()
    private var jobStart = Date()
    private var index = 0, total = 0
    private var job: (source: String, scenario: String)?
    private var jobsDone: [(source: String, scenario: String)] = []
    private var heartbeat: Heartbeat?
    var sizing: TableSizing? {
        get { lock.withLock { _sizing } }
        set { lock.withLock { _sizing = newValue } }
    }
    private var _sizing: TableSizing?

    init() {
        heartbeat = Heartbeat { [weak self] in self?.status() }
    }

    func handle(_ event: TableCoordinator.Event) {
        switch event {
        case .workerStarted(let index, let total):
            lock.withLock {
                if index > 0 && workersStart == nil { workersStart = Date() }
                (self.index, self.total, workerStart, job, jobsDone) = (index, total, Date(), nil, [])
            }
            line(
                index == 0
                    ? "table calibration worker started (every job at the shortest lengths, or twice them)"
                    : "table worker \(index)/\(total) started" + (timeLeft().map { "; \($0)" } ?? ""))
        case .jobStarted(_, let source, let scenario):
            lock.withLock {
                if let job { jobsDone.append(job) }
                (job, jobStart) = ((source, scenario), Date())
            }
        }
    }

    /// The heartbeat's line: which worker, which job, and the time left.
    private func status() -> String? {
        let (index, total, job) = lock.withLock { (self.index, self.total, self.job) }
        let worker = index == 0 ? "table calibration worker" : "table worker \(index)/\(total)"
        let doing = job.map { ": \($0.source), \($0.scenario)" } ?? ""
        return "[\(elapsed)] \(worker)\(doing)" + (timeLeft().map { "; \($0)" } ?? "")
    }

    /// "about N s left", or nil while there is nothing to estimate from.
    private func timeLeft() -> String? {
        lock.withLock {
            guard index > 0, let workersStart else { return nil }
            let now = Date()
            let elapsed = now.timeIntervalSince(workersStart)
            if let sizing = _sizing {
                let perWorker = sizing.secondsPerWorker
                let done =
                    Double(index - 1) * perWorker + sizing.workerFixedSeconds * (job == nil ? 0 : 1)
                    + sizing.seconds(ofJobs: jobsDone)
                let pace = done > 1 ? max(0.5, elapsed / done) : 1
                let left =
                    (Double(total) * perWorker - done) * pace - (job == nil ? 0 : now.timeIntervalSince(jobStart))
                return String(format: "about %.0f s left", max(0, left) + TableSizing.reportSecondsAllowance)
            }
            guard index > 1 else { return nil }
            let perWorker = workerStart.timeIntervalSince(workersStart) / Double(index - 1)
            return String(
                format: "about %.0f s left",
                max(0, perWorker * Double(total - index + 1) - now.timeIntervalSince(workerStart)))
        }
    }

    private var elapsed: String { String(format: "%5.1fs", Date().timeIntervalSince(start)) }

    func line(_ text: String) {
        FileHandle.standardError.write(Data("[\(elapsed)] \(text)\n".utf8))
        heartbeat?.printed()
    }

    func stop() {
        heartbeat?.stop()
        heartbeat = nil
    }
}
