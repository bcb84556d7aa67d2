/// What can go wrong while running worker processes and writing their run folder.
public enum HarnessError: Error, Equatable, CustomStringConvertible {
    /// A worker exited with a failure; `variant` is the one it was building, when known.
    case workerFailed(process: String, variant: String?, status: Int32, detail: String)
    /// A worker printed a line that is not part of the worker protocol.
    case malformedWorkerOutput(process: String, line: String)
    /// The worker executable could not be started.
    case cannotLaunch(path: String, reason: String)
    /// jemalloc is not the allocator of this process, so allocations cannot be measured.
    case jemallocUnavailable
    /// A folder or file of the run could not be created or written; `reason` is the system's explanation.
    case cannotWrite(path: String, reason: String)
    /// The workers could not be confined to `cpu` (nil: this process's CPUs could not be read).
    case cannotPin(cpu: Int?, reason: String)
    /// A debug build could not hand over to the release build (the sentence says why and what to do).
    case cannotHandOver(String)

    public var description: String {
        switch self {
        case .workerFailed(let process, let variant, let status, let detail):
            let which = variant.map { " while building variant \($0)" } ?? ""
            let tail = detail.isEmpty ? "" : ": \(detail)"
            return "worker \(process) failed\(which) (exit status \(status))\(tail)"
        case .malformedWorkerOutput(let process, let line):
            return "worker \(process) printed a line the harness does not understand: \(line.prefix(120))"
        case .cannotLaunch(let path, let reason):
            return "cannot start the worker \(path): \(reason)"
        case .jemallocUnavailable:
            return "jemalloc is not serving this process's allocations; install libjemalloc-dev and rebuild"
        case .cannotWrite(let path, let reason):
            return "\(path): cannot be created or written: \(reason)"
        case .cannotPin(let cpu, let reason):
            return cpu.map { "cannot run the workers on CPU \($0): \(reason)" }
                ?? "cannot read which CPUs this process may run on: \(reason)"
        case .cannotHandOver(let sentence):
            return sentence
        }
    }
}
