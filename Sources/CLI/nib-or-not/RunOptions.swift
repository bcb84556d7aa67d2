import ArgumentParser
import Builders
import Foundation
import Harness
import NibLoading
import Results
import RowCatalog

/// The options of `run`, with the defaults of a full run and of `--quick`.
struct RunOptions: ParsableArguments {
    /// `--toolkits`' help, every toolkit by name from the declarations.
    static var toolkitsHelp: String {
        let names = ToolkitDeclaration.all.map { $0.isModel ? "\($0.name) (this project's UIKit model)" : $0.name }
        return "Toolkits whose default variants to measure: \(names.joined(separator: ", ")) (repeatable or "
            + "comma-separated; default: all \(ToolkitNames.number(ToolkitDeclaration.all.count))). --variants picks "
            + "names instead."
    }

    @Option(
        name: .customLong("variants"), parsing: .singleValue,
        help:
            """
            Variants to measure: names or globs such as 'code/*', 'nib*/fit' or 'selfcheck/*' (repeatable or \
            comma-separated; default: code, flat and the five nib variants).
            """
    )
    var variantPatterns: [String] = []

    @Option(
        help:
            """
            Steady-state worker processes of the model; each runs every variant of the model. (default: \
            \(RunDefaults.full.processesBesideToolkits), or \(RunDefaults.full.processes) when the model runs \
            alone; --quick: \(RunDefaults.quick.processes))
            """
    )
    var processes: Int?

    @Option(
        parsing: .singleValue,
        help: ArgumentHelp(RunOptions.toolkitsHelp)
    )
    var toolkits: [String] = []

    @Option(
        name: .customLong("toolkit-processes"), parsing: .singleValue,
        help:
            """
            Steady worker processes of each real toolkit, apart from the model's: N for every toolkit or \
            TOOLKIT=N for one, e.g. 'gnustep=20' (repeatable or comma-separated). (default: \
            \(RunDefaults.full.toolkitProcesses); --quick: \(RunDefaults.quick.toolkitProcesses))
            """
    )
    var toolkitProcessValues: [String] = []

    @Option(
        name: .customLong("toolkit-rounds"), parsing: .singleValue,
        help:
            """
            Timed rounds per real-toolkit worker: N for every toolkit or TOOLKIT=N for one (repeatable or \
            comma-separated). (default: \(RunDefaults.full.toolkitRounds); --quick: \
            \(RunDefaults.quick.toolkitRounds))
            """
    )
    var toolkitRoundValues: [String] = []

    @Option(
        help:
            """
            Timed rounds per worker; each round times one batch of every variant. (default: \
            \(RunDefaults.full.rounds); --quick: \(RunDefaults.quick.rounds))
            """
    )
    var rounds: Int?

    @Option(
        help:
            """
            Untimed warm-up rounds per worker before timing; they also size the batches. (default: \
            \(RunDefaults.full.warmupRounds); --quick: \(RunDefaults.quick.warmupRounds))
            """
    )
    var warmup: Int?

    @Option(
        name: .customLong("cold-processes"),
        help:
            """
            Fresh processes per variant for the cold series (first rows). Without it a real toolkit's variants \
            have none (each process starts the toolkit afresh), except in --quick. (default: \
            \(RunDefaults.full.coldProcesses); --quick: \(RunDefaults.quick.coldProcesses))
            """
    )
    var coldProcesses: Int?

    @Option(name: .customLong("cold-rows"), help: "Rows timed one by one in each cold process.")
    var coldRows = 10

    @Option(
        name: .customLong("min-batch-us"),
        help:
            """
            Shortest timed batch in microseconds; rows are batched to reach it so a clock read stays under 1% of \
            a sample.
            """
    )
    var minimumBatchMicroseconds = 50

    @Option(help: "Seed for the shuffled round order and the bootstrap; written into every result.")
    var seed: UInt64 = 1

    @Option(help: "Folder under which the run folder is created.")
    var output = "results"

