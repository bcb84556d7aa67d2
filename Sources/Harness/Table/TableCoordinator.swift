import Foundation

/// Runs `nib-or-not table`'s worker processes one after another, as `RunCoordinator` runs a benchmark's
/// (processes are the replicates; one at a time so they never compete for the cores), and gathers their
/// frames. A worker that fails, or prints a line that is not a frame, fails the run.
public struct TableCoordinator {
    /// The worker executable and the arguments before the plan, e.g. `[path, "table-worker"]`.
    public let command: [String]

    public init(command: [String]) { self.command = command }

    public func run(_ plan: TablePlan, onWorker: (Int) -> Void = { _ in }) throws -> [TableFrame] {
        var frames: [TableFrame] = []
        for process in 1...max(plan.processes, 1) {
            onWorker(process)
            var mine = plan
            mine.process = process
            let process = Process()
            process.executableURL = URL(fileURLWithPath: command[0])
            process.arguments = Array(command.dropFirst()) + [String(decoding: try JSONEncoder().encode(mine), as: UTF8.self)]
            let output = Pipe(), errors = Pipe()
            process.standardOutput = output
            process.standardError = errors
            process.standardInput = FileHandle.nullDevice
            do { try process.run() } catch { throw HarnessError.cannotLaunch(path: command[0], reason: "\(error)") }
            let data = output.fileHandleForReading.readDataToEndOfFile()
            let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            let name = "table worker \(mine.process)"
            guard process.terminationReason == .exit, process.terminationStatus == 0 else {
                throw HarnessError.workerFailed(process: name, variant: nil, status: process.terminationStatus,
                                                detail: errorText.split(separator: "\n").last.map(String.init) ?? "")
            }
            for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
                guard let frame = TableFrame(line: line) else { throw HarnessError.malformedWorkerOutput(process: name, line: String(line)) }
                frames.append(frame)
            }
        }
        return frames
    }
}
