import Foundation
import Results
import Statistics

/// `compare`: is a candidate run slower than a baseline run, per variant?
///
/// Processes of two separate runs are not paired, so the paired ratio of a report does not apply. Per run and
/// variant, each steady process contributes one number, the median of its ns per row (within-run noise is
/// mostly between processes, so processes are the replicates). The ratio candidate/baseline is the ratio
/// of the geometric means of those process medians, with a Welch t-interval on their logarithms, and the
/// p-value is Welch's t-test on the same logarithms (`WelchTest`). Welch rather than Mann–Whitney because the
/// interval and the test then rest on one statistic, so the verdict cannot contradict the interval; because
/// log process medians are close to normal (process effects are multiplicative); and because it allows
/// different numbers of processes and spreads in the two runs. p-values are Holm-adjusted across variants and
/// each gets a `RegressionVerdict`. A variant with fewer than two processes on either side is inconclusive.
/// Allocations per row are compared exactly where every counting process of each run counted the same, and within
/// the tolerance their spread between processes gives where they vary (`AllocationTolerance`); a change is its own
/// line, and an increase is a regression unless `allocationIncreaseIsRegression` is off. Different machines or build
/// configurations make every verdict advisory: stated, but not counted as a regression.
public struct RunComparison: Sendable {
    public var baseline: RunInput
    public var candidate: RunInput
    public var options: CompareOptions
    /// Variants in both runs, in report order.
    public var changes: [VariantChange]
    /// Variants counted in both runs.
    public var allocationChanges: [AllocationChange]
    public var onlyInBaseline: [String]
    public var onlyInCandidate: [String]
    /// Plain statements about anything that limits the comparison.
    public var notes: [String]
    /// True when machine or build configuration differ: verdicts are then advice only.
    public var advisory: Bool

    /// Compares; throws `ReportError.incomparable` when the runs share no variant.
    public init(baseline: RunInput, candidate: RunInput, options: CompareOptions = CompareOptions()) throws {
        self.baseline = baseline; self.candidate = candidate; self.options = options
        let base = baseline.processMedians(), cand = candidate.processMedians()
        let common = VariantName.ordered(Set(base.keys).intersection(cand.keys))
        guard !common.isEmpty else {
            throw ReportError.incomparable(
                detail: "\(baseline.path) has \(RunComparison.list(base.keys)) and "
                    + "\(candidate.path) has \(RunComparison.list(cand.keys)); no variant is in both")
        }
        onlyInBaseline = VariantName.ordered(Set(base.keys).subtracting(cand.keys))
        onlyInCandidate = VariantName.ordered(Set(cand.keys).subtracting(base.keys))
        var changes = common.map {
            VariantChange(variant: $0, baseline: base[$0]!, candidate: cand[$0]!, level: options.level)
        }
        let tested = changes.indices.filter { changes[$0].pValue != nil }
        for (index, adjusted) in zip(tested, Holm.adjusted(tested.map { changes[$0].pValue! })) {
            changes[index].decide(adjustedPValue: adjusted, options: options)
        }
        self.changes = changes
        let baseCounts = baseline.allocationTotals(), candCounts = candidate.allocationTotals()
        let baseProcesses = baseline.allocationsByProcess(), candProcesses = candidate.allocationsByProcess()
        allocationChanges = common.compactMap { variant in
            guard let b = baseCounts[variant], let c = candCounts[variant] else { return nil }
            let tolerance = AllocationTolerance(
                variant: variant, baseline: baseProcesses[variant] ?? [], candidate: candProcesses[variant] ?? [])
            return AllocationChange(variant: variant, baseline: b, candidate: c, tolerance: tolerance)
        }
        (notes, advisory) = RunComparison.environmentNotes(baseline, candidate)
        notes = baseline.notes + candidate.notes + notes
    }

    /// Verdicts that count: regressions when not advisory, including allocation increases if so configured.
    public var regressions: [String] {
        guard !advisory else { return [] }
        let timing = changes.filter { $0.verdict == .regression }.map(\.variant)
        let allocations =
            options.allocationIncreaseIsRegression
            ? allocationChanges.filter(\.increased).map { "\($0.variant) (allocations)" } : []
        return timing + allocations
    }

    /// 0 when nothing regressed, 1 when something did (2, unusable input, is thrown before this exists).
    public var exitCode: Int32 { regressions.isEmpty ? 0 : 1 }

    static func list<S: Sequence>(_ names: S) -> String where S.Element == String {
        let ordered = VariantName.ordered(names)
        return ordered.isEmpty ? "no samples" : ordered.joined(separator: ", ")
    }

    /// Notes on differing machines and builds, and whether they make the verdicts advisory.
    static func environmentNotes(_ baseline: RunInput, _ candidate: RunInput) -> ([String], Bool) {
        guard let b = baseline.metadata, let c = candidate.metadata else { return ([], false) }
        var notes = [String](), advisory = false
        let machine = { (m: RunMetadata) in "\(m.cpuModel), \(m.cores) cores, \(m.kernel)" }
        if machine(b) != machine(c) {
            notes.append("Different machines: baseline \(machine(b)); candidate \(machine(c)). Verdicts are advisory.")
            advisory = true
        }
        if b.buildConfiguration != c.buildConfiguration {
            notes.append(
                "Different build configurations: baseline \(b.buildConfiguration), candidate "
                    + "\(c.buildConfiguration). Verdicts are advisory.")
            advisory = true
        } else if b.isDebugBuild {
            notes.append(
                "Both runs are \(b.buildConfiguration) builds; their timings say little about release performance.")
        }
        if let bMemory = memoryWalkMedian(b), let cMemory = memoryWalkMedian(c) {
            notes.append(
                "Host memory as each run's processes found it at start (median memory walk, `processProbes`): "
                    + "baseline \(CSVFormat.fixed(bMemory, 1)) ns a step, candidate \(CSVFormat.fixed(cMemory, 1)) ns "
                    + "(\(cMemory >= bMemory ? "+" : "")\(CSVFormat.fixed((cMemory / bMemory - 1) * 100, 0))%); "
                    + "memory-heavy variants such as "
                        + """
                        templates move with it more than code does (docs/noisy-host.md, \"Runs an hour apart, or a \
                        minute\").
                        """
            )
        }
        if b.plan.workerExecutables != c.plan.workerExecutables {
            let described = { (m: RunMetadata) -> String in
                guard let executables = m.plan.workerExecutables else {
                    return "not recorded (`nib-or-not worker`, before worker executables)"
                }
                return executables.sorted { $0.key < $1.key }.map { "\($0.key) `\($0.value)`" }.joined(separator: ", ")
            }
            notes.append(
                "Workers ran from different executables: baseline \(described(b)); candidate \(described(c)). "
                    + "A worker loads every library its executable links, which changes its start and can change its "
                    + "first rows (docs/noisy-host.md, \"Each process loaded every toolkit; now only its own\").")
        }
        return (notes, advisory)
    }

    /// The median over a run's steady processes of their start-up memory walk; nil for runs without probes. Why:
    /// on a loaded host one run's memory walked 30% slower than the runs around it, and its template ratios moved
    /// by up to 11%, beyond their intervals, so a reader of two runs should see both hosts' memory.
    static func memoryWalkMedian(_ metadata: RunMetadata) -> Double? {
        guard let probes = metadata.processProbes, !probes.isEmpty else { return nil }
        return Percentile.median(of: probes.map(\.memoryNanoseconds))
    }
}
