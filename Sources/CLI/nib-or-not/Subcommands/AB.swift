import ArgumentParser
import Builders
import Foundation
import Harness
import RealToolkits
import Reports
import Results
import RowCatalog
import Statistics

/// `nib-or-not ab BASELINE CANDIDATE`: two builds of nib-or-not measured in one interleaved run. For CI.
struct AB: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ab",
        abstract: "Compare two builds in one interleaved run, variant by variant, and flag regressions.",
        discussion: """
            Each argument is a built nib-or-not executable (scripts/build-revisions.sh builds two git revisions). \
            Their steady worker processes alternate in pairs, in a random order within each pair; each pair is a \
            replicate. The two workers of a pair time their rounds alternately, round by round, so that both meet the \
            same spells of a host whose speed changes (--no-lockstep, or a build from before lockstep on either side: \
            one worker after the other), and both on one CPU (--cpu), since on a host whose CPUs' speeds drift apart \
            two workers on different CPUs measure the CPUs. Per variant: candidate/baseline of time per row (per pair, \
            in lockstep, the median of its rounds' ratios; otherwise the ratio of medians), a t-interval over the \
            medians of blocks of consecutive pairs (covering the drift of the machine during the run; each median over \
            the block's pairs within Hampel's bounds).

            Each toolkit's variants (the model's, GTK's, ...) run in workers of their own, with the toolkit's own \
            worker executable; a pass runs one pair of each toolkit whose verdicts are still open, so that the time \
            goes where a verdict is missing. Rows per batch are sized once per toolkit by a baseline worker.

            Sequential: passes run in batches (--batch) with a look after each, until every variant is decided or the \
            cap (--max-seconds, --pairs: passes). A regression needs the interval adjusted for the compared variants \
            and the looks (5% family-wise, spent over the time by Lan and DeMets's Pocock-type function) wholly above \
            1 and an estimate of at least --threshold; not-slower (one-sided: no slowdown of --threshold or more, \
            however much faster) needs the upper bound for misses (5% per variant, spent mostly at the last looks) \
            below 1 + --threshold. The output gives per variant the interval its verdict used, the unadjusted 95% one, \
            the pairs and the time; docs/ab-sequential.md. Fewer variants (--variants) make a smaller family, narrower \
            adjusted intervals and so earlier verdicts. Writes a folder under --output holding a run folder per build \
            (baseline/, candidate/) and the comparison (ab.md).

            Harness self-test: with NIB_OR_NOT_SELF_TEST_SLOWER=VARIANT set, the candidate's workers (only) make each \
            timed batch of that variant 3% longer by waiting on the clock (VARIANT:P for P%), a known regression the \
            comparison should flag; the baseline's workers then wait just as long after each batch's clock has \
            stopped. The two sides' workers get values of one length (VARIANT:P:counted and VARIANT:P:untimed), so \
            that they allocate alike. Off by default; never set it for a real comparison.

            Exit status: 0 every variant decided and none regressed; 1 a regression; 2 unusable input (an executable \
            missing, a worker failing, no variant timed by both); 3 no regression found but a variant undecided at the \
            cap. See docs/results-format.md.
            """)

    @Argument(help: "The baseline build: a nib-or-not executable.")
    var baseline: String

    @Argument(help: "The candidate build: a nib-or-not executable.")
    var candidate: String

    @Option(
        help:
            """
            Most passes of pairs of worker processes (a pair: one worker of each build; a pass: one pair of each \
            toolkit still open); the comparison stops sooner when every variant is decided.
            """
    )
    var pairs = 1_000

    @Option(help: "Passes per batch: the comparison looks at its data after each.")
    var batch = 8

    @Option(
        name: .customLong("max-seconds"),
        help:
            """
            Cap on the comparison's time: no batch starts that would end after it; what is undecided then is \
            reported so (exit 3).
            """
    )
    var maxSeconds = 480.0

    @Option(help: "Timed rounds per worker.")
    var rounds = AB.defaultRounds

    @Option(help: "Untimed warm-up rounds per worker.")
    var warmup = 5

    @Option(
        name: .customLong("variants"), parsing: .singleValue,
        help:
            """
            Variants to compare: names or globs such as 'code/*' (repeatable or comma-separated; default: the \
            model's \(Variant.model.count) and each real toolkit's code and kept template with fit: \
            \(Variant.gateFamily.filter { !Variant.model.contains($0) }.map(\.name).joined(separator: ", ")). \
            A smaller family gains power: its adjusted intervals are narrower.
            """
    )
    var variantPatterns: [String] = []

    @Option(
        help:
            """
            Smallest estimated slowdown that counts as a regression when it is significant, in percent; a variant \
            whose upper bound for misses lies below it is not slower.
            """
    )
    var threshold = 1.0

    @Flag(inversion: .prefixedNo, help: "Alternate the two workers of each pair round by round.")
    var lockstep = true

    @Option(
        help: ArgumentHelp(
            """
            The one CPU both workers of every pair run on: a number, 'last' (the last this process may use) or \
            'none' (wherever the scheduler puts them).
            """,
            discussion:
                """
                On a host whose CPUs' speeds drift apart, workers on different CPUs measure the CPUs \
                (docs/ab-sequential.md).
                """
        ))
    var cpu = WorkerCPU.last

    @Option(help: "Seed for the order within pairs, the rounds' shuffles and the bootstraps.")
    var seed: UInt64 = 1

    @Option(help: "Folder under which the comparison's folder is created.")
    var output = "results/ab"

    @Option(help: "Folder holding Cell.xib and Cell2.xib.")
    var templates = "templates"

    @Option(help: "Output: \(CompareFormat.allCases.map(\.rawValue).joined(separator: " or ")).")
    var format = CompareFormat.markdown

    func validate() throws {
        if pairs < 2 { throw ValidationError("--pairs must be at least 2 (got \(pairs))") }
        if batch < 1 { throw ValidationError("--batch must be at least 1 (got \(batch))") }
        if rounds < 1 { throw ValidationError("--rounds must be at least 1 (got \(rounds))") }
        if !(maxSeconds > 0) {
            throw ValidationError("--max-seconds must be a positive number of seconds (got \(maxSeconds))")
        }
        if warmup < 0 { throw ValidationError("--warmup must be 0 or more (got \(warmup))") }
        guard threshold > 0, threshold < 100 else {
            throw ValidationError("--threshold must be between 0 and 100 percent (got \(threshold))")
        }
        do { _ = try variants() } catch let error as BuildError { throw ValidationError("--variants: \(error)") }
        _ = try workersCPU()
    }

    /// The CPU `--cpu` names, checked against the CPUs this process may run on.
    func workersCPU() throws -> Int? {
        do { return try cpu.resolved(among: CPUAffinity.allowedCPUs()) } catch let error as HarnessError {
            throw ValidationError("--cpu: \(error)")
        }
    }

    /// The CPU the second worker of each pair sets up on (`ProcessWorkerLauncher.setUpCPU`): the first other CPU this
    /// process may run on; nil with no pinning, or with one CPU.
    func setUpCPU(besides workersCPU: Int?) throws -> Int? {
        guard let workersCPU, lockstep else { return nil }
        return try CPUAffinity.allowedCPUs().first { $0 != workersCPU }
    }

    func variants() throws -> [String] {
        let patterns = variantPatterns.flatMap { $0.split(separator: ",").map(String.init) }
        let family = Variant.gateFamily.map(\.name)
        return patterns.isEmpty ? family : try Variant.matchingNames(patterns, among: Variant.measurableNames)
    }

    func run() throws {
        for (name, path) in [("baseline", baseline), ("candidate", candidate)]
        where !FileManager.default.isExecutableFile(atPath: path) {
            FileHandle.standardError.write(
                Data(
                    """
                    nib-or-not ab: the \(name) \(path) is not an executable file; build it first \
                    (scripts/build-revisions.sh).\n
                    """
                    .utf8))
            throw ExitCode(2)
        }
        let names = try variants()
        var plan = RunPlan(
            variants: names.filter { ToolkitDeclaration.realToolkitName(ofVariant: $0) == nil },
            templatesDirectory: URL(fileURLWithPath: templates).standardizedFileURL.path,
            processes: pairs, coldProcesses: 0, warmupRounds: warmup, rounds: rounds,
            minimumBatchNanoseconds: 50_000, coldRows: 10, countingRows: 10, seed: seed,
            toolkitGroups: AB.toolkitGroups(of: names, pairs: pairs, warmup: warmup, rounds: rounds))
        // A display for the toolkits that need one, stopped on every way out (as in `run`).
        let display = try WorkerDisplay(
            for: names,
            toolkits: RealToolkits.all(
                templatesDirectory: URL(fileURLWithPath: plan.templatesDirectory)))
        defer { display.stop() }
        let environment = display.environment ?? ProcessInfo.processInfo.environment
        // The harness self-test variable, when set, slows the candidate's workers only (a known regression); the
        // baseline's get its placebo, the same wait left out of their samples, in a value of the same length.
        let selfTest = SelfTestSlowdown.sides(for: environment[SelfTestSlowdown.variable])
        var baselineEnvironment = environment, candidateEnvironment = environment
        baselineEnvironment[SelfTestSlowdown.variable] = selfTest.baseline
        candidateEnvironment[SelfTestSlowdown.variable] = selfTest.candidate
        // Each build's own workers: a build from before the worker executables runs them all as `nib-or-not worker`.
        let workersCPU = try workersCPU()
        let setUpCPU = try setUpCPU(besides: workersCPU)
        let launchers = (
            baseline: ProcessWorkerLauncher(
                executables: WorkerCommands.of(baseline), environment: baselineEnvironment, cpu: workersCPU,
                setUpCPU: setUpCPU),
            candidate: ProcessWorkerLauncher(
                executables: WorkerCommands.of(candidate), environment: candidateEnvironment, cpu: workersCPU,
                setUpCPU: setUpCPU)
        )
        let runOutput = try ExitStatus.exitingOnIOFailure("ab") {
            try RunOutput(parent: URL(fileURLWithPath: output)) {
                launchers.baseline.stopWorkers()
                launchers.candidate.stopWorkers()
                display.stop()
            }
        }
        let progress = ProgressPrinter()
        let started = Date()
        plan.probeProcesses = true
        plan.workersCPU = workersCPU
        plan.countingProcesses = AB.countingPairs
        let coordinators = (
            baseline: RunCoordinator(launcher: launchers.baseline),
            candidate: RunCoordinator(launcher: launchers.candidate)
        )
        if lockstep {
            plan.lockstepPairs = try failingWithCode2 {
                try runOutput.removingOnFailure {
                    try coordinators.baseline.workersTakeTurns(plan) && coordinators.candidate.workersTakeTurns(plan)
                }
            }
            if plan.lockstepPairs == false {
                progress.line("a build's workers predate lockstep: each pair runs one worker after the other")
            }
        }
        // Every worker of both builds times each variant in batches of one size, sized by one baseline worker.
        plan.batchSizes = try failingWithCode2 {
            try runOutput.removingOnFailure { try coordinators.baseline.sharedBatchSizes(plan) }
        }
        progress.line("rows per batch sized once, by a baseline worker's warm-up, for every worker of both builds")
        progress.line(PlanDescription.text(of: plan, workers: "pairs of workers"))
        // Only a pair in lockstep starts its second worker aside.
        plan.setUpCPU = plan.lockstepPairs == true ? setUpCPU : nil
        progress.line(
            workersCPU.map { "both workers of every pair on CPU \($0)" }
                .map { placed in plan.setUpCPU.map { "\(placed), the second setting up on CPU \($0) first" } ?? placed }
                ?? "workers placed by the scheduler (--cpu none)")
        let interleaved = InterleavedRun(baseline: coordinators.baseline, candidate: coordinators.candidate)
        var sequential = SequentialAB(
            rule: SequentialRule(threshold: threshold / 100), maxSeconds: maxSeconds,
            pairsPerBatch: batch, roundsPaired: plan.lockstepPairs ?? false, workersCPU: workersCPU)
        var pacing = ABPacing(
            maxSeconds: maxSeconds, batch: batch, maxPairs: pairs, started: started, pairsBegan: Date())
        let data = try failingWithCode2 {
            try runOutput.removingOnFailure {
                try interleaved.run(
                    plan, batch: batch, onEvent: { progress.handle($1) },
                    afterBatch: { pairsRun, baselineData, candidateData in
                        let look = pacing.look(afterPairs: pairsRun, now: Date())
                        try sequential.look(
                            baseline: baselineData, candidate: candidateData, fraction: look.fraction,
                            isFinal: look.isFinal, seconds: look.seconds)
                        let open = plan.workerGroups.filter { AB.isOpen($0, in: sequential) }.map(\.toolkit)
                        progress.line(
                            ABPacing.describe(sequential, pairs: pairsRun, seconds: look.seconds, open: open))
                        return !sequential.isFinished && !look.isFinal
                    }, endsBatch: { pacing.capReached(afterPairs: $0, now: Date()) },
                    isOpen: { AB.isOpen($0, in: sequential) })
            }
        }
        // Each group's processes are the pairs it ran: a group whose verdicts came early ran fewer.
        for group in plan.workerGroups {
            let pairsRun = data.baseline.roundsRun[group.toolkit]?.count ?? 0
            plan.setSize(ofGroup: group.toolkit, processes: pairsRun, rounds: group.rounds)
        }
        let arguments = Array(CommandLine.arguments.dropFirst())
        try failingWithCode2 {
            try runOutput.removingOnFailure {
                let sides = [
                    ("baseline", data.baseline, launchers.baseline), ("candidate", data.candidate, launchers.candidate),
                ]
                for (side, sideData, launcher) in sides {
                    let folder = runOutput.partial.appendingPathComponent(side)
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
                    var sidePlan = plan
                    sidePlan.workerExecutables = launcher.executables.described(groups: plan.groups)
                    let metadata = RunEnvironment.metadata(
                        plan: sidePlan, data: sideData, arguments: arguments,
                        debug: ReleaseHandover.isDebugBuild,
                        wallSeconds: Date().timeIntervalSince(started))
                    try RunFolder.writeMeasurements(sideData, metadata: metadata, to: folder)
                    try ReportGenerator.generate(in: folder)
                }
                let markdown = MarkdownComparisonRenderer().render(
                    sequential, baseline: baseline, candidate: candidate, folders: [])
                try Data(markdown.utf8).write(to: runOutput.partial.appendingPathComponent("ab.md"))
            }
        }
        let final = try runOutput.commit()
        progress.finish("finished in \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
        print(
            format.renderer.render(
                sequential, baseline: baseline, candidate: candidate,
                folders: ["baseline", "candidate"].map { final.appendingPathComponent($0).path }),
            terminator: "")
        if sequential.exitCode != 0 { throw ExitCode(sequential.exitCode) }
    }

    /// Whether `group` still gets pairs: before the first look, and while one of its variants is undecided.
    static func isOpen(_ group: ToolkitGroup, in sequential: SequentialAB) -> Bool {
        sequential.comparison == nil || !Set(group.variants).isDisjoint(with: sequential.undecided)
    }

    /// The real toolkits' groups of `names`, one per toolkit in declaration order, each sized as the model's.
    static func toolkitGroups(of names: [String], pairs: Int, warmup: Int, rounds: Int) -> [ToolkitGroup]? {
        let groups = ToolkitDeclaration.real.compactMap { toolkit -> ToolkitGroup? in
            let mine = names.filter { ToolkitDeclaration.realToolkitName(ofVariant: $0) == toolkit.name }
            guard !mine.isEmpty else { return nil }
            return ToolkitGroup(
                toolkit: toolkit.name, variants: mine, processes: pairs, warmupRounds: warmup, rounds: rounds,
                coldProcesses: 0, countingRows: 10)
        }
        return groups.isEmpty ? nil : groups
    }

    /// Rounds per worker: 150 kept 19 of 20 known 3% slowdowns found on the reference machine at 80 pairs
    /// (docs/log/ab-self-test-2026-11-23.md); the pairs now grow until the verdicts are known.
    static let defaultRounds = 150

    /// Pairs whose workers count allocations: the first only. A build's counts hardly differ between its processes,
    /// the verdicts use none, and the pass (both workers' of a pair, one after the other on one CPU) took about 5% of
    /// every pair's time: 32 pairs in 59.6 s against 62.8 s, medians of four A/A runs each (docs/ab-sequential.md).
    static let countingPairs = 1

    /// Unusable input (a worker failing, nothing in common) exits with status 2 and one line.
    private func failingWithCode2<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch  where error is ReportError || error is ResultsError || error is HarnessError {
            FileHandle.standardError.write(Data("nib-or-not ab: \(error)\n".utf8))
            throw ExitCode(2)
        }
    }
}
