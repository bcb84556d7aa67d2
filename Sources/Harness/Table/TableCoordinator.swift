import Foundation
import Results

/// Runs `nib-or-not table`'s worker processes one after another, as `RunCoordinator` runs a benchmark's
/// (processes are the replicates; one at a time so they never compete for the cores), and gathers their
/// frames, the update scenarios' work and GTK's rows created and bound. A worker that fails, or prints a line that is neither, fails the run.
public struct TableCoordinator {
    /// Starts the workers (`nib-or-not table-worker PLAN`): child processes in a run, scripted ones in tests.
    public let launcher: WorkerLauncher

    public init(launcher: WorkerLauncher) { self.launcher = launcher }

    public func run(_ plan: TablePlan, onWorker: (Int) -> Void = { _ in }) throws -> TableRunData {
        var data = TableRunData(frames: [])
        for index in 1...max(plan.processes, 1) {
            onWorker(index)
            var mine = plan
            mine.process = index
            let name = "table worker \(index)"
            // One command (`nib-or-not table-worker`, linking every toolkit) runs these workers: nothing to choose by.
            let worker = try launcher.launch(arguments: [String(decoding: try JSONEncoder().encode(mine), as: UTF8.self)], toolkits: [])
            while let line = worker.nextLine() {
                if let frame = TableFrame(line: line[...]) {
                    data.frames.append(frame)
                } else if let work = TableWork(line: line[...]) {
                    data.work.append(work)
                } else if let counts = TableRowCounts(line: line[...]) {
                    data.rowCounts.append(counts)
                } else if let renderer = TableRenderer(line: line[...]) {
                    data.renderers.append(renderer)
                } else {
                    worker.terminate()
                    _ = worker.waitForExit()
                    throw HarnessError.malformedWorkerOutput(process: name, line: line)
                }
            }
            let exit = worker.waitForExit()
            guard exit.succeeded else {
                throw HarnessError.workerFailed(process: name, variant: nil, status: exit.status,
                                                detail: exit.standardError.split(separator: "\n").last.map(String.init) ?? "")
            }
        }
        return data
    }
}
