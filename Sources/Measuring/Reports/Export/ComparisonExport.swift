import Foundation
import Results

/// The figures of `compare --format bmf|github-action-benchmark`: what a results server tracks from the candidate,
/// and how far it moved from the baseline.
///
/// Per variant of the candidate, `ns_per_row` and `allocations_per_row` exactly as `report` exports them for the
/// candidate's folder (the same median, and with its run.json the same seeded interval; without run.json the seed
/// is unknown, so no interval), so one measure means one statistic whichever command wrote it. Per variant in both
/// runs, `change`: candidate/baseline with the interval the verdict used (Welch's, widened by the drift between
/// runs; none with fewer than two processes a side). With instruction counts, `instructions_per_row` of the
/// candidate and `instructions_change`, exact counts without an interval.
public enum ComparisonExport {
    public static let change = "change"
    public static let instructionsPerRow = "instructions_per_row"
    public static let instructionsChange = "instructions_change"

    /// The figures of either comparison, or both (run folders that hold instruction counts).
    public static func metrics(
        _ comparison: RunComparison?, _ instructions: InstructionComparison?
    ) throws
        -> [ExportedMetric]
    {
        try (comparison.map(metrics) ?? []) + (instructions.map(metrics) ?? [])
    }

    static func metrics(_ comparison: RunComparison) throws -> [ExportedMetric] {
        let changes = comparison.changes.compactMap { change -> ExportedMetric? in
            guard let value = RunExport.rounded(change.ratio, 6) else { return nil }
            return ExportedMetric(
                benchmark: change.variant, measure: ComparisonExport.change, unit: "x", value: value,
                lower: RunExport.rounded(change.interval?.lower, 6),
                upper: RunExport.rounded(change.interval?.upper, 6))
        }
        return try candidateMetrics(comparison.candidate) + changes
    }

    /// The candidate's variants analysed one by one as `RunAnalysis` analyses them (the same seed per variant).
    static func candidateMetrics(_ input: RunInput) throws -> [ExportedMetric] {
        let samples = Dictionary(grouping: input.samples, by: \.variant)
        let allocations = Dictionary(grouping: input.allocations ?? [], by: \.variant)
        return try VariantName.ordered(Set(samples.keys).union(allocations.keys)).flatMap { name in
            var variant = try VariantAnalysis(
                name: name, samples: samples[name] ?? [], cold: [], allocations: allocations[name] ?? [],
                seed: StableSeed.derive(runSeed: input.metadata?.plan.seed ?? 0, label: name), path: input.path)
            // The interval is the run's only when drawn with the run's seed, which only run.json holds.
            if input.metadata == nil { variant.medianInterval = nil }
            return RunExport.metrics(variant)
        }
    }

    /// Variants counted on both sides: the candidate's count per row and its ratio to the baseline's.
    static func metrics(_ instructions: InstructionComparison) -> [ExportedMetric] {
        instructions.changes.flatMap { change -> [ExportedMetric] in
            guard let count = RunExport.rounded(change.candidate, 1), let ratio = RunExport.rounded(change.ratio, 6)
            else { return [] }
            return [
                ExportedMetric(
                    benchmark: change.variant, measure: instructionsPerRow, unit: "instructions",
                    value: count),
                ExportedMetric(benchmark: change.variant, measure: instructionsChange, unit: "x", value: ratio),
            ]
        }
    }
}
