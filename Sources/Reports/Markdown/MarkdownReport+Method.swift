import Results

extension MarkdownReport {
    func environment() -> [String] {
        let plan = metadata.plan
        let build = metadata.isDebugBuild
            ? "**\(metadata.buildConfiguration.uppercased()) — NOT A RELEASE BUILD, numbers not meaningful**"
            : metadata.buildConfiguration
        let batches = VariantName.ordered(metadata.batchSizes.keys)
            .map { "\($0) \(metadata.batchSizes[$0] ?? 0)" }.joined(separator: ", ")
        let clock = metadata.medianClockCostNanoseconds.map { cost in
            "\(CSVFormat.fixed(cost, 1)) ns per read (median over workers; "
                + "\(CSVFormat.fixed(cost / Double(max(plan.minimumBatchNanoseconds, 1)) * 100, 3))% of the "
                + "shortest batch of \(Units.microseconds(Double(plan.minimumBatchNanoseconds))) µs)"
        } ?? "not recorded"
        var lines = [
            "- CPU: \(metadata.cpuModel), \(metadata.cores) cores",
            "- Kernel: \(metadata.kernel)",
            "- Toolchain: \(metadata.toolchain)",
            "- Build configuration: \(build)",
            "- jemalloc: \(metadata.jemallocVersion)",
            "- Commit: `\(metadata.gitCommit)`",
            "- Seed: \(plan.seed)",
            "- Steady processes: \(metadata.steadyProcessesRun) of \(plan.processes) planned; "
                + "\(plan.warmupRounds) warm-up rounds and \(plan.rounds) timed rounds each",
            "- Cold processes: \(plan.coldProcesses) per variant, \(plan.coldRows) rows each",
            "- Rows per timed batch: \(batches.isEmpty ? "not recorded" : batches)",
            "- Clock cost: \(clock)",
            "- Wall time: \(CSVFormat.fixed(metadata.wallSeconds, 1)) s",
            "- Command: `nib-or-not \(metadata.options.joined(separator: " "))`",
        ]
        if let budget = plan.timeBudgetSeconds {
            lines.append("- Time budget: \(CSVFormat.fixed(budget, 0)) s")
        }
        if let template = plan.templateFile {
            lines.append("- Template: `\(template)`, built as designed (each label's own shrink-to-fit setting); "
                         + "the row is the owner's `loadedCell` outlet or else the first top-level view")
            let substituted = metadata.fontSubstitutions ?? []
            lines.append("- Fonts substituted: " + (substituted.isEmpty ? "none" : substituted.joined(separator: "; ")))
        }
        return lines
    }

    func method() -> [String] {
        let processes = metadata.plan.processes
        return [
            "- **Processes as replicates.** Whole processes differ by up to ~20% on these machines (memory layout), "
                + "while samples inside one process are tight. So \(processes) worker processes each run every "
                + "variant, one process at a time, and a comparison treats processes, not samples, as replicates.",
            "- **Shuffled rounds.** After warm-up, each round times one batch of every variant in a freshly shuffled "
                + "order, so drift and periodic noise fall on all variants alike. A batch builds rows back to back "
                + "until it lasts long enough that one clock read costs under 1% of it.",
            "- **Paired ratios.** For A vs B, each process gives ln(median A / median B) of its ns per row; the "
                + "ratio is exp of the Hodges–Lehmann estimate of those log ratios (the median of their pairwise "
                + "means), with the 95% interval that inverts the signed-rank test, so a few unusually slow "
                + "processes cannot widen it much. With a single process, the ratio of medians with a bootstrap "
                + "interval is used instead (and says so).",
            "- **Test and correction.** The p-value is the Wilcoxon signed-rank test of the log ratios (one "
                + "process: Mann–Whitney on the samples), Holm-adjusted over all comparisons of this report. "
                + "With n processes the signed-rank test cannot go below 2/2ⁿ.",
            "- **Verdicts.** \"faster\" or \"slower\" needs p (Holm) < 0.05 and the whole 95% interval beyond the "
                + "±1% noise band; \"same\" means the whole interval lies inside the band; anything else is "
                + "\"inconclusive\", and the report says it cannot tell.",
            "- **Summaries.** Percentiles are type 7; the median's 95% interval is a seeded percentile bootstrap "
                + "(2000 resamples). Outliers are counted by Tukey's fences and never dropped.",
            "- **Reproducible.** Every bootstrap is seeded from the run seed and the variant or comparison name "
                + "(FNV-1a), so `nib-or-not report FOLDER` regenerates these files byte for byte from the CSVs "
                + "and run.json. File formats: docs/results-format.md.",
        ]
    }
}
