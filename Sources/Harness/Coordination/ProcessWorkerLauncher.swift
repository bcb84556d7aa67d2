import Foundation

/// Launches workers as child processes: each with the executable that links what its variants need
/// (`WorkerExecutables`), and the plan as JSON after it.
///
/// It remembers the worker running now, so that an interrupt handler can stop it: `stopWorkers` is safe
/// to call from any thread.
public final class ProcessWorkerLauncher: WorkerLauncher, @unchecked Sendable {
    /// The worker executables, and the arguments before the plan, e.g. `[path, "worker"]`.
    public let executables: WorkerExecutables
    /// The workers' environment; nil inherits this process's.
    public let environment: [String: String]?
    private let lock = NSLock()
    private var current: Process?
    private var stopped = false

    public init(executables: WorkerExecutables, environment: [String: String]? = nil) {
        self.executables = executables
        self.environment = environment
    }

    /// Every worker started with `command` (its executable, then the arguments before the plan).
    public convenience init(command: [String], environment: [String: String]? = nil) {
        self.init(executables: WorkerExecutables(shared: command), environment: environment)
    }

    public func launch(arguments: [String], toolkits: Set<String>) throws -> WorkerProcess {
        let command = executables.command(toolkits: toolkits)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst()) + arguments
        if let environment { process.environment = environment }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            throw HarnessError.cannotLaunch(path: command[0], reason: "\(error)")
        }
        // A stop that came while this worker was being started must not miss it.
        if lock.withLock({ current = process; return stopped }) { kill(process.processIdentifier, SIGKILL) }
        return ChildWorker(process: process, output: output.fileHandleForReading,
                           errors: ErrorCollector(handle: errors.fileHandleForReading)) { [weak self] in
            self?.lock.withLock { self?.current = nil }
        }
    }

    /// Stops the worker running now, if any, and every one launched after (for Ctrl-C and SIGTERM). SIGKILL,
    /// because a worker has nothing to save and may have inherited an ignored SIGTERM from the coordinator.
    public func stopWorkers() {
        let pid = lock.withLock { () -> Int32 in
            stopped = true
            return current?.processIdentifier ?? 0
        }
        if pid > 0 { kill(pid, SIGKILL) }
    }
}

/// A worker child process: its output read line by line, its standard error collected on the side.
private final class ChildWorker: WorkerProcess {
    private let process: Process
    private let output: FileHandle
    private let errors: ErrorCollector
    private let onExit: () -> Void
    private var pending = Data()
    private var ended = false

    init(process: Process, output: FileHandle, errors: ErrorCollector, onExit: @escaping () -> Void) {
        self.process = process; self.output = output; self.errors = errors; self.onExit = onExit
    }

    func nextLine() -> String? {
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending.removeSubrange(pending.startIndex...newline)
                return line
            }
            if ended { return nil }
            let chunk = output.availableData
            if chunk.isEmpty { ended = true } else { pending.append(chunk) }
        }
    }

    func terminate() { process.terminate() }

    func waitForExit() -> WorkerExit {
        process.waitUntilExit()
        onExit()
        return WorkerExit(status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
                          standardError: errors.finish())
    }
}

/// Reads a pipe to its end on a background thread, so a chatty worker cannot block on a full pipe.
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
