import Foundation
import Results
import Statistics

/// Runs a measured run as separate worker processes, one after another, and gathers their output.
///
/// Separate processes because whole processes differ by several percent (memory layout, neighbours on the
/// host; each report prints the spread it measured) while samples inside one are tight: replicating at the process
/// level is what makes a ratio
/// trustworthy. Workers run one at a time so they never compete for the two cores.
public struct RunCoordinator: WorkerRunner {
    /// What the coordinator reports as it goes, for a progress display.
    public enum Event: Sendable {
        case workerStarted(kind: WorkerPlan.Mode, index: Int, of: Int, variant: String?)
        case progress(done: Int, total: Int)
        case workerFinished(kind: WorkerPlan.Mode, index: Int, of: Int)
        /// One more steady worker of `group` (`ExtraWorkers`), process `process`, its widest interval so far
        /// ±`halfWidth`.
        case extraWorkerStarted(group: String, process: Int, halfWidth: Double)
    }

    /// Starts the workers: child processes in a run, scripted ones in tests.
    public let launcher: WorkerLauncher
    public var failVariant: String?
    /// For a calibrated run, more workers in the time its planned ones leave (nil: none).
    public var extraWorkers: ExtraWorkers?
    /// Seconds on a monotonic scale; a parameter so tests can script time.
    private let now: () -> Double

    public init(
        launcher: WorkerLauncher, failVariant: String? = nil, extraWorkers: ExtraWorkers? = nil,
        now: @escaping () -> Double = { ProcessInfo.processInfo.systemUptime }
    ) {
        self.launcher = launcher
        self.failVariant = failVariant
        self.extraWorkers = extraWorkers
        self.now = now
    }

    /// What the time budget assumes one cold worker takes, in seconds, so that it keeps room for the cold
    /// series: a fresh process that builds a few rows (the reference run's log shows about 0.08 s each).
    public static let coldJobSecondsEstimate = 0.1

    public func run(_ plan: RunPlan, onEvent: (Event) -> Void) throws -> RunData {
        var data = RunData()
        let start = now()
        var secondsByGroup: [String: [Double]] = [:]
        let schedule = plan.steadySchedule(failVariant: failVariant)
        var generator = SplitMix64(seed: plan.seed ^ 0xC01D)
        let coldJobs = plan.coldJobs.shuffled(using: &generator)
        var pacing = plan.calibration.map {
            RunPacing(calibration: $0, groupsInOrder: schedule.map { plan.groupName(of: $0) })
        }
        for (index, scheduled) in schedule.enumerated() {
            var worker = scheduled
            let process = worker.process
            if pacing != nil { worker.rounds = pacing!.rounds(forWorkerAt: index, elapsed: now() - start) }
            if let budget = plan.timeBudgetSeconds, process > 2 {
                let elapsed = now() - start
                // Leave room for one more worker like the ones so far, plus the cold series.
                let perWorker = elapsed / Double(process - 1)
                let coldEstimate = Double(coldJobs.count) * RunCoordinator.coldJobSecondsEstimate
                if elapsed + perWorker + coldEstimate > budget { break }
            }
            onEvent(.workerStarted(kind: .steady, index: process, of: schedule.count, variant: nil))
            data.roundsRun[plan.groupName(of: worker), default: []].append(worker.rounds)
            let workerStart = now()
            try runWorker(worker, into: &data, onEvent: onEvent)
            secondsByGroup[plan.groupName(of: worker), default: []].append(now() - workerStart)
            onEvent(.workerFinished(kind: .steady, index: process, of: schedule.count))
            data.steadyProcessesRun = process
        }
        if data.steadyProcessesRun == schedule.count, let extraWorkers, let calibration = plan.calibration {
            // A time budget (`--time-budget`) bounds them too, with room for the cold series as above.
            let budgetEnd = plan.timeBudgetSeconds.map {
                $0 - Double(coldJobs.count) * RunCoordinator.coldJobSecondsEstimate
            }
            try runExtraWorkers(
                extraWorkers, plan: plan, schedule: schedule, calibration: calibration, start: start,
                budgetEnd: budgetEnd, secondsByGroup: secondsByGroup, into: &data, onEvent: onEvent)
        }
        for (index, job) in coldJobs.enumerated() {
            onEvent(.workerStarted(kind: .cold, index: index + 1, of: coldJobs.count, variant: job.0))
            try runWorker(
                plan.coldWorker(job.1, variant: job.0, failVariant: failVariant), into: &data, onEvent: onEvent)
            onEvent(.workerFinished(kind: .cold, index: index + 1, of: coldJobs.count))
        }
        return data
    }

