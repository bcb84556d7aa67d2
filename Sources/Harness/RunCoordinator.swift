import Foundation
import Statistics

/// Runs a measured run as separate worker processes, one after another, and gathers their output.
///
/// Separate processes because whole processes differ by several percent (memory layout; each report
/// prints the spread it measured, up to 29% between process medians in the reference run) while samples
/// inside one are tight: replicating at the process level is what makes a ratio trustworthy. Workers
/// run one at a time so they never compete for the two cores.
public struct RunCoordinator: WorkerLauncher {
    /// What the coordinator reports as it goes, for a progress display.
    public enum Event: Sendable {
        case workerStarted(kind: WorkerPlan.Mode, index: Int, of: Int, variant: String?)
        case progress(done: Int, total: Int)
        case workerFinished(kind: WorkerPlan.Mode, index: Int, of: Int)
    }

    /// The worker executable and the arguments before the plan, e.g. `[path, "worker", "--plan"]`.
    public let command: [String]
    public var failVariant: String?
    /// The workers' environment; nil inherits the coordinator's.
    public var environment: [String: String]?

    public init(command: [String], failVariant: String? = nil, environment: [String: String]? = nil) {
        self.command = command
        self.failVariant = failVariant
        self.environment = environment
    }

    /// The worker running now, for an interrupt handler to stop; 0 when none.
    nonisolated(unsafe) private static var currentWorkerPID: Int32 = 0

    /// Stops the worker running now, if any (for Ctrl-C and SIGTERM handlers). SIGKILL, because a
    /// worker has nothing to save and may have inherited an ignored SIGTERM from the coordinator.
    public static func terminateCurrentWorker() {
        let pid = currentWorkerPID
        if pid > 0 { kill(pid, SIGKILL) }
    }

    public func run(_ plan: RunPlan, onEvent: (Event) -> Void) throws -> RunData {
        var data = RunData()
        let start = Date()
        for process in 1...max(plan.processes, 1) where plan.processes > 0 {
            if let budget = plan.timeBudgetSeconds, process > 2 {
                let elapsed = Date().timeIntervalSince(start)
                // Leave room for one more worker like the ones so far, plus the cold series.
                let perWorker = elapsed / Double(process - 1)
                let coldEstimate = Double(plan.variants.count * plan.coldProcesses) * 0.1
                if elapsed + perWorker + coldEstimate > budget { break }
            }
            onEvent(.workerStarted(kind: .steady, index: process, of: plan.processes, variant: nil))
            try runWorker(plan.steadyWorker(process, failVariant: failVariant), into: &data, onEvent: onEvent)
            onEvent(.workerFinished(kind: .steady, index: process, of: plan.processes))
            data.steadyProcessesRun = process
        }
        var generator = SplitMix64(seed: plan.seed ^ 0xC01D)
        let coldJobs = plan.variants.flatMap { variant in (1...max(plan.coldProcesses, 1)).map { (variant, $0) } }
            .filter { _ in plan.coldProcesses > 0 }
            .shuffled(using: &generator)
        for (index, job) in coldJobs.enumerated() {
            onEvent(.workerStarted(kind: .cold, index: index + 1, of: coldJobs.count, variant: job.0))
            try runWorker(plan.coldWorker(job.1, variant: job.0, failVariant: failVariant), into: &data, onEvent: onEvent)
            onEvent(.workerFinished(kind: .cold, index: index + 1, of: coldJobs.count))
        }
        return data
    }

    /// Runs one worker process to its end and records what it emitted (`WorkerLauncher`).
    public func runWorker(_ worker: WorkerPlan, into data: inout RunData, onEvent: (Event) -> Void) throws {
        let name = "\(worker.mode.rawValue) \(worker.process)" + (worker.mode == .cold ? " (\(worker.variants[0]))" : "")
        let planJSON = String(decoding: try JSONEncoder().encode(worker), as: UTF8.self)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst()) + [planJSON]
        if let environment { process.environment = environment }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            throw HarnessError.cannotLaunch(path: command[0], reason: "\(error)")
        }
        RunCoordinator.currentWorkerPID = process.processIdentifier
        defer { RunCoordinator.currentWorkerPID = 0 }
        // Standard error is drained on its own thread so a chatty worker cannot block on a full pipe.
        let errorText = ErrorCollector(handle: errors.fileHandleForReading)
        var phaseVariant: String?
        var pending = Data()
        let reader = output.fileHandleForReading
        while case let chunk = reader.availableData, !chunk.isEmpty {
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending.removeSubrange(pending.startIndex...newline)
                guard let message = WorkerMessage(line: line[...]) else {
                    process.terminate()
                    throw HarnessError.malformedWorkerOutput(process: name, line: line)
                }
                record(message, into: &data, phaseVariant: &phaseVariant, onEvent: onEvent)
            }
        }
        process.waitUntilExit()
        let stderrText = errorText.finish()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let crashed = stderrText.split(separator: "\n").last { $0.hasPrefix("worker crashed while building variant ") }
            let variant = crashed.map { String($0.dropFirst("worker crashed while building variant ".count)) }
                ?? phaseVariant.flatMap { $0 == "*" ? nil : $0 }
            let detail = stderrText.split(separator: "\n").filter { !$0.hasPrefix("worker crashed") }.last.map(String.init) ?? ""
            throw HarnessError.workerFailed(process: name, variant: variant, status: process.terminationStatus,
                                            detail: detail)
        }
    }

    private func record(_ message: WorkerMessage, into data: inout RunData, phaseVariant: inout String?,
                        onEvent: (Event) -> Void) {
        switch message {
        case .phase(_, let variant): phaseVariant = variant
        case .progress(let done, let total): onEvent(.progress(done: done, total: total))
        case .clockCost(let ns): data.clockCosts.append(ns)
        case .batchSize(let variant, let rows): if data.batchSizes[variant] == nil { data.batchSizes[variant] = rows }
        case .sample(let sample): data.samples.append(sample)
        case .cold(let sample): data.cold.append(sample)
        case .allocations(let count): data.allocations.append(count)
        }
    }
}

/// Reads a pipe to its end on a background thread.
private final class ErrorCollector: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func finish() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
