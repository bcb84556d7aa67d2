import Results
import Statistics

extension MarkdownReport {
    func environment() -> [String] {
        let plan = metadata.plan
        let build =
            metadata.isDebugBuild
            ? "**\(metadata.buildConfiguration.uppercased()) — NOT A RELEASE BUILD, numbers not meaningful**"
            : metadata.buildConfiguration
        let batches = VariantName.ordered(metadata.batchSizes.keys)
            .map { "\($0) \(metadata.batchSizes[$0] ?? 0)" }.joined(separator: ", ")
        let clock =
            metadata.medianClockCostNanoseconds.map { cost in
                guard let batch = shortestBatch() else {
                    return "\(CSVFormat.fixed(cost, 1)) ns per read (median over workers)"
                }
                return "\(CSVFormat.fixed(cost, 1)) ns per read (median over workers): "
                    + "\(CSVFormat.fixed(cost / batch.median * 100, 3))% of the shortest median batch measured "
                    + "(\(batch.variant), \(Units.microseconds(batch.median)) µs; its shortest batch "
                    + "\(Units.microseconds(batch.shortest)) µs; planned minimum "
                    + "\(Units.microseconds(Double(plan.minimumBatchNanoseconds))) µs)"
            } ?? "not recorded"
        var lines = [
            "- CPU: \(metadata.cpuModel), \(metadata.cores) cores",
            "- Kernel: \(metadata.kernel)",
            "- Toolchain: \(metadata.toolchain)",
            "- Build configuration: \(build)",
            "- jemalloc: \(metadata.jemallocVersion)",
            "- Commit: `\(metadata.gitCommit)`",
            "- Seed: \(plan.seed)",
            "- Steady processes: \(metadata.steadyProcessesRun) of \(plannedProcesses) planned; "
                + "\(plan.warmupRounds) warm-up rounds and \(plan.rounds) timed rounds each" + toolkitProcesses,
            "- Cold processes: \(plan.coldProcesses) per variant, \(plan.coldRows) rows each"
                + toolkitColdProcesses(plan),
            "- Rows per timed batch: \(batches.isEmpty ? "not recorded" : batches)",
            "- Clock cost: \(clock)",
            "- Wall time: \(CSVFormat.fixed(metadata.wallSeconds, 1)) s",
            "- Command: `nib-or-not \(metadata.options.joined(separator: " "))`",
        ]
        if let executables = plan.workerExecutables {
            lines.append(workerExecutablesLine(executables, groups: plan.groups))
        }
        if let budget = plan.timeBudgetSeconds {
            lines.append("- Time budget: \(CSVFormat.fixed(budget, 0)) s")
        }
        if let calibration = plan.calibration { lines.append(calibrationLine(calibration)) }
        if let goal = plan.extraWorkersGoal {
            lines.append(extraWorkersLine(goal: goal, added: metadata.extraProcesses ?? [:]))
        }
        if let retimed = metadata.retimedBatches { lines.append(retimedLine(retimed)) }
        if let modes = analysis.processModes { lines.append(processModesLine(modes)) }
        if !analysis.spreadSources.groups.isEmpty { lines.append(spreadSourcesLine(analysis.spreadSources)) }
        if let template = plan.templateFile {
            lines.append(
                "- Template: `\(template)`, built as designed (each label's own shrink-to-fit setting); "
                    + "the row is the owner's `loadedCell` outlet or else the first top-level view")
            let substituted = metadata.fontSubstitutions ?? []
            lines.append("- Fonts substituted: " + (substituted.isEmpty ? "none" : substituted.joined(separator: "; ")))
            if let notModelled = metadata.notModelled {
                lines.append(
                    "- Not modelled (kept or stood in for, not built as UIKit would): "
                        + (notModelled.isEmpty ? "none" : notModelled.joined(separator: ", ")))
            }
        }
        return lines
    }