    @Option(help: "Folder holding Cell.xib and Cell2.xib.")
    var templates = "templates"

    @Option(
        help:
            """
            Measure your own XIB instead of the seed's row: compiled to a nib (loaded, cached, precomputed) and \
            as a template, as designed, and on every real toolkit (template per row, kept, code). A compiled nib \
            (FILE.nib, e.g. one Xcode built) is measured as it is, loaded per row and cached, and on the toolkits \
            from the tree it decodes to.
            """
    )
    var template: String?

    @OptionGroup var fonts: FontOptions

    @Option(
        name: .customLong("time-budget"),
        help: "Stop starting steady workers once the run would exceed this many seconds (at least 2 workers run).")
    var timeBudget: Double?

    @Option(
        name: .customLong("target-seconds"),
        help:
            """
            Size the run from a short calibration so it ends within about this many seconds. With real toolkits \
            the time is split by need: each group first gets its floor of workers (the model 10, a toolkit 5) \
            with rounds that balance a worker's start-up, then the time left goes to extra workers where the \
            intervals are widest (docs/method.md); --processes, --toolkit-processes, --rounds or --toolkit-rounds \
            fix what they name. (default: \(RunDefaults.targetSeconds); --quick: no calibration)
            """
    )
    var targetSeconds: Double?

    @Flag(
        name: .customLong("extra-workers"), inversion: .prefixedNo,
        help:
            """
            In a calibrated run, spend the time the planned workers leave on more workers of the group whose \
            widest interval is widest, until every group's is within --extra-workers-goal.
            """
    )
    var extraWorkers = true

    @Option(
        name: .customLong("extra-workers-goal"),
        help:
            """
            The half-width, in percent of the ratio, that extra workers aim every group's widest interval at; a \
            run whose groups are all projected within it ends before its target. (default: \
            \(RunDefaults.extraWorkersGoalPercent))
            """
    )
    var extraWorkersGoal: Double?

    @Flag(
        inversion: .prefixedNo,
        help:
            """
            Also run three synthetic workloads of known relative cost (1.00, 1.00, 1.03), so the report shows the \
            harness calls equal work the same and resolves 3%.
            """
    )
    var selfCheck = true

    @Flag(
        help:
            """
            A smoke run of a few seconds: the model's \(RunDefaults.quick.processes) workers of \
            \(RunDefaults.quick.rounds) rounds and \(RunDefaults.quick.coldProcesses) cold process per variant, each \
            toolkit's \(RunDefaults.quick.toolkitProcesses) workers of \(RunDefaults.quick.toolkitRounds) rounds.
            """
    )
    var quick = false

    @Flag(name: .customLong("allow-debug"), help: "Measure even a debug build (every file is marked as such).")
    var allowDebug = false

    @Option(name: .customLong("inject-failure"), help: .hidden)
    var injectFailure: String?

