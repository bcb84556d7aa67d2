import ArgumentParser
import Builders
import Foundation
import Harness
import RealToolkits
import Reports
import Results
import RowCatalog

/// `nib-or-not ab BASELINE CANDIDATE`: two builds of nib-or-not measured in one interleaved run. For CI.
struct AB: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ab",
        abstract: "Compare two builds in one interleaved run, variant by variant, and flag regressions.",
        discussion: """
            Each argument is a built nib-or-not executable (scripts/build-revisions.sh builds two git revisions). \
            Their steady worker processes alternate in pairs, in a random order within each pair; each pair is \
            a replicate. The two workers of a pair time their rounds alternately, round by round, so that both \
            meet the same spells of a host whose speed changes (--no-lockstep, or a build from before lockstep on \
            either side: one worker after the other). Per variant: candidate/baseline of time per row, a 95% t-interval over the medians of \
            blocks of consecutive pairs (covering the drift of the machine during the run; each median over the \
            block's pairs within Hampel's bounds, the median of all pairs ± 5.2 median absolute deviations), Holm-adjusted; a regression \
            needs a significant slowdown (adjusted p < 0.05) estimated at least --threshold. Writes a folder under --output holding a run \
            folder per build (baseline/, candidate/) and the comparison (ab.md).

            Harness self-test: with NIB_OR_NOT_SELF_TEST_SLOWER=VARIANT set, the candidate's workers (only) \
            make each timed batch of that variant 3% longer by waiting on the clock (VARIANT:P for P%), a known \
            regression the comparison should flag; the baseline's workers then wait just as long after each \
            batch's clock has stopped (VARIANT:P:untimed). Off by default; never set it for a real comparison.

            Exit status: 0 nothing regressed; 1 a regression; 2 unusable input (an executable missing, a worker \
            failing, no variant timed by both). See docs/results-format.md.
            """)

    @Argument(help: "The baseline build: a nib-or-not executable.")
    var baseline: String

    @Argument(help: "The candidate build: a nib-or-not executable.")
    var candidate: String

    @Option(help: "Pairs of worker processes (one of each build per pair).")
    var pairs = 80

    @Option(help: "Timed rounds per worker; given, it fixes them (otherwise a short calibration sizes them to --target-seconds). (default: \(AB.defaultRounds))")
    var rounds: Int?

    @Option(name: .customLong("target-seconds"), help: "Size the rounds from a short calibration so the comparison ends within about this many seconds; the pairs stay as set.")
    var targetSeconds = 100.0

    @Option(help: "Untimed warm-up rounds per worker.")
    var warmup = 5

    @Option(name: .customLong("variants"), parsing: .singleValue,
            help: "Variants to compare: names or globs such as 'code/*' (repeatable or comma-separated; default: all sixteen that `list` prints).")
    var variantPatterns: [String] = []

    @Option(help: "Smallest estimated slowdown that counts as a regression when it is significant, in percent.")
    var threshold = 1.0

    @Flag(inversion: .prefixedNo, help: "Alternate the two workers of each pair round by round.")
    var lockstep = true

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
        if let rounds, rounds < 1 { throw ValidationError("--rounds must be at least 1 (got \(rounds))") }
        if !(targetSeconds > 0) { throw ValidationError("--target-seconds must be a positive number of seconds (got \(targetSeconds))") }
        if warmup < 0 { throw ValidationError("--warmup must be 0 or more (got \(warmup))") }
        guard threshold > 0, threshold < 100 else { throw ValidationError("--threshold must be between 0 and 100 percent (got \(threshold))") }
        do { _ = try variants() } catch let error as BuildError { throw ValidationError("--variants: \(error)") }
    }

    func variants() throws -> [String] {
        let patterns = variantPatterns.flatMap { $0.split(separator: ",").map(String.init) }
        // By default the model's variants: a real toolkit's rows take 10 to 100 times as long (`--variants 'gtk-*'`).
        let model = Variant.model.map(\.name)
        return patterns.isEmpty ? model : try Variant.matchingNames(patterns, among: Variant.measurableNames)
    }

    func run() throws {
        for (name, path) in [("baseline", baseline), ("candidate", candidate)] where !FileManager.default.isExecutableFile(atPath: path) {
            FileHandle.standardError.write(Data("nib-or-not ab: the \(name) \(path) is not an executable file; build it first (scripts/build-revisions.sh).\n".utf8))
            throw ExitCode(2)
        }
        var plan = RunPlan(variants: try variants(), templatesDirectory: URL(fileURLWithPath: templates).standardizedFileURL.path,
                           processes: pairs, coldProcesses: 0, warmupRounds: warmup, rounds: rounds ?? AB.defaultRounds,
                           minimumBatchNanoseconds: 50_000, coldRows: 10, countingRows: 10, seed: seed)
        // A display for the toolkits that need one, stopped on every way out (as in `run`).
        let display = try WorkerDisplay(for: plan.variants, toolkits: RealToolkits.all(
            templatesDirectory: URL(fileURLWithPath: plan.templatesDirectory)))
        defer { display.stop() }
        let environment = display.environment ?? ProcessInfo.processInfo.environment
        // The harness self-test variable, when set, slows the candidate's workers only (a known regression); the
        // baseline's get its placebo, the same wait left out of their samples.
        var baselineEnvironment = environment
        baselineEnvironment[SelfTestSlowdown.variable] = SelfTestSlowdown.placebo(for: environment[SelfTestSlowdown.variable])
        // Each build's own workers: a build from before the worker executables runs them all as `nib-or-not worker`.
        let launchers = (baseline: ProcessWorkerLauncher(executables: WorkerCommands.of(baseline), environment: baselineEnvironment),
                         candidate: ProcessWorkerLauncher(executables: WorkerCommands.of(candidate), environment: environment))
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
        if rounds == nil { plan = try runOutput.removingOnFailure { try calibrated(plan, launcher: launchers.baseline) } }
        let coordinators = (baseline: RunCoordinator(launcher: launchers.baseline),
                            candidate: RunCoordinator(launcher: launchers.candidate))
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
        progress.line(PlanDescription.text(of: plan, workers: "pairs of workers"))
        let interleaved = InterleavedRun(baseline: coordinators.baseline, candidate: coordinators.candidate)
        let data = try failingWithCode2 {
            try runOutput.removingOnFailure { try interleaved.run(plan) { progress.handle($1) } }
        }
        let arguments = Array(CommandLine.arguments.dropFirst())
        let comparison = try failingWithCode2 {
            try runOutput.removingOnFailure { () throws -> ABComparison in
                for (side, sideData) in [("baseline", data.baseline), ("candidate", data.candidate)] {
                    let folder = runOutput.partial.appendingPathComponent(side)
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
                    let metadata = RunEnvironment.metadata(plan: plan, data: sideData, arguments: arguments,
                                                           debug: ReleaseHandover.isDebugBuild,
                                                           wallSeconds: Date().timeIntervalSince(started))
                    try RunFolder.writeMeasurements(sideData, metadata: metadata, to: folder)
                    try ReportGenerator.generate(in: folder)
                }
                let comparison = try ABComparison(baseline: data.baseline, candidate: data.candidate, threshold: threshold / 100)
                let markdown = MarkdownComparisonRenderer().render(comparison, baseline: baseline, candidate: candidate, folders: [])
                try Data(markdown.utf8).write(to: runOutput.partial.appendingPathComponent("ab.md"))
                return comparison
            }
        }
        let final = try runOutput.commit()
        progress.finish("finished in \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
        print(format.renderer.render(comparison, baseline: baseline, candidate: candidate,
                                     folders: ["baseline", "candidate"].map { final.appendingPathComponent($0).path }),
              terminator: "")
        if comparison.exitCode != 0 { throw ExitCode(comparison.exitCode) }
    }

    /// The rounds of 150 kept 19 of 20 known 3% slowdowns found on the reference machine (docs/log/ab-self-test-2026-11-23.md).
    static let defaultRounds = 150

    /// The plan with its rounds sized to `--target-seconds`: calibrated as a run of twice the pairs' processes
    /// (both builds' workers), timed with the baseline's worker.
    private func calibrated(_ plan: RunPlan, launcher: WorkerLauncher) throws -> RunPlan {
        var both = plan
        both.processes = 2 * plan.processes
        both.targetSeconds = targetSeconds
        // The pairs stay as set: the comparison's power rests on them (docs/ab-self-test.md).
        both.processesFixedByOption = ["model"]
        let sized = try failingWithCode2 { try RunCalibrator(launcher: launcher).calibrate(both) }
        var result = plan
        result.rounds = sized.rounds
        result.targetSeconds = targetSeconds
        result.calibration = sized.calibration
        return result
    }

    /// Unusable input (a worker failing, nothing in common) exits with status 2 and one line.
    private func failingWithCode2<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch where error is ReportError || error is ResultsError || error is HarnessError {
            FileHandle.standardError.write(Data("nib-or-not ab: \(error)\n".utf8))
            throw ExitCode(2)
        }
    }
}
