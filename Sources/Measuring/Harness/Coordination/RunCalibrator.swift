import Foundation
import Results

/// Sizes a run's rounds from a short calibration so that the run ends near its target time (`RunCalibration`).
///
/// One worker of each group (the model's, each toolkit's) runs with a few timed rounds before the run; the
/// times at which it enters its phases split it into what every worker pays once (start, setup, warm-up,
/// exit), what its counting pass costs (run by the first `countingProcesses` of a group) and what one round
/// costs. The rounds of every group that no option fixed are sized to fit the target (`size`: the toolkits'
/// first), never below `minimumRounds`; the processes are kept, because the intervals are over processes,
/// unless the rounds at their minimum still overrun the target: then the processes of the groups no option
/// fixed are scaled too, never below `minimumProcesses`. The calibration workers' samples are not used.
public struct RunCalibrator {
    /// Timed rounds of a calibration worker: the model's (a round is about 1-2 ms) and a toolkit's (10-30 ms).
    public static let modelCalibrationRounds = 20
    public static let toolkitCalibrationRounds = 3
    /// The fewest rounds calibration gives a worker: enough for a stable process median. A toolkit's 10 leave its
    /// intervals wider than the model's under load (±2.7% against ±1%), but 20 made runs on a host loaded by a
    /// parallel compile overrun a 50 s target by 13 to 32 s (docs/noisy-host.md): the time holds first. Pacing
    /// raises them again when a run is ahead of its estimate.
    public static let minimumModelRounds = 50
    public static let minimumToolkitRounds = 10
    /// The fewest steady processes calibration leaves a group: two per block of the model's ten-block
    /// intervals, one per block of a toolkit's.
    public static let minimumModelProcesses = 20
    public static let minimumToolkitProcesses = 10

    /// The calibration rounds and the floors of one command's plan: `run`'s (`.run`) or another's (`sweep`'s runs
    /// every variant in one group, the model's or one toolkit's, whose rounds may take 100 ms).
    public struct Limits: Sendable, Equatable {
        public var modelCalibrationRounds = RunCalibrator.modelCalibrationRounds
        public var toolkitCalibrationRounds = RunCalibrator.toolkitCalibrationRounds
        public var minimumModelRounds = RunCalibrator.minimumModelRounds
        public var minimumToolkitRounds = RunCalibrator.minimumToolkitRounds
        public var minimumModelProcesses = RunCalibrator.minimumModelProcesses
        public var minimumToolkitProcesses = RunCalibrator.minimumToolkitProcesses

        public init() {}
        public static let run = Limits()

        /// The fewest steady processes calibration leaves the group named `group`.
        func minimumProcesses(group: String) -> Int {
            ToolkitDeclaration.isModelGroup(group) ? minimumModelProcesses : minimumToolkitProcesses
        }
        /// The fewest rounds calibration gives a worker of the group named `group`.
        func minimumRounds(group: String) -> Int {
            ToolkitDeclaration.isModelGroup(group) ? minimumModelRounds : minimumToolkitRounds
        }
        /// The timed rounds of the group's calibration worker.
        func calibrationRounds(group: String) -> Int {
            ToolkitDeclaration.isModelGroup(group) ? modelCalibrationRounds : toolkitCalibrationRounds
        }
    }
    public let limits: Limits
    /// Time kept out of the target for what follows the workers (writing the CSVs, the report, the charts).
    public static let reportSecondsAllowance = 2.0

    public let launcher: WorkerLauncher
    /// Seconds on a monotonic scale; a parameter so tests can script time.
    private let now: () -> Double

    public init(
        launcher: WorkerLauncher, limits: Limits = .run,
        now: @escaping () -> Double = { ProcessInfo.processInfo.systemUptime }
    ) {
        self.launcher = launcher
        self.limits = limits
        self.now = now
    }

