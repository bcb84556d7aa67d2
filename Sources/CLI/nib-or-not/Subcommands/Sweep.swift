import ArgumentParser
import Builders
import Foundation
import Harness
import RealToolkits
import Reports
import Results
import RowCatalog

/// `nib-or-not sweep`: time per row against the number of labels, in the run's worker processes, into a
/// run folder of its own (`sweep.csv`, `sweep.svg`, `report.md` and the run's measurement files).
struct Sweep: ParsableCommand {
    /// `--constructions`' help, from the declarations' sweep constructions.
    static var constructionsHelp: String {
        let model = ToolkitDeclaration.theModel.sweepConstructions.map(\.rawValue).joined(separator: ", ")
        let real = ToolkitDeclaration.real.flatMap(\.sweepConstructions).map(\.rawValue).joined(separator: ", ")
        let defaults = SweepVariant.defaultConstructions.map(\.rawValue).joined(separator: ",")
        return "Constructions, comma-separated, from \(model), and a real toolkit's (\(real)). (default: \(defaults); "
            + "with --toolkit, that toolkit's)"
    }

    static let configuration = CommandConfiguration(
        abstract:
            """
            Measure rows of 1 to 100 labels built in code, flattened and from a template; write sweep.csv and a \
            report.
            """,
        discussion: """
            Every worker process times every construction at every size in a freshly shuffled order each round, \
            as 'run' does. Sizes must have generated rows (scripts/generate-sweep-rows.py).
            """)

    @Option(help: "Numbers of labels, comma-separated. (default: 1,2,5,10,20,50,100)")
    var labels: String?

    @Option(
        help: ArgumentHelp(Sweep.constructionsHelp)
    )
    var constructions: String?

    @Option(
        help:
            """
            Sweep a real toolkit's rows instead of the model's: \(ToolkitNames.realAlternatives) (rows without \
            shrink-to-fit).
            """
    )
    var toolkit: String?

    @Flag(
        help: """
            With --toolkit: sweep that toolkit's rows with Auto Layout constraints instead of its frame rows \
            (\(ToolkitNames.withConstraintRows): each label pinned by 4 constraints, rows built and laid out in a \
            window \
            of their own).
            """)
    var constraints = false

    @Option(help: "Whether the labels shrink their text to fit: 'fit' or 'nofit'.")
    var fit = "nofit"

    @Option(
        help:
            """
            Worker processes; each runs every point. Given, it is kept even past --target-seconds. (default: \
            \(Sweep.defaultProcesses), fewer down to \(Sweep.limits.minimumModelProcesses) when \
            \(Sweep.limits.minimumModelRounds) rounds a worker do not fit the target; --quick: 5)
            """
    )
    var processes: Int?

    @Option(
        help:
            """
            Timed rounds per worker. Given, they are kept. (default: sized to the target, from \
            \(Sweep.limits.minimumModelRounds) to \(Sweep.defaultRounds); --quick: 15)
            """
    )
    var rounds: Int?

    @Option(
        name: .customLong("target-seconds"),
        help:
            """
            Size the rounds, then the processes, from a short calibration so that the sweep ends within about \
            this many seconds. (default: \(Int(Sweep.targetSeconds)); --quick: no calibration)
            """
    )
    var targetSeconds: Double?

    @Option(
        help:
            """
            Untimed warm-up rounds per worker; they also size the batches. (default: 10, with --toolkit \
            \(RunDefaults.full.toolkitWarmupRounds) as in 'run'; --quick: 3)
            """
    )
    var warmup: Int?

    @Option(name: .customLong("min-batch-us"), help: "Shortest timed batch in microseconds.")
    var minimumBatchMicroseconds = 50

    @Option(help: "Seed for the round order and the bootstrap.")
    var seed: UInt64 = 1

    @Option(help: "Folder under which the sweep's run folder is created.")
    var output = "results"

    @Option(help: "Folder holding the templates (the sweep's XIBs are in its sweep/ folder).")
    var templates = "templates"

    @Flag(help: "A smoke sweep of a few seconds.")
    var quick = false

    @Option(
        help: ArgumentHelp(
            """
            An instructions.csv counted for this sweep's variants (scripts/instruction-counts.sh --sweep): copied \
            into the run folder; adds instructions per row to sweep.csv and the report.
            """,
            valueName: "FILE"))
    var instructions: String?

    @Flag(
        name: .customLong("print-variants"),
        help:
            """
            Print the sweep's variant names, one a line, and measure nothing (for scripts/instruction-counts.sh \
            --sweep).
            """
    )
    var printVariants = false

    @Flag(name: .customLong("allow-debug"), help: "Measure even a debug build (every file is marked as such).")
    var allowDebug = false

    mutating func validate() throws { _ = try variants() }