    /// Each real toolkit's cold processes per variant; the toolkits with none (a default run's, which start an engine
    /// per process) said together, with the option that gives them a cold series.
    private func toolkitColdProcesses(_ plan: RunPlan) -> String {
        let groups = plan.toolkitGroups ?? []
        let some = groups.filter { $0.coldProcesses > 0 }.map { "; \($0.coldProcesses) per \($0.toolkit) variant" }
            .joined()
        let none = groups.filter { $0.coldProcesses == 0 }.map(\.toolkit)
        return some
            + (none.isEmpty
                ? "" : "; none for \(none.joined(separator: ", ")) (`--cold-processes` gives them a cold series)")
    }

    /// "- Worker executables: model `nib-or-not-worker-model`, ...": what each group's workers loaded, since a
    /// process's start and its cold rows depend on the libraries it loaded (docs/noisy-host.md).
    private func workerExecutablesLine(_ executables: [String: String], groups: [String]) -> String {
        let named = groups.compactMap { group in executables[group].map { "\(group) `\($0)`" } }
        let shared = executables.values.contains { $0.hasSuffix(" worker") }
        return "- Worker executables: " + named.joined(separator: ", ") + "; "
            + (shared
                ? "`nib-or-not worker` links every toolkit, the others only their own"
                : "each links only its own toolkit, the model's none")
    }

    /// "- Batches timed again: 812 of 20400 (4.0%) ...": how often another task took a worker's CPU mid-batch.
    private func retimedLine(_ retimed: [String: Int]) -> String {
        let timed = analysis.variants.reduce(0) { $0 + $1.sampleCount }
        let total = retimed.values.reduce(0, +)
        let head =
            "- Batches timed again because the worker's thread lost its CPU to another task during them "
            + "(an involuntary context switch, read outside the clock; up to \(Retiming.maximumRetimes) times each, "
            + "the last kept): "
        guard total > 0, timed > 0 else { return head + "none" }
        let share = { (count: Int, of: Int) in "\(CSVFormat.fixed(Double(count) / Double(max(of, 1)) * 100, 1))%" }
        let most = analysis.variants.compactMap { variant -> (String, Double, Int)? in
            guard let count = retimed[variant.name], count > 0 else { return nil }
            return (variant.name, Double(count) / Double(max(variant.sampleCount, 1)), count)
        }.sorted { $0.1 > $1.1 }.prefix(3)
        return head + "\(total) of \(timed) (\(share(total, timed)))"
            + "; most often " + most.map { "\($0.0) \(CSVFormat.fixed($0.1 * 100, 1))%" }.joined(separator: ", ")
    }

    /// "- Rounds sized to a 50 s target by a 0.8 s calibration: model 206 of 250 planned (paced 120–206), ..."
    private func calibrationLine(_ calibration: RunCalibration) -> String {
        let groups = calibration.groups.map { group -> String in
            let mine = metadata.roundsRun?[group.group] ?? []
            let paced =
                mine.isEmpty || mine.allSatisfy({ $0 == group.rounds })
                ? ""
                : " (paced to \(mine.min()!)–\(mine.max()!) as the run went)"
            let processes = group.plannedProcesses.map { ", \(group.processes) of \($0) processes" } ?? ""
            return "\(group.group) \(group.rounds) of \(group.plannedRounds) planned rounds"
                + (group.fixedByOption ? " (fixed by option)" : "")
                + paced + processes
        }
        return "- Rounds sized to a \(CSVFormat.fixed(calibration.targetSeconds, 0)) s target by a "
            + "\(CSVFormat.fixed(calibration.calibrationSeconds, 1)) s calibration (estimated "
            + "\(CSVFormat.fixed(calibration.estimatedSeconds, 0)) s"
            + (calibration.timedTwice == true
                ? "; every group timed twice and the faster kept, the first timing having overrun the target" : "")
            + "): " + groups.joined(separator: ", ")
            + (calibration.splitByNeed == true
                ? ". The time was split by need: each group first ran its floor of workers "
                    + "(10 for the model, one per block of its intervals; 5 for a toolkit, below which the t critical "
                    + "value grows "
                    + "faster than the workers saved narrow the interval), spread through the run, with rounds where "
                    + "a worker's "
                    + "rounds cost about what its start-up and exit do ("
                    + calibration.groups.compactMap { group in
                        group.balancedRounds.map {
                            "\(group.group) up to \($0): \(CSVFormat.fixed(group.fixedSeconds, 2)) s a worker, "
                                + "\(CSVFormat.fixed(group.secondsPerRound * 1000, 1)) ms a round"
                        }
                    }.joined(separator: "; ")
                    + "); the time left went to extra workers by the spread of those first workers (below)" : "")
    }