    /// `ExtraWorkers`: one more steady worker at a time, of the group it chooses, like that group's last one (its
    /// rounds, no counting pass), numbered after the planned ones, while the target (and `budgetEnd`, seconds after
    /// `start`, if set) leaves room for one and the cold series. Groups whose processes an option fixed get none.
    private func runExtraWorkers(
        _ extra: ExtraWorkers, plan: RunPlan, schedule: [WorkerPlan], calibration: RunCalibration,
        start: Double, budgetEnd: Double?, secondsByGroup: [String: [Double]],
        into data: inout RunData, onEvent: (Event) -> Void
    ) throws {
        var secondsByGroup = secondsByGroup
        let eligible = Set(plan.groups).subtracting(plan.processesFixedByOption ?? [])
        let targetEnd =
            calibration.targetSeconds - calibration.calibrationSeconds - RunCalibrator.reportSecondsAllowance
            - calibration.coldSecondsEstimate
        let end = min(targetEnd, budgetEnd ?? targetEnd)
        let plannedWorkers = secondsByGroup.mapValues(\.count)
        var planned: [String: Double]?
        while true {
            let perWorker = secondsByGroup.mapValues { $0.reduce(0, +) / Double(max($0.count, 1)) }
            let secondsLeft = end - (now() - start)
            guard perWorker.contains(where: { eligible.contains($0.key) && $0.value <= secondsLeft }) else { return }
            // From the planned workers alone, never from the added ones (`ExtraWorkers`, Stein's two stages); read
            // once, and only when a worker fits: a default run, whose plan fills its time, skips the analysis.
            if planned == nil { planned = extra.widestHalfWidths(data.samples) }
            let widest = extra.projected(
                planned ?? [:], plannedWorkers: plannedWorkers, workers: secondsByGroup.mapValues(\.count))
            guard
                let group = extra.choose(
                    widest: widest, eligible: eligible, secondsPerWorker: perWorker, secondsLeft: secondsLeft),
                var worker = schedule.last(where: { plan.groupName(of: $0) == group })
            else { return }
            worker.process = data.steadyProcessesRun + 1
            worker.rounds = data.roundsRun[group]?.last ?? worker.rounds
            worker.countingRows = 0
            onEvent(.extraWorkerStarted(group: group, process: worker.process, halfWidth: widest[group] ?? 0))
            data.roundsRun[group, default: []].append(worker.rounds)
            let workerStart = now()
            try runWorker(worker, into: &data, onEvent: onEvent)
            secondsByGroup[group, default: []].append(now() - workerStart)
            data.extraProcesses[group, default: 0] += 1
            data.steadyProcessesRun = worker.process
        }
    }

    /// Runs one worker process to its end and records what it emitted (`WorkerRunner`).
    public func runWorker(_ worker: WorkerPlan, into data: inout RunData, onEvent: (Event) -> Void) throws {
        try start(worker).runToEnd(into: &data, onEvent: onEvent)
    }

    /// Launches `worker`; its output is read by the caller (`runWorker`, `LockstepPair`).
    func start(_ worker: WorkerPlan) throws -> RunningWorker {
        RunningWorker(
            name: Self.name(of: worker),
            process: try launcher.launch(arguments: [Self.json(of: worker)], toolkits: worker.realToolkits))
    }

    /// Launches `worker` to set up on another CPU than the workers' (`WorkerLauncher.launchAside`); nil when the
    /// launcher has none.
    func startAside(_ worker: WorkerPlan) throws -> RunningWorker? {
        try launcher.launchAside(arguments: [Self.json(of: worker)], toolkits: worker.realToolkits).map {
            RunningWorker(name: Self.name(of: worker), process: $0)
        }
    }

    private static func name(of worker: WorkerPlan) -> String {
        "\(worker.mode.rawValue) \(worker.process)" + (worker.mode == .cold ? " (\(worker.variants[0]))" : "")
    }

    private static func json(of worker: WorkerPlan) throws -> String {
        String(decoding: try JSONEncoder().encode(worker), as: UTF8.self)
    }
}