    /// Planned sizes before calibration: a model sweep of 40 workers of 80 rounds took 20 s on this machine, so
    /// the model's stays whole while a real toolkit's (GTK's took 91 s, GNUstep's over 300 s) is cut to fit.
    static let defaultProcesses = 40
    static let defaultRounds = 80
    /// About a minute and a half: inside the minute or two a user waits for a first answer, with room under two
    /// and a half minutes for a loaded host's calibration and an overrun.
    static let targetSeconds = 90.0
    /// How far past its target a sweep whose processes no option fixed still starts workers.
    static let budgetFactor = 1.5
    /// A sweep's one group (the model's or a real toolkit's) times every size of every construction in a round, up
    /// to 100 ms with a real toolkit's rows: 5 calibration rounds, and floors of 10 workers of 10 rounds, whichever
    /// toolkit it sweeps.
    static let limits: RunCalibrator.Limits = {
        var limits = RunCalibrator.Limits()
        (limits.modelCalibrationRounds, limits.toolkitCalibrationRounds) = (5, 5)
        (limits.minimumModelRounds, limits.minimumToolkitRounds) = (10, 10)
        (limits.minimumModelProcesses, limits.minimumToolkitProcesses) = (10, 10)
        return limits
    }()

    /// The sweep's points, or a one-line error naming the option at fault.
    func variants() throws -> [SweepVariant] {
        guard let fit = Fit(rawValue: fit), fit != .asDesigned else {
            throw ValidationError("--fit must be 'fit' or 'nofit' (got '\(self.fit)')")
        }
        var sizes = SweepVariant.generatedSizes
        if let labels {
            sizes = try labels.split(separator: ",", omittingEmptySubsequences: false).map { text in
                guard let size = Int(text.trimmingCharacters(in: .whitespaces)), size > 0 else {
                    throw ValidationError("--labels: '\(text)' is not a positive whole number")
                }
                guard SweepVariant.generatedSizes.contains(size) else {
                    throw ValidationError(
                        "--labels: no generated row of \(size) labels (generated: "
                            + "\(SweepVariant.generatedSizes.map(String.init).joined(separator: ","))); run "
                            + "scripts/generate-sweep-rows.py --sizes and rebuild"
                    )
                }
                return size
            }
        }
        var chosen = SweepVariant.defaultConstructions
        if let toolkit {
            chosen = SweepVariant.constructions(ofToolkit: toolkit)
            guard !chosen.isEmpty, ToolkitDeclaration.named(toolkit)?.isModel == false else {
                throw ValidationError(
                    "--toolkit: no toolkit named '\(toolkit)' with sweep rows (\(ToolkitNames.sweepable))")
            }
            guard fit == .nofit else {
                throw ValidationError(
                    "--toolkit: a real toolkit's sweep rows are without shrink-to-fit; drop --fit \(self.fit)")
            }
            if constraints {
                let withConstraints = (ToolkitDeclaration.named(toolkit)?.twins ?? []).map(\.0)
                chosen = ToolkitDeclaration.named(toolkit)!.sweepConstructions.filter(withConstraints.contains)
                guard !chosen.isEmpty else {
                    throw ValidationError("--constraints: the \(toolkit) toolkit has no sweep rows with constraints")
                }
                guard constructions == nil else {
                    throw ValidationError("--constraints chooses the constructions; drop --constructions")
                }
            }
        } else if constraints {
            throw ValidationError("--constraints needs --toolkit (e.g. --toolkit \(ToolkitNames.withConstraintRows))")
        }
        if let constructions {
            chosen = try constructions.split(separator: ",").map { text in
                guard let construction = SweepVariant.Construction(rawValue: String(text)), construction.isSweepable
                else {
                    throw ValidationError(
                        "--constructions: unknown construction '\(text)' (choose from "
                            + SweepVariant.allConstructions.map(\.rawValue).joined(separator: ", ") + ")")
                }
                return construction
            }
        }
        if fit == .fit, let toolkitConstruction = chosen.first(where: { !$0.toolkit.isModel }) {
            throw ValidationError(
                """
                --constructions: \(toolkitConstruction.rawValue)'s sweep rows are without shrink-to-fit; use \
                --fit nofit
                """
            )
        }
        // A sweep is one toolkit's group of workers, and its report one toolkit's rows.
        if let other = chosen.first(where: { $0.toolkit.name != chosen[0].toolkit.name }) {
            throw ValidationError(
                "--constructions: a sweep measures one toolkit's rows, and \(chosen[0].rawValue) "
                    + "(\(chosen[0].toolkit.title)) "
                    + "and \(other.rawValue) (\(other.toolkit.title)) are two toolkits'; sweep each on its own")
        }
        for (name, value) in [("--processes", processes), ("--rounds", rounds)] {
            if let value, value < 1 { throw ValidationError("\(name) must be at least 1 (got \(value))") }
        }
        if let targetSeconds, !(targetSeconds > 0) {
            throw ValidationError("--target-seconds must be a positive number of seconds (got \(targetSeconds))")
        }
        if let warmup, warmup < 0 { throw ValidationError("--warmup must be 0 or more (got \(warmup))") }
        if minimumBatchMicroseconds < 1 {
            throw ValidationError("--min-batch-us must be at least 1 (got \(minimumBatchMicroseconds))")
        }
        let points = SweepVariant.grid(constructions: chosen, fit: fit, sizes: Array(Set(sizes)).sorted())
        // The model's template constructions read templates/sweep/RowN.xib (a real toolkit's rows are its own files).
        for point in points where point.construction.isTemplate && point.construction.toolkit.isModel {
            let path = "\(templates)/\(point.templateName).xib"
            if !FileManager.default.fileExists(atPath: path) {
                throw ValidationError("--templates: \(path) not found; run from the package folder or pass --templates")
            }
        }
        return points
    }