    /// The plan with its rounds sized to `plan.targetSeconds` and its `calibration` filled in; the plan as it is
    /// when it has no target or every group's rounds are fixed by an option.
    public func calibrate(_ plan: RunPlan) throws -> RunPlan {
        guard let target = plan.targetSeconds else { return plan }
        let fixed = Set(plan.roundsFixedByOption ?? [])
        let processesFixed = Set(plan.processesFixedByOption ?? [])
        var groups:
            [(name: String, worker: WorkerPlan, processes: Int, cold: Int, minimum: Int, calibrationRounds: Int)] = []
        for group in plan.workerGroups where group.processes > 0 {
            groups.append(
                (
                    group.toolkit, plan.steadyWorker(0, group: group), group.processes,
                    group.variants.count * group.coldProcesses,
                    limits.minimumRounds(group: group.toolkit), limits.calibrationRounds(group: group.toolkit)
                ))
        }
        guard groups.contains(where: { !fixed.contains($0.name) }) else { return plan }
        let started = now()
        let measure = { () throws -> [GroupCalibration] in
            try groups.map { group in
                var worker = group.worker
                worker.rounds = group.calibrationRounds
                let timing = try self.time(worker, name: "calibration (\(group.name))")
                var calibration = GroupCalibration(
                    group: group.name, processes: group.processes, calibrationRounds: group.calibrationRounds,
                    fixedSeconds: timing.fixed, secondsPerRound: timing.perRound, startupSeconds: timing.startup,
                    plannedRounds: group.worker.rounds, rounds: group.worker.rounds,
                    fixedByOption: fixed.contains(group.name))
                if self.limits != .run { calibration.minimumRounds = group.minimum }
                (calibration.countingSeconds, calibration.countingProcesses) = (timing.counting, plan.countingProcesses)
                return calibration
            }
        }
        let minimums = Dictionary(uniqueKeysWithValues: groups.map { ($0.name, $0.minimum) })
        let cold = { (measured: [GroupCalibration]) in
            zip(groups, measured).reduce(0) { $0 + Double($1.0.cold) * $1.1.startupSeconds }
        }
        var measured = try measure()
        var calibrationSeconds = now() - started
        /// What the steady workers may take once calibration, the cold series and the report are paid for.
        let available = { (measured: [GroupCalibration]) in
            target - calibrationSeconds - cold(measured) - Self.reportSecondsAllowance
        }
        if splitsByNeed(plan) {
            // Processes are set by their floors and the run's own spread, never cut by a timing, so one timing
            // suffices (`NeedSplit`).
            let coldSeconds = cold(measured)
            let sized = NeedSplit.split(
                measured, processesFixed: processesFixed, minimums: minimums,
                availableSeconds: available(measured))
            var result = apply(sized, to: plan)
            result.calibration = RunCalibration(
                targetSeconds: target, calibrationSeconds: calibrationSeconds, groups: sized,
                coldSecondsEstimate: coldSeconds,
                estimatedSeconds: calibrationSeconds + coldSeconds
                    + sized.reduce(0) { $0 + $1.steadySeconds(rounds: $1.rounds) })
            result.calibration?.splitByNeed = true
            return result
        }
        var timedTwice = false
        if Self.overruns(measured, minimums: minimums, availableSeconds: available(measured)),
            groups.contains(where: {
                !processesFixed.contains($0.name) && $0.processes > limits.minimumProcesses(group: $0.name)
            })
        {
            // Cutting processes cannot be undone while the run goes; shortening rounds can. So before cutting, every
            // group is timed once more and the faster of its two timings kept: a burst of load that caught one
            // calibration worker (a GNUstep round timed at 111 ms, four times its usual) once cut a loaded run to 28
            // model workers and 10 rounds a toolkit worker, and the run ended 13 s before its target.
            measured = zip(measured, try measure()).map { first, again in
                again.steadySeconds(rounds: again.plannedRounds) < first.steadySeconds(rounds: first.plannedRounds)
                    ? again : first
            }
            timedTwice = true
            calibrationSeconds = now() - started
        }
        let coldSeconds = cold(measured)
        let left = available(measured)
        let sized = Self.sizeProcesses(
            Self.size(measured, minimums: minimums, availableSeconds: left),
            fixed: processesFixed, availableSeconds: left, limits: limits)
        var result = apply(sized, to: plan)
        result.calibration = RunCalibration(
            targetSeconds: target, calibrationSeconds: calibrationSeconds, groups: sized,
            coldSecondsEstimate: coldSeconds,
            estimatedSeconds: calibrationSeconds + coldSeconds
                + sized.reduce(0) { $0 + $1.steadySeconds(rounds: $1.rounds) })
        if timedTwice { result.calibration?.timedTwice = true }
        return result
    }

    /// Whether `plan`'s budget is split by need (`NeedSplit`): a `run` with real toolkits whose spare time goes to
    /// extra workers, which measure the processes' spread the split needs.
    public func splitsByNeed(_ plan: RunPlan) -> Bool {
        limits == .run && plan.extraWorkersGoal != nil
            && !(plan.toolkitGroups ?? []).filter { $0.processes > 0 }.isEmpty
    }

    /// `plan` with each group's rounds and processes as `sized`.
    private func apply(_ sized: [GroupCalibration], to plan: RunPlan) -> RunPlan {
        var result = plan
        for group in sized { result.setSize(ofGroup: group.group, processes: group.processes, rounds: group.rounds) }
        return result
    }

