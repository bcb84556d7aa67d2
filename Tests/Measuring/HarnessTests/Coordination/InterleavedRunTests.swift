import Harness
import Results
import Testing

/// A launcher that records which worker it was asked to run and adds one sample for it, no process started.
private final class RecordingLauncher: WorkerRunner {
    let name: String
    let log: Log
    final class Log { var entries: [String] = [] }

    init(name: String, log: Log) { self.name = name; self.log = log }

    func runWorker(_ worker: WorkerPlan, into data: inout RunData, onEvent: (RunCoordinator.Event) -> Void) throws {
        log.entries.append("\(name) \(worker.process)")
        data.samples.append(
            Sample(
                process: worker.process, round: 1, position: 1, variant: "v", batchSize: 1,
                nanoseconds: 100, allocatedBytes: 0))
    }
}

private let plan = RunPlan(
    variants: ["v"], templatesDirectory: "/unused", processes: 12, coldProcesses: 3,
    warmupRounds: 1, rounds: 1, minimumBatchNanoseconds: 1, coldRows: 1, countingRows: 1, seed: 5)

@Test func pairsAlternateInARandomOrderAndEachSideGetsItsOwnProcesses() throws {
    let log = RecordingLauncher.Log()
    let run = InterleavedRun(
        baseline: RecordingLauncher(name: "base", log: log),
        candidate: RecordingLauncher(name: "cand", log: log))
    let result = try run.run(plan) { _, _ in }
    #expect(log.entries.count == 24, "no cold workers, one steady worker of each side per pair")
    for pair in 1...12 {
        let entries = Array(log.entries[(pair - 1) * 2..<pair * 2])
        let first = result.firstInPair[pair - 1]
        #expect(entries == (first == .baseline ? ["base \(pair)", "cand \(pair)"] : ["cand \(pair)", "base \(pair)"]))
    }
    #expect(Set(result.firstInPair).count == 2, "both orders occur")
    #expect(result.baseline.samples.map(\.process) == Array(1...12))
    #expect(result.candidate.samples.map(\.process) == Array(1...12))
    #expect(result.baseline.steadyProcessesRun == 12 && result.candidate.steadyProcessesRun == 12)
    let again = try run.run(plan) { _, _ in }
    #expect(again.firstInPair == result.firstInPair, "the order comes from the seed")
}

/// In batches: `afterBatch` is called after every 5 pairs and after the last (12), with both sides' data so far,
/// and the run stops after the batch at which it returns false; the pairs' order is the one a whole run draws.
@Test func pairsRunInBatchesUntilTheLookSaysStop() throws {
    let log = RecordingLauncher.Log()
    let run = InterleavedRun(
        baseline: RecordingLauncher(name: "base", log: log),
        candidate: RecordingLauncher(name: "cand", log: log))
    var looks: [Int] = []
    let all = try run.run(plan, batch: 5, onEvent: { _, _ in }) { pairs, baseline, candidate in
        #expect(baseline.samples.count == pairs && candidate.samples.count == pairs)
        looks.append(pairs)
        return true
    }
    #expect(looks == [5, 10, 12])
    looks = []
    let stopped = try run.run(plan, batch: 5, onEvent: { _, _ in }) { pairs, _, _ in
        looks.append(pairs); return pairs < 10
    }
    #expect(looks == [5, 10])
    #expect(stopped.baseline.steadyProcessesRun == 10 && stopped.candidate.samples.count == 10)
    #expect(stopped.firstInPair == Array(all.firstInPair.prefix(10)))
}

/// A batch ends early where `endsBatch` says so (`ab`'s cap reached mid-batch): the look comes after that pair,
/// and the batches go on counting from the start.
@Test func aBatchEndsEarlyWhereTheCapComes() throws {
    let log = RecordingLauncher.Log()
    let run = InterleavedRun(
        baseline: RecordingLauncher(name: "base", log: log),
        candidate: RecordingLauncher(name: "cand", log: log))
    var looks: [Int] = []
    _ = try run.run(
        plan, batch: 5, onEvent: { _, _ in },
        afterBatch: { pairs, _, _ in
            looks.append(pairs)
            return pairs < 7
        }, endsBatch: { $0 == 7 })
    #expect(looks == [5, 7])
}

/// A launcher that records each worker's first variant and process, and adds one sample per variant.
private final class GroupRecordingLauncher: WorkerRunner {
    let name: String
    let log: RecordingLauncher.Log

    init(name: String, log: RecordingLauncher.Log) { self.name = name; self.log = log }

    func runWorker(_ worker: WorkerPlan, into data: inout RunData, onEvent: (RunCoordinator.Event) -> Void) throws {
        log.entries.append("\(name) \(worker.variants.joined(separator: "+")) \(worker.process)")
        for variant in worker.variants {
            data.samples.append(
                Sample(
                    process: worker.process, round: 1, position: 1, variant: variant, batchSize: 1,
                    nanoseconds: 100, allocatedBytes: 0))
        }
    }
}

/// Each group runs its own pairs, numbered among its own, with only its variants; a group `isOpen` closes gets no
/// more pairs while the others go on, and the run ends when none is open.
@Test func eachGroupRunsItsOwnPairsWhileItIsOpen() throws {
    var grouped = plan
    grouped.variants = ["code/fit"]
    grouped.toolkitGroups = [
        ToolkitGroup(
            toolkit: "gtk", variants: ["gtk-code/fit", "gtk-template/fit"], processes: 12, warmupRounds: 1,
            rounds: 4, coldProcesses: 0, countingRows: 1)
    ]
    let log = RecordingLauncher.Log()
    let run = InterleavedRun(
        baseline: GroupRecordingLauncher(name: "base", log: log),
        candidate: GroupRecordingLauncher(name: "cand", log: log))
    var passes = 0
    let result = try run.run(
        grouped, batch: 1, onEvent: { _, _ in },
        afterBatch: { pass, _, _ in
            passes = pass
            return true
        },
        isOpen: { group in group.isModel ? passes < 2 : passes < 5 })
    let model = log.entries.filter { $0.contains(" code/fit ") }
    let gtk = log.entries.filter { $0.contains(" gtk-code/fit+gtk-template/fit ") }
    #expect(model.count == 4 && gtk.count == 10, "\(log.entries)")
    #expect(log.entries.count == 14, "no worker of any other variants")
    #expect(Set(gtk.map { $0.split(separator: " ").last! }) == ["1", "2", "3", "4", "5"], "gtk's own numbering")
    #expect(result.baseline.roundsRun == ["model": [1, 1], "gtk": [4, 4, 4, 4, 4]])
    #expect(result.firstInPair.count == 7 && result.baseline.steadyProcessesRun == 5)
    #expect(
        result.candidate.samples.filter { $0.variant == "gtk-template/fit" }.map(\.process) == Array(1...5))
}