    func validate() throws {
        _ = try ToolkitCounts(toolkitProcessValues, option: "--toolkit-processes")
        _ = try ToolkitCounts(toolkitRoundValues, option: "--toolkit-rounds")
        for (name, value) in [("--processes", processes), ("--rounds", rounds), ("--cold-rows", coldRows)] {
            if let value, value < 1 { throw ValidationError("\(name) must be at least 1 (got \(value))") }
        }
        for (name, value) in [("--warmup", warmup), ("--cold-processes", coldProcesses)] {
            if let value, value < 0 { throw ValidationError("\(name) must be 0 or more (got \(value))") }
        }
        if minimumBatchMicroseconds < 1 {
            throw ValidationError("--min-batch-us must be at least 1 (got \(minimumBatchMicroseconds))")
        }
        if let timeBudget, !(timeBudget > 0) {
            throw ValidationError("--time-budget must be a positive number of seconds")
        }
        if let targetSeconds, !(targetSeconds > 0) {
            throw ValidationError("--target-seconds must be a positive number of seconds (got \(targetSeconds))")
        }
        if let extraWorkersGoal {
            guard extraWorkersGoal > 0 && extraWorkersGoal < 100 else {
                throw ValidationError(
                    "--extra-workers-goal must be a percentage above 0 and below 100 (got \(extraWorkersGoal))")
            }
            guard extraWorkers else {
                throw ValidationError("--extra-workers-goal needs extra workers: drop --no-extra-workers")
            }
            guard !quick || targetSeconds != nil else {
                throw ValidationError(
                    """
                    --extra-workers-goal needs a calibrated run: --quick is not calibrated unless \
                    --target-seconds is given
                    """
                )
            }
        }
        for name in chosenToolkits where ToolkitDeclaration.named(name) == nil {
            throw ValidationError(
                "--toolkits: no toolkit named '\(name)' (\(ToolkitDeclaration.all.map(\.name).joined(separator: ", ")))"
            )
        }
        do { _ = try variants() } catch let error as BuildError { throw ValidationError("--variants: \(error)") }
        if let template {
            guard FileManager.default.fileExists(atPath: template) else {
                throw ValidationError("--template: \(template) not found")
            }
            guard templateKind != nil else {
                throw ValidationError(
                    """
                    --template: \(template) is neither a XIB (XML) nor a compiled nib (it does not start with \
                    NIBArchive)
                    """
                )
            }
        } else {
            for file in ["Cell.xib", "Cell2.xib"] where !FileManager.default.fileExists(atPath: "\(templates)/\(file)")
            {
                throw ValidationError(
                    "--templates: \(templates)/\(file) not found; run from the package folder or pass --templates")
            }
        }
        _ = try fonts.resolvedPath()
    }

    /// The names to measure: the chosen variants (code, flat and the nib variants by default; with `--template`,
    /// the six `.../as-designed` ones), plus the self-check workloads with `--self-check`; `--variants
    /// 'selfcheck/*'` runs the self-check alone.
    /// The toolkits named by `--toolkits`, or all of them.
    var chosenToolkits: [String] {
        let named = toolkits.flatMap { $0.split(separator: ",").map(String.init) }
        return named.isEmpty ? ToolkitDeclaration.all.map(\.name) : named
    }

    /// The default variants of the chosen toolkits (the model's default run, each real toolkit's with fit), in
    /// registration order.
    private var defaultVariants: [Variant] {
        let chosen = Set(chosenToolkits)
        return ToolkitDeclaration.all.filter { chosen.contains($0.name) }.flatMap(\.defaultVariants)
    }

    /// The chosen real toolkits' variants of a user's cell (`run --template FILE.xib` or `FILE.nib`), in
    /// registration order.
    private var userCellVariants: [Variant] {
        let chosen = Set(chosenToolkits)
        return Variant.customToolkitTemplate.filter { chosen.contains($0.construction.toolkit.name) }
    }

    func variants() throws -> [String] {
        let patterns = variantPatterns.flatMap { $0.split(separator: ",").map(String.init) }
        let nib = templateKind == .nib
        let defaults =
            template == nil
            ? defaultVariants : (nib ? Variant.customNibTemplate : Variant.customTemplate) + userCellVariants
        let names =
            template == nil
            ? Variant.measurableNames : nib ? Variant.customNibTemplateNames : Variant.customTemplateNames
        let chosen: [String]
        do {
            chosen = patterns.isEmpty ? defaults.map(\.name) : try Variant.matchingNames(patterns, among: names)
        } catch BuildError.unknownVariant(let pattern) where nib {
            // A XIB's variant asked of a nib: say why, rather than that the name is unknown.
            guard let variant = try? Variant.matchingNames([pattern], among: Variant.customTemplateNames).first else {
                throw BuildError.unknownVariant(pattern)
            }
            throw BuildError.compiledNibVariant(
                variant: variant, file: URL(fileURLWithPath: template!).lastPathComponent)
        }
        let extra = selfCheck ? SyntheticWorkload.all.map(\.name).filter { !chosen.contains($0) } : []
        return chosen + extra
    }

