/// Starts worker processes: the coordinator's only contact with the operating system, so that tests can
/// script what a worker prints and how it ends (hyperfine tests its runner with a mock executor the same way).
public protocol WorkerLauncher {
    /// Starts one worker with `arguments` after the worker command (the plan as JSON); `toolkits` names the real
    /// toolkits its variants need, so that the worker can be an executable that links only those.
    func launch(arguments: [String], toolkits: Set<String>) throws -> WorkerProcess
    /// Starts one worker as `launch` does, but to set up (start its toolkit, warm up) on a CPU other than the one the
    /// workers run on, beside a worker setting up there; its `settle()` then moves it to the workers' CPU before its
    /// first timed round. Nil when the launcher has no other CPU (`ProcessWorkerLauncher.setUpCPU`): the caller
    /// starts it with `launch` once the other has set up.
    func launchAside(arguments: [String], toolkits: Set<String>) throws -> WorkerProcess?
}

extension WorkerLauncher {
    public func launchAside(arguments: [String], toolkits: Set<String>) throws -> WorkerProcess? { nil }
}

/// One running worker, as the coordinator sees it.
public protocol WorkerProcess {
    /// The next line the worker wrote on standard output, without its newline; nil at the end of output.
    func nextLine() -> String?
    /// Writes one line on the worker's standard input: a turn given to a worker in lockstep.
    func send(_ line: String)
    /// Stops the worker early, when its output cannot be understood.
    func terminate()
    /// Waits until the worker has exited; how it ended and what it wrote on standard error.
    func waitForExit() -> WorkerExit
    /// Moves a worker started with `launchAside`, and every process it started, to the workers' CPU; nothing for
    /// any other.
    func settle() throws
}

extension WorkerProcess {
    public func settle() throws {}
}

/// How a worker process ended.
public struct WorkerExit: Equatable, Sendable {
    /// The exit status, or the signal number when `signalled`.
    public var status: Int32
    /// Whether a signal ended it (a crash, or a kill).
    public var signalled: Bool
    /// Everything it wrote on standard error, trimmed.
    public var standardError: String

    public init(status: Int32, signalled: Bool = false, standardError: String = "") {
        self.status = status; self.signalled = signalled; self.standardError = standardError
    }

    public var succeeded: Bool { !signalled && status == 0 }
}
