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
    /// The CPU the second worker of a lockstep pair sets up on while the first sets up on `cpu` (`launchAside`), so
    /// that a pair's two start-ups, most of a short pair's time, overlap; nil: one after the other, on `cpu`. A pair
    /// started while the spare CPU is busy with other work (`SpareCPU`) also sets up one worker after the other.
    public let setUpCPU: Int?
    /// Asked before each worker set up aside: whether the spare CPU is free (`SpareCPU`, by default; a test's: always).
    let spareCPUIsFree: @Sendable () -> Bool
    private let lock = NSLock()
    private var running: [Int32: Process] = [:]
    private var stopped = false

    public init(
        executables: WorkerExecutables, environment: [String: String]? = nil, cpu: Int? = nil, setUpCPU: Int? = nil,
        spareCPUIsFree: (@Sendable () -> Bool)? = nil
    ) {
        self.executables = executables
        self.environment = environment
        self.cpu = cpu
        self.setUpCPU = cpu == nil ? nil : setUpCPU
        let spare = setUpCPU.map { SpareCPU(cpu: $0) }
        self.spareCPUIsFree = spareCPUIsFree ?? { spare?.isFree() ?? false }
        // A turn sent to a worker that has just died must fail as a write (its exit says why), not kill the
        // coordinator; workers restore the default (`WorkerMain`).
        signal(SIGPIPE, SIG_IGN)
    }

    /// Every worker started with `command` (its executable, then the arguments before the plan).
    public convenience init(
        command: [String], environment: [String: String]? = nil, cpu: Int? = nil, setUpCPU: Int? = nil,
        spareCPUIsFree: (@Sendable () -> Bool)? = nil
    ) {
        self.init(
            executables: WorkerExecutables(shared: command), environment: environment, cpu: cpu, setUpCPU: setUpCPU,
            spareCPUIsFree: spareCPUIsFree)
    }

    public func launch(arguments: [String], toolkits: Set<String>) throws -> WorkerProcess {
        try launch(arguments: arguments, toolkits: toolkits, on: cpu, settlingOn: nil)
    }

    public func launchAside(arguments: [String], toolkits: Set<String>) throws -> WorkerProcess? {
        guard let setUpCPU, let cpu, spareCPUIsFree() else { return nil }
        return try launch(arguments: arguments, toolkits: toolkits, on: setUpCPU, settlingOn: cpu)
    }

    /// Starts a worker pinned to `cpu` (nil: anywhere), to be moved to `settlingOn` by its `settle()`.
    private func launch(
        arguments: [String], toolkits: Set<String>, on cpu: Int?, settlingOn: Int?
    ) throws -> WorkerProcess {
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
        // Started from this thread confined to the CPU, so that the worker is on it from its first instruction: pinned
        // only after it started, a worker had already forked a child (a shell's command) on the CPUs it inherited.
        do {
            try CPUAffinity.onCPU(cpu) {
                do { try process.run() } catch {
                    throw HarnessError.cannotLaunch(path: command[0], reason: "\(error)")
                }
            }
        } catch let error as HarnessError {
            if process.processIdentifier > 0 {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
            }
            throw error
        }
        let pid = process.processIdentifier
        // A stop that came while this worker was being started must not miss it.
        if lock.withLock({
            running[pid] = process; return stopped
        }) {
            kill(pid, SIGKILL)
        }
        return ChildWorker(
            process: process, output: output.fileHandleForReading, input: input.fileHandleForWriting,
            errors: ErrorCollector(handle: errors.fileHandleForReading), settlingOn: settlingOn
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
    /// The CPU `settle()` moves the worker to; nil once it has (or for a worker started on it).
    private var settlingOn: Int?

    init(
        process: Process, output: FileHandle, input: FileHandle, errors: ErrorCollector, settlingOn: Int?,
        onExit: @escaping () -> Void
    ) {
        self.process = process; self.output = output; self.input = input; self.errors = errors
        self.settlingOn = settlingOn; self.onExit = onExit
    }

    func settle() throws {
        guard let cpu = settlingOn else { return }
        try CPUAffinity.pinTree(process.processIdentifier, to: cpu)
        settlingOn = nil
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
