import Builders
import Foundation
import Results

/// Runs `nib-or-not table`'s worker processes one after another, as `RunCoordinator` runs a benchmark's
/// (processes are the replicates; one at a time so they never compete for the cores), and gathers their
/// frames, the update scenarios' work and GTK's rows created and bound. A worker that fails, or prints a line that is
/// neither, fails the run.
public struct TableCoordinator {
    /// Starts the workers (`nib-or-not table-worker PLAN`): child processes in a run, scripted ones in tests.
    public let launcher: WorkerLauncher

    /// What a table run reports while it goes, for its progress lines.
    public enum Event: Equatable, Sendable {
        /// Worker `index` of `total` started (index 0: the calibration worker).
        case workerStarted(index: Int, total: Int)
        /// A worker started a job: a construction in a scenario.
        case jobStarted(index: Int, source: String, scenario: String)
    }

    public init(launcher: WorkerLauncher) { self.launcher = launcher }

    public func run(_ plan: TablePlan, onEvent: (Event) -> Void = { _ in }) throws -> TableRunData {
        var data = TableRunData(frames: [])
        for index in 1...max(plan.processes, 1) {
            onEvent(.workerStarted(index: index, total: plan.processes))
            var mine = plan
            mine.process = index
            try runWorker(mine, name: "table worker \(index)", onEvent: onEvent) { line in
                if let frame = TableFrame(line: line) {
                    data.frames.append(frame)
                } else if let work = TableWork(line: line) {
                    data.work.append(work)
                } else if let counts = TableRowCounts(line: line) {
                    data.rowCounts.append(counts)
                } else if let renderer = TableRenderer(line: line) {
                    data.renderers.append(renderer)
                } else {
                    return false
                }
                return true
            }
        }
        return data
    }

    /// Sizes `plan` to `targetSeconds` (`TableSizing`) from a calibration worker that runs every job at the minimum
    /// lengths and, when it took at most `TableSizing.secondPassShare` of the target, a second at twice them;
    /// `processes`, `scrollRows`, `updateSeconds` and `firstScreens` are the
    /// options' values (nil: sized). `now` is seconds on a monotonic scale, a parameter so that tests can script time.
    public func calibrate(
        _ plan: TablePlan, targetSeconds: Double, processes: Int?, scrollRows: Int?, updateSeconds: Double?,
        firstScreens: Int? = nil,
        now: () -> Double = { ProcessInfo.processInfo.systemUptime },
        onEvent: (Event) -> Void = { _ in }
    ) throws -> (plan: TablePlan, sizing: TableSizing) {
        let lengths: [TableLength: Double] = [
            .scrollRows: Double(scrollRows ?? TableSizing.minimumScrollRows),
            .updateSeconds: updateSeconds ?? TableSizing.minimumUpdateSeconds,
            .firstScreens: Double(firstScreens ?? TableSizing.minimumFirstScreens),
        ]
        var calibration = plan
        calibration.processes = 1
        calibration.process = 0
        calibration.scrollRows = Int(lengths[.scrollRows]!)
        calibration.updateNanoseconds = UInt64((lengths[.updateSeconds]! * 1e9).rounded())
        calibration.firstScreens = Int(lengths[.firstScreens]!)
        func timed(_ multiple: Int) throws -> (times: [TableJobTime], seconds: Double) {
            calibration.lengthMultiples = [multiple]
            onEvent(.workerStarted(index: 0, total: plan.processes))
            var times: [TableJobTime] = []
            let started = now()
            try runWorker(calibration, name: "table calibration worker", onEvent: onEvent) { line in
                if let time = TableJobTime(line: line) { times.append(time); return true }
                return TableRenderer(line: line) != nil
            }
            return (times, now() - started)
        }
        let first = try timed(1)
        var (times, seconds) = first
        if first.seconds <= targetSeconds * TableSizing.secondPassShare {
            let second = try timed(2)
            times += second.times
            seconds += second.seconds
        }
        let costs = TableSizing.jobCosts(times, calibrationLengths: lengths)
        let jobSeconds = first.times.reduce(0.0) { $0 + Double($1.nanoseconds) / 1e9 }
        let sizing = TableSizing.size(
            costs: costs, workerFixedSeconds: max(0, first.seconds - jobSeconds), calibrationSeconds: seconds,
            targetSeconds: targetSeconds, processes: processes, scrollRows: scrollRows,
            updateSeconds: updateSeconds, firstScreens: firstScreens)
        var sized = plan
        sized.processes = sizing.processes
        sized.scrollRows = sizing.scrollRows
        sized.updateNanoseconds = UInt64((sizing.updateSeconds * 1e9).rounded())
        sized.firstScreens = sizing.firstScreens
        return (sized, sizing)
    }

    /// Runs one worker to its end: its job starts go to `onEvent`, every other line to `read`, which returns false
    /// for a line it does not know (the worker is then stopped and the run fails naming the line).
    private func runWorker(_ plan: TablePlan, name: String, onEvent: (Event) -> Void, read: (Substring) -> Bool) throws
    {
        // One command (`nib-or-not table-worker`, linking every toolkit) runs these workers: nothing to choose by.
        let worker = try launcher.launch(
            arguments: [String(decoding: try JSONEncoder().encode(plan), as: UTF8.self)], toolkits: [])
        while let line = worker.nextLine() {
            if let start = TableJobStart(line: line[...]) {
                onEvent(.jobStarted(index: plan.process, source: start.source, scenario: start.scenario))
            } else if !read(line[...]) {
                worker.terminate()
                _ = worker.waitForExit()
                throw HarnessError.malformedWorkerOutput(process: name, line: line)
            }
        }
        let exit = worker.waitForExit()
        guard exit.succeeded else {
            throw HarnessError.workerFailed(
                process: name, variant: nil, status: exit.status,
                detail: exit.standardError.split(separator: "\n").last.map(String.init) ?? "")
        }
    }
}
