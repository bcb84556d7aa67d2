import Results

/// A launched worker whose output is recorded into a `RunData` as it is read.
final class RunningWorker {
    /// The answer to a `turn` message: any line will do.
    static let turnGiven = "go"
    let name: String
    private let process: WorkerProcess
    private var phaseVariant: String?

    init(name: String, process: WorkerProcess) { self.name = name; self.process = process }

    /// Records the worker's messages until it asks for a turn (its round) or its output ends (nil).
    func readUntilTurn(into data: inout RunData, onEvent: (RunCoordinator.Event) -> Void) throws -> Int? {
        while let line = process.nextLine() {
            guard let message = WorkerMessage(line: line[...]) else {
                process.terminate()
                _ = process.waitForExit()
                throw HarnessError.malformedWorkerOutput(process: name, line: line)
            }
            if case .turn(let round) = message { return round }
            record(message, into: &data, onEvent: onEvent)
        }
        return nil
    }

    func giveTurn() { process.send(RunningWorker.turnGiven) }

    /// Moves a worker that set up aside to the workers' CPU (`WorkerProcess.settle`).
    func settle() throws { try process.settle() }

    /// Reads the worker to its end, giving each turn it asks for at once (a worker in lockstep run alone), and
    /// waits for its exit; returns how many turns it asked for (none: a build from before lockstep).
    @discardableResult
    func runToEnd(into data: inout RunData, onEvent: (RunCoordinator.Event) -> Void) throws -> Int {
        var turns = 0
        while try readUntilTurn(into: &data, onEvent: onEvent) != nil {
            turns += 1
            giveTurn()
        }
        try finish()
        return turns
    }

    /// Waits for the worker's exit; a failure names the variant it was on.
    func finish() throws {
        let exit = process.waitForExit()
        guard exit.succeeded else {
            let lines = exit.standardError.split(separator: "\n")
            let crashed = lines.last { $0.hasPrefix(CrashReporter.messagePrefix) }
            let variant =
                crashed.map { String($0.dropFirst(CrashReporter.messagePrefix.count)) }
                ?? phaseVariant.flatMap { $0 == "*" ? nil : $0 }
            let detail = lines.filter { !$0.hasPrefix(CrashReporter.messagePrefix) }.last.map(String.init) ?? ""
            throw HarnessError.workerFailed(process: name, variant: variant, status: exit.status, detail: detail)
        }
    }

    private func record(_ message: WorkerMessage, into data: inout RunData, onEvent: (RunCoordinator.Event) -> Void) {
        switch message {
        case .phase(_, let variant): phaseVariant = variant
        case .progress(let done, let total): onEvent(.progress(done: done, total: total))
        case .clockCost(let ns): data.clockCosts.append(ns)
        case .batchSize(let variant, let rows): if data.batchSizes[variant] == nil { data.batchSizes[variant] = rows }
        case .sample(let sample): data.samples.append(sample)
        case .cold(let sample): data.cold.append(sample)
        case .allocations(let count): data.allocations.append(count)
        case .probe(let probe): data.probes.append(probe)
        case .retimed(let variant, let batches): data.retimedBatches[variant, default: 0] += batches
        case .turn: break
        }
    }
}
