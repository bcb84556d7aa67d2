import Results
import Statistics

/// The statistics of one run: a `VariantAnalysis` per variant and every planned comparison, with verdicts.
///
/// Deterministic: every bootstrap is seeded from the run seed and a label (`StableSeed`), so the same files
/// always give the same numbers. Comparisons follow `ComparisonCatalog.specs(for:)`; each is a `PairedRatio` over the
/// steady processes that timed both variants (per process, the medians of A's and B's ns per row), their
/// p-values are Holm-adjusted together, and each gets a `Verdict` at α = 0.05 with the ±1% noise band.
public struct RunAnalysis: Sendable {
    /// Significance level of every verdict.
    public static let alpha = 0.05
    /// Differences inside this band count as noise.
    public static let band = NoiseBand.onePercent

    public var metadata: RunMetadata
    /// Every variant in any of the files, in `Variant.all` order.
    public var variants: [VariantAnalysis]
    /// The comparisons that could be made, in catalog order.
    public var comparisons: [ComparisonResult]
    /// Planned comparisons that could not be made, with the reason.
    public var skipped: [(spec: ComparisonSpec, reason: String)]
    /// How much of the spread between processes goes with the host's speed modes; nil for runs without probes.
    public var processModes: ProcessModes?
    /// Per toolkit, whether its widest interval's width is its rounds' noise or its processes' own differences.
    public var spreadSources: SpreadSources

    /// Analyses `data`; `path` names the run folder in error messages.
    public init(data: RunData, metadata: RunMetadata, path: String) throws {
        self.metadata = metadata
        let seed = metadata.plan.seed
        let names = VariantName.ordered(
            data.samples.map(\.variant) + data.cold.map(\.variant)
                + data.allocations.map(\.variant))
        let samplesByVariant = Dictionary(grouping: data.samples, by: \.variant)
        let coldByVariant = Dictionary(grouping: data.cold, by: \.variant)
        let allocationsByVariant = Dictionary(grouping: data.allocations, by: \.variant)
        variants = try names.map { name in
            try VariantAnalysis(
                name: name, samples: samplesByVariant[name] ?? [], cold: coldByVariant[name] ?? [],
                allocations: allocationsByVariant[name] ?? [],
                seed: StableSeed.derive(runSeed: seed, label: name), path: path)
        }
        var ratios = [(ComparisonSpec, PairedRatio)]()
        var skipped = [(spec: ComparisonSpec, reason: String)]()
        for spec in ComparisonCatalog.specs(for: names) {
            let missing = [spec.a, spec.b].filter { samplesByVariant[$0] == nil }
            if !missing.isEmpty {
                skipped.append((spec, "variants not in this run"))
                continue
            }
            let pairs = RunAnalysis.processPairs(a: samplesByVariant[spec.a] ?? [], b: samplesByVariant[spec.b] ?? [])
            if pairs.isEmpty {
                skipped.append((spec, "no process timed both variants"))
                continue
            }
            var options = PairedRatioOptions(seed: StableSeed.derive(runSeed: seed, label: "\(spec.a) vs \(spec.b)"))
            options.firstStage = RunAnalysis.plannedProcesses(of: spec, metadata: metadata)
            do {
                ratios.append((spec, try PairedRatio(processes: pairs, options: options)))
            } catch {
                throw ReportError.unusableData(path: path, detail: "\(spec.a) vs \(spec.b): \(error)")
            }
        }
        let adjusted = Holm.adjusted(ratios.map(\.1.pValue))
        comparisons = zip(ratios, adjusted).map { pair, pAdjusted in
            ComparisonResult(
                spec: pair.0, ratio: pair.1, adjustedPValue: pAdjusted,
                verdict: Verdict(
                    interval: pair.1.interval, adjustedPValue: pAdjusted,
                    alpha: RunAnalysis.alpha, band: RunAnalysis.band))
        }
        self.skipped = skipped
        spreadSources = SpreadSources(
            comparisons: comparisons, samplesByVariant: samplesByVariant,
            calibration: metadata.plan.calibration)
        processModes = ProcessModes(
            probes: metadata.processProbes, samplesByVariant: samplesByVariant,
            variants: variants.map(\.name), comparisons: comparisons.map { ($0.spec.a, $0.spec.b) })
    }

    /// For a comparison whose group got extra workers (`RunMetadata.extraProcesses`), the group's planned steady
    /// processes, which ran first and alone decided how many were added; nil for any other.
    static func plannedProcesses(of spec: ComparisonSpec, metadata: RunMetadata) -> Int? {
        guard let group = Variant(name: spec.a)?.construction.toolkit.name,
            (metadata.extraProcesses?[group] ?? 0) > 0
        else { return nil }
        return metadata.plan.group(named: group)?.processes
    }

    /// Per process that timed both, A's and B's ns per row of the rounds that timed both, paired by round, in
    /// process order.
    static func processPairs(a: [Sample], b: [Sample]) -> [ProcessSamples] {
        let aByProcess = Dictionary(grouping: a, by: \.process)
        let bByProcess = Dictionary(grouping: b, by: \.process)
        return aByProcess.keys.filter { bByProcess[$0] != nil }.sorted().compactMap { process in
            let bByRound = Dictionary(
                bByProcess[process]!.map { ($0.round, $0.nanosecondsPerRow) }, uniquingKeysWith: { first, _ in first })
            let rounds = aByProcess[process]!.compactMap { sample in
                bByRound[sample.round].map { (sample.nanosecondsPerRow, $0) }
            }
            guard !rounds.isEmpty else { return nil }
            return try? ProcessSamples(roundPairedA: rounds.map(\.0), b: rounds.map(\.1))
        }
    }

    /// The analysis of variant `name`, if the run has it.
    public func variant(_ name: String) -> VariantAnalysis? {
        variants.first { $0.name == name }
    }

    /// The longest cold series of any variant (the number of cold rows per process).
    public var coldRowCount: Int { variants.map(\.coldMedians.count).max() ?? 0 }
}

/// One comparison made: A/B with its interval, Holm-adjusted p-value and verdict.
public struct ComparisonResult: Sendable, Equatable {
    public var spec: ComparisonSpec
    public var ratio: PairedRatio
    /// `ratio.pValue` after Holm's adjustment over all comparisons of the report.
    public var adjustedPValue: Double
    public var verdict: Verdict
}