    /// "- Extra workers: ... gnustep 12, model 3 ...": where the time the planned workers left went (`ExtraWorkers`).
    private func extraWorkersLine(goal: Double, added: [String: Int]) -> String {
        let head =
            "- Extra workers (time beyond the plan, given to the group whose widest interval, from the planned "
            + "workers alone "
            + "and projected as 1/√workers, was widest above ±\(CSVFormat.fixed(goal * 100, 1))%): "
        guard !added.isEmpty else { return head + "none (no time was left, or every group was within the goal)" }
        return head
            + added.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.key) \($0.value)" }.joined(
                separator: ", ")
            + ". Their groups' intervals are held at least as wide as Stein's two-stage interval from the planned "
            + "workers "
            + "(t over the planned workers' spread, divided by the root of all workers), which keeps their 95% "
            + "coverage "
            + "when the number of workers follows their spread."
    }

    /// What the processes' probes saw, and how much of the spread between processes and of the intervals goes
    /// with it (`ProcessModes`).
    private func processModesLine(_ modes: ProcessModes) -> String {
        func range(_ values: [Double], _ digits: Int) -> String {
            let sorted = values.sorted()
            return "\(CSVFormat.fixed(sorted.first ?? 0, digits))–\(CSVFormat.fixed(sorted.last ?? 0, digits)) "
                + "(median \(CSVFormat.fixed(Percentile.median(of: sorted), digits)))"
        }
        let cpus = Dictionary(grouping: modes.probes, by: \.cpu).sorted { $0.key < $1.key }
            .map { "\($0.key): \($0.value.count)" }.joined(separator: ", ")
        var text =
            "- Process modes: each steady process probed the host as it started (`processProbes` in run.json): "
            + "a 16 MiB memory walk took \(range(modes.probes.map(\.memoryNanoseconds), 1)) ns a step, an arithmetic "
            + "loop "
            + "\(range(modes.probes.map(\.computeNanoseconds), 2)) ns; processes per CPU \(cpus)."
        if let most = modes.speed.max(by: { $0.rSquared < $1.rSquared }) {
            text +=
                " The memory walk explains up to R² \(CSVFormat.fixed(most.rSquared, 2)) of the spread of a variant's "
                    + """
                    process medians (\(most.label)); median over variants \
                    \(CSVFormat.fixed(Percentile.median(of: modes.speed.map(\.rSquared)), 2)).
                    """
        }
        if let most = modes.ratios.max(by: { $0.rSquared < $1.rSquared }) {
            text +=
                " Of a comparison's per-process log ratios it explains up to R² \(CSVFormat.fixed(most.rSquared, 2)) "
                    + """
                    (\(most.label)): \(CSVFormat.fixed(most.intervalShare * 100, 0))% of that interval's width goes \
                    with the host's modes
                    """
            let widest = analysis.comparisons.max {
                $0.ratio.interval.upper / $0.ratio.ratio < $1.ratio.interval.upper / $1.ratio.ratio
            }
            if let widest, let fit = modes.ratios.first(where: { $0.label == "\(widest.spec.a) / \(widest.spec.b)" }) {
                text +=
                    "; of the widest interval's (\(fit.label), "
                    + "+\(CSVFormat.fixed((widest.ratio.interval.upper / widest.ratio.ratio - 1) * 100, 1))%), "
                    + "\(CSVFormat.fixed(fit.intervalShare * 100, 0))%"
            }
            text += "."
        }
        return text
    }

    /// Every steady process the plan asked for: the model's and each toolkit group's.
    private var plannedProcesses: Int {
        metadata.plan.processes + (metadata.plan.toolkitGroups ?? []).map(\.processes).reduce(0, +)
    }

    /// "; of them, gtk: 20 processes of 5 warm-up and 40 timed rounds, ..." for a run with toolkit groups.
    private var toolkitProcesses: String {
        let groups = metadata.plan.toolkitGroups ?? []
        guard !groups.isEmpty else { return "" }
        return " (the model's \(metadata.plan.processes)); "
            + groups.map {
                "\($0.toolkit): \($0.processes) processes of \($0.warmupRounds) warm-up and \($0.rounds) timed rounds, "
                    + "interleaved with the model's"
            }.joined(separator: "; ")
    }

    func method() -> [String] {
        let processes = metadata.steadyProcessesRun
        let spread =
            measuredProcessSpread().map { "In this run " + $0 + " (table under Medians), " }
            ?? "Whole processes can differ by several percent (memory layout), "
        let blocks = analysis.comparisons.compactMap(\.ratio.blocks).first
        let blockText =
            blocks.map { b in
                let sizes = BlockInterval.ranges(
                    count: analysis.comparisons.first { $0.ratio.blocks == b }?.ratio.processCount ?? 0,
                    blocks: b.blockCount
                ).map(\.count)
                let sizeText =
                    sizes.min() == sizes.max() ? "\(sizes.first ?? 0)" : "\(sizes.min() ?? 0)–\(sizes.max() ?? 0)"
                return "\(b.blockCount) blocks of \(sizeText) consecutive "
                    + (sizes.max() == 1 ? "process" : "processes")
            } ?? "blocks of consecutive processes"
        return [
            "- **Processes as replicates.** " + spread + "while samples inside one process are tight. So "
                + "\(processes) worker processes each ran every variant, one process at a time, and every interval "
                + "treats processes, not samples, as replicates.",
            "- **Shuffled rounds.** After warm-up, each round times one batch of every variant in a freshly shuffled "
                + "order, so drift and periodic noise fall on all variants alike. A batch builds rows back to back; "
                + "its size comes from the construction time seen in warm-up (without freeing the rows), so that one "
                + "clock read costs under 1% of the planned minimum batch.",
            "- **Paired ratios over blocks.** For A vs B, each process gives the median over its rounds of ln(A / B) "
                + "of ns per row, A and B of one round timed moments apart, so that what they share cancels. The "
                + "processes, in the order they ran, are cut into \(blockText); each block's "
                + "Hodges–Lehmann estimate (the median of the pairwise means of its log ratios) is one replicate, so "
                + "one odd process moves its block little. The ratio is exp of the mean block estimate, with the 95% "
                + "Student-t interval over blocks (non-overlapping batch means, Schmeiser 1982). Because the blocks "
                + "run at different times, the interval covers the drift of the machine within this run; it does "
                + "not cover differences between runs, builds or machines. With a single process, the ratio of "
                + "medians with a bootstrap interval is used instead (and says so).",
            "- **Test and correction.** The p-value is the one-sample t-test of the block estimates against 0 "
                + "(one process: Mann–Whitney on the samples), the same statistic as the interval, Holm-adjusted "
                + "over all comparisons of this report.",
            "- **Verdicts.** \"faster\" or \"slower\" needs p (Holm) < 0.05 and the whole 95% interval beyond the "
                + "±1% noise band; \"same\" means the whole interval lies inside the band; anything else is "
                + "\"inconclusive\", and the report says it cannot tell.",
            "- **Medians and spread.** A variant's median pools every steady sample; its 95% interval is a seeded "
                + "percentile bootstrap that resamples whole processes with replacement and keeps each drawn "
                + "process's samples (2000 resamples; Ren et al. 2010), so it covers how processes differ. "
                + "\"slowest/fastest\" and CV describe the processes' own medians.",
            "- **Pooled figures.** Percentiles (type 7), SD, CV and Tukey's outlier counts pool the samples of "
                + "a variant's most common batch size only and are labelled pooled; they describe samples, not "
                + "processes, and carry no interval. Outliers are counted, never dropped.",
            "- **Reproducible.** Every bootstrap is seeded from the run seed and the variant or comparison name "
                + "(FNV-1a), so `nib-or-not report FOLDER` regenerates these files byte for byte from the CSVs "
                + "and run.json. File formats: docs/results-format.md.",
        ]
    }
}