    /// Whether `--template` names a XIB or a compiled nib, from its first bytes; nil for neither or none.
    var templateKind: TemplateFileKind? { template.flatMap { TemplateFileKind.of(URL(fileURLWithPath: $0)) } }

    func makePlan() throws -> RunPlan {
        let defaults = quick ? RunDefaults.quick : RunDefaults.full
        let names = try variants()
        let toolkitProcesses = try ToolkitCounts(toolkitProcessValues, option: "--toolkit-processes")
        let toolkitRounds = try ToolkitCounts(toolkitRoundValues, option: "--toolkit-rounds")
        // Each real toolkit's variants go to processes of their own (`ToolkitGroup`), in lineup order.
        // `--warmup` may lower the toolkits' warm-up (to 0 for a quick check) but not raise it past the toolkits'
        // default, whose rows take 25 to 100 times as long. A toolkit's cold series runs when `--cold-processes`
        // asks for it (or in a quick run): by default only the model's has one (`RunDefaults.toolkitColdProcesses`).
        let groups = ToolkitDeclaration.real.compactMap { toolkit -> ToolkitGroup? in
            let mine = names.filter { ToolkitDeclaration.realToolkitName(ofVariant: $0) == toolkit.name }
            guard !mine.isEmpty else { return nil }
            return ToolkitGroup(
                toolkit: toolkit.name, variants: mine,
                processes: toolkitProcesses.count(for: toolkit.name) ?? defaults.toolkitProcesses,
                warmupRounds: min(warmup ?? defaults.toolkitWarmupRounds, defaults.toolkitWarmupRounds),
                rounds: toolkitRounds.count(for: toolkit.name) ?? defaults.toolkitRounds,
                coldProcesses: defaults.toolkitColdProcesses(explicit: coldProcesses),
                countingRows: defaults.toolkitCountingRows)
        }
        var plan = RunPlan(
            variants: names.filter { ToolkitDeclaration.realToolkitName(ofVariant: $0) == nil },
            templatesDirectory: URL(fileURLWithPath: templates).standardizedFileURL.path,
            processes: processes ?? defaults.modelProcesses(withToolkits: !groups.isEmpty),
            coldProcesses: coldProcesses ?? defaults.coldProcesses,
            warmupRounds: warmup ?? defaults.warmupRounds,
            rounds: rounds ?? defaults.rounds,
            minimumBatchNanoseconds: UInt64(minimumBatchMicroseconds) * 1_000,
            coldRows: coldRows, countingRows: defaults.countingRows, seed: seed, timeBudgetSeconds: timeBudget,
            templateFile: template.map { URL(fileURLWithPath: $0).standardizedFileURL.path },
            fontSubstitutions: try fonts.resolvedPath(), toolkitGroups: groups.isEmpty ? nil : groups)
        // A full run sizes its rounds to end in time on a slow or busy host (`RunCalibrator`); a quick run does not.
        plan.targetSeconds = targetSeconds ?? (quick ? nil : RunDefaults.targetSeconds)
        if extraWorkers && plan.targetSeconds != nil {
            plan.extraWorkersGoal = (extraWorkersGoal ?? Double(RunDefaults.extraWorkersGoalPercent)) / 100
        }
        plan.probeProcesses = true
        plan.countingProcesses = defaults.countingProcesses
        // `--processes` and `--rounds` fix the model's group, `--toolkit-processes` and `--toolkit-rounds` a toolkit's.
        let model = plan.modelGroup.toolkit
        plan.processesFixedByOption =
            (processes == nil ? [] : [model])
            + groups.map(\.toolkit).filter { toolkitProcesses.count(for: $0) != nil }
        plan.roundsFixedByOption =
            (rounds == nil ? [] : [model]) + groups.map(\.toolkit).filter { toolkitRounds.count(for: $0) != nil }
        return plan
    }
}
