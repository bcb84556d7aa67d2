import Foundation

/// Launches workers as child processes: each with the executable that links what its variants need
/// (`WorkerExecutables`), and the plan as JSON after it.
///
/// It remembers the workers running now (two at once in a `LockstepPair`), so that an interrupt handler can stop
/// them: `stopWorkers` is safe to call from any thread.
public final class ProcessWorkerLauncher: WorkerLauncher, @unchecked Sendable {
    /// The worker executables, and the arguments before the plan, e.g. `[path, "worker"]`.
    public let executables: WorkerExecutables
    /// The workers' environment; nil inherits this process's.
    public let environment: [String: String]?
    /// The one CPU every worker runs on (`CPUAffinity`); nil leaves them to the scheduler.
    public let cpu: Int?
    private let lock = NSLock()
    private var running: [Int32: Process] = [:]
    private var stopped = false

    public init(executables: WorkerExecutables, environment: [String: String]? = nil, cpu: Int? = nil) {
        self.executables = executables
        self.environment = environment
        self.cpu = cpu
        // A turn sent to a worker that has just died must fail as a write (its exit says why), not kill the
        // coordinator; workers restore the default (`WorkerMain`).
        signal(SIGPIPE, SIG_IGN)
    }

    /// Every worker started with `command` (its executable, then the arguments before the plan).
    public convenience init(command: [String], environment: [String: String]? = nil, cpu: Int? = nil) {
        self.init(executables: WorkerExecutables(shared: command), environment: environment, cpu: cpu)
    }

    public func launch(arguments: [String], toolkits: Set<String>) throws -> WorkerProcess {
        let command = executables.command(toolkits: toolkits)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst()) + arguments
        if let environment { process.environment = environment }
        let output = Pipe(), errors = Pipe(), input = Pipe()
        process.standardOutput = output
        process.standardError = errors
        // Read only by a worker in lockstep, waiting for its turns; others never read it.
        process.standardInput = input
        do { try process.run() } catch {
            throw HarnessError.cannotLaunch(path: command[0], reason: "\(error)")
        }
        let pid = process.processIdentifier
        // Pinned as soon as it is started, long before its first timed batch (it has yet to set up and warm up);
        // the threads it starts later inherit the CPU.
        if let cpu {
            do { try CPUAffinity.pin(pid, to: cpu) } catch {
                kill(pid, SIGKILL)
                process.waitUntilExit()
                throw error
            }
        }
        // A stop that came while this worker was being started must not miss it.
        if lock.withLock({
            running[pid] = process; return stopped
        }) {
            kill(pid, SIGKILL)
        }
        return ChildWorker(
            process: process, output: output.fileHandleForReading, input: input.fileHandleForWriting,
            errors: ErrorCollector(handle: errors.fileHandleForReading)
        ) { [weak self] in
            self?.lock.withLock { _ = self?.running.removeValue(forKey: pid) }
        }
    }

    /// Stops the workers running now, if any, and every one launched after (for Ctrl-C and SIGTERM). SIGKILL,
    /// because a worker has nothing to save and may have inherited an ignored SIGTERM from the coordinator.
    public func stopWorkers() {
        let pids = lock.withLock { () -> [Int32] in
            stopped = true
            return Array(running.keys)
        }
        for pid in pids where pid > 0 { kill(pid, SIGKILL) }
    }
}

/// A worker child process: its output read line by line, its standard error collected on the side.
private final class ChildWorker: WorkerProcess {
    private let process: Process
    private let output: FileHandle
    private let input: FileHandle
    private let errors: ErrorCollector
    private let onExit: () -> Void
    private var pending = Data()
    private var ended = false

    init(process: Process, output: FileHandle, input: FileHandle, errors: ErrorCollector, onExit: @escaping () -> Void)
    {
        self.process = process; self.output = output; self.input = input; self.errors = errors; self.onExit = onExit
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

    /// A worker that has died cannot take the line; its exit status tells what happened, so the error is dropped.
    func send(_ line: String) { try? input.write(contentsOf: Data((line + "\n").utf8)) }

    func terminate() { process.terminate() }

    func waitForExit() -> WorkerExit {
        process.waitUntilExit()
        try? input.close()
        onExit()
        return WorkerExit(
            status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
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