    /// Sizes the rounds of every group not fixed by an option so that all steady workers fit `availableSeconds`:
    /// each at its minimum first, then the spare time raises them toward their plan, the toolkits' first
    /// (`SpareTime`). Under load a model worker's medians spread 13-16% while its rounds spread 2.5%, so its
    /// intervals rest on its processes.
    public static func size(
        _ groups: [GroupCalibration], minimums: [String: Int], availableSeconds: Double
    ) -> [GroupCalibration] {
        var sized = groups.map { group in
            var group = group
            if !group.fixedByOption { group.rounds = min(minimums[group.group] ?? 1, group.plannedRounds) }
            return group
        }
        let gap = { (model: Bool) in
            sized.filter { !$0.fixedByOption && ToolkitDeclaration.isModelGroup($0.group) == model }.reduce(0.0) {
                total, group in
                total + Double(group.processes * (group.plannedRounds - group.rounds)) * group.secondsPerRound
            }
        }
        let spent = sized.reduce(0.0) { $0 + $1.steadySeconds(rounds: $1.rounds) }
        let fractions = SpareTime.fractions(
            spare: availableSeconds - spent, toolkitGap: gap(false), modelGap: gap(true))
        for index in sized.indices where !sized[index].fixedByOption {
            let group = sized[index]
            let fraction = ToolkitDeclaration.isModelGroup(group.group) ? fractions.model : fractions.toolkits
            sized[index].rounds =
                group.rounds + Int((Double(group.plannedRounds - group.rounds) * fraction).rounded(.down))
        }
        return sized
    }

    /// Whether the groups overrun `availableSeconds` even with every round not fixed at its minimum, so that their
    /// processes would be cut (`sizeProcesses`).
    static func overruns(_ groups: [GroupCalibration], minimums: [String: Int], availableSeconds: Double) -> Bool {
        let atMinimum = size(groups, minimums: minimums, availableSeconds: 0)
        return atMinimum.reduce(0.0) { $0 + $1.steadySeconds(rounds: $1.rounds) } > availableSeconds
    }

    /// When the groups as sized still overrun `availableSeconds`, scales the processes of every group not in
    /// `fixed` by one factor to fit, never below the group's minimum (`minimumProcesses`) nor above its plan.
    public static func sizeProcesses(
        _ groups: [GroupCalibration], fixed: Set<String>, availableSeconds: Double,
        limits: Limits = .run
    ) -> [GroupCalibration] {
        let cost = { (group: GroupCalibration) in group.steadySeconds(rounds: group.rounds) }
        let total = groups.reduce(0.0) { $0 + cost($1) }
        guard total > availableSeconds else { return groups }
        let kept = groups.filter { fixed.contains($0.group) }.reduce(0.0) { $0 + cost($1) }
        let scalable = total - kept
        guard scalable > 0 else { return groups }
        let factor = min(1, max(0, (availableSeconds - kept) / scalable))
        return groups.map { group in
            guard !fixed.contains(group.group) else { return group }
            var group = group
            let minimum = min(limits.minimumProcesses(group: group.group), group.processes)
            let processes = max(minimum, Int((Double(group.processes) * factor).rounded(.down)))
            if processes != group.processes { (group.plannedProcesses, group.processes) = (group.processes, processes) }
            return group
        }
    }

    /// Runs one worker to its end and splits its time by the phases it announced.
    private func time(
        _ worker: WorkerPlan, name: String
    ) throws -> (
        fixed: Double, perRound: Double, startup: Double,
        counting: Double
    ) {
        let planJSON = String(decoding: try JSONEncoder().encode(worker), as: UTF8.self)
        let start = now()
        let process = try launcher.launch(arguments: [planJSON], toolkits: worker.realToolkits)
        var warmup: Double?, rounds: Double?, counting: Double?, done: Double?
        while let line = process.nextLine() {
            guard let message = WorkerMessage(line: line[...]) else {
                process.terminate()
                _ = process.waitForExit()
                throw HarnessError.malformedWorkerOutput(process: name, line: line)
            }
            if case .phase(let phase, _) = message {
                switch phase {
                case "warmup": warmup = now()
                case "rounds": rounds = now()
                case "counting": counting = now()
                case "done": done = now()
                default: break
                }
            }
        }
        let exit = process.waitForExit()
        let end = now()
        guard exit.succeeded, let warmup, let rounds, let counting, let done else {
            let detail =
                exit.standardError.split(separator: "\n").last.map(String.init)
                ?? "it ended before its counting pass did"
            throw HarnessError.workerFailed(process: name, variant: nil, status: exit.status, detail: detail)
        }
        let perRound = (counting - rounds) / Double(max(worker.rounds, 1))
        return ((rounds - start) + (end - done), perRound, warmup - start, done - counting)
    }
}