    func run() throws {
        let points = try variants()
        if printVariants { points.forEach { print($0.name) }; return }
        if ReleaseHandover.isDebugBuild && !allowDebug { try ReleaseHandover.handOver() }
        // Read before measuring, so a bad file is a one-line error and not a lost sweep.
        let counts =
            try instructions.map { path -> [InstructionCount] in
                let counts = try InstructionsCSV.read(URL(fileURLWithPath: path))
                guard SweepAnalysis.matching(counts, points) > 0 else {
                    throw ValidationError(
                        """
                        --instructions: \(path) counts none of this sweep's variants (e.g. \(points[0].name)); \
                        count them with scripts/instruction-counts.sh --sweep
                        """
                    )
                }
                return counts
            } ?? []
        var plan = makePlan(points)
        let loadAverage = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))
            .map { $0.split(separator: " ").prefix(3).joined(separator: ", ") }
        // A display for the toolkits that need one, stopped on every way out (as in `run`).
        let display = try WorkerDisplay(
            for: plan.allVariants,
            toolkits: RealToolkits.all(
                templatesDirectory: URL(fileURLWithPath: plan.templatesDirectory)))
        defer { display.stop() }
        let launcher = ProcessWorkerLauncher(
            executables: WorkerCommands.of(),
            environment: display.environment)
        let runOutput = try ExitStatus.exitingOnIOFailure("sweep") {
            try RunOutput(
                parent: URL(fileURLWithPath: output),
                onInterrupt: {
                    launcher.stopWorkers()
                    display.stop()
                })
        }
        let progress = ProgressPrinter()
        let started = Date()
        plan = try runOutput.removingOnFailure {
            try RunCalibrator(launcher: launcher, limits: Self.limits).calibrate(plan)
        }
        if let calibration = plan.calibration, processes == nil {
            // A calibration sees the host in one moment; on this shared machine a GTK sweep sized to 88 s then took
            // 193 s. Past half as much again as the target no more workers start (`RunPlan.timeBudgetSeconds`,
            // counted from the first steady worker): the intervals rest on the workers that ran, and the report
            // says how many.
            plan.timeBudgetSeconds = calibration.targetSeconds * Self.budgetFactor - calibration.calibrationSeconds
        }
        progress.plan = plan
        progress.line(
            PlanDescription.text(of: plan)
                + (plan.timeBudgetSeconds.map {
                    String(format: "; no worker starts past %.0f s", $0 + (plan.calibration?.calibrationSeconds ?? 0))
                } ?? ""))
        let given = [processes.map { "--processes \($0)" }, rounds.map { "--rounds \($0)" }].compactMap { $0 }
        if let note = PlanDescription.overrunNote(
            plan, given: given, targetGiven: targetSeconds != nil,
            minimums: "\(Self.limits.minimumModelProcesses) workers of \(Self.limits.minimumModelRounds) rounds")
        {
            progress.line(note)
        }
        let data = try runOutput.removingOnFailure {
            try RunCoordinator(launcher: launcher).run(plan, onEvent: progress.handle)
        }
        var metadata = RunEnvironment.metadata(
            plan: plan, data: data, arguments: Array(CommandLine.arguments.dropFirst()),
            debug: ReleaseHandover.isDebugBuild,
            wallSeconds: Date().timeIntervalSince(started))
        metadata.loadAverageAtStart = loadAverage
        let (headlines, final) = try ExitStatus.exitingOnIOFailure("sweep") {
            let headlines = try runOutput.removingOnFailure {
                try SweepFolder.write(
                    data, variants: points, metadata: metadata, instructions: counts,
                    to: runOutput.partial)
            }
            return (headlines, try runOutput.commit())
        }
        progress.finish("finished in \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
        headlines.forEach { print($0) }
        print("Report: \(final.path)/report.md")
    }
}
