import Results
import Statistics

/// Instructions per row, candidate against baseline, variant by variant.
///
/// Instruction counts do not drift from run to run (the same binary, inputs and environment give the same
/// count), so no statistics are needed: a change beyond a tolerance near zero is a real change in the
/// work done. The default tolerance, 0.1%, absorbs only differences of a few instructions in
/// environment-dependent start-up paths.
public struct InstructionComparison: Sendable, Equatable {
    public struct Change: Sendable, Equatable {
        public var variant: String
        public var baseline: Double
        public var candidate: Double
        public var ratio: Double { candidate / baseline }
        public var verdict: RegressionVerdict
    }

    public var changes: [Change] = []
    /// Variants counted on one side only.
    public var onlyInBaseline: [String] = []
    public var onlyInCandidate: [String] = []
    public var tolerance: Double

    public init(baseline: [InstructionCount], candidate: [InstructionCount], tolerance: Double = 0.001) {
        self.tolerance = tolerance
        let before = Dictionary(baseline.map { ($0.variant, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(candidate.map { ($0.variant, $0) }, uniquingKeysWith: { first, _ in first })
        for count in baseline {
            guard let new = after[count.variant] else { onlyInBaseline.append(count.variant); continue }
            let ratio = new.instructionsPerRow / count.instructionsPerRow
            let verdict = RegressionVerdict(exactRatio: ratio, tolerance: tolerance)
            changes.append(
                Change(
                    variant: count.variant, baseline: count.instructionsPerRow,
                    candidate: new.instructionsPerRow, verdict: verdict))
        }
        onlyInCandidate = candidate.map(\.variant).filter { before[$0] == nil }
    }

    public var regressed: Bool { changes.contains { $0.verdict == .regression } }
}

extension ComparisonRenderer {
    /// The instruction table, with a verdict line and the variants counted on one side only.
    public func render(_ comparison: InstructionComparison) -> [String] {
        let regressions = comparison.changes.filter { $0.verdict == .regression }
        let verdict =
            regressions.isEmpty
            ? "Instructions per row: no regression."
            : "Instructions per row: REGRESSION in " + regressions.map(\.variant).joined(separator: ", ") + "."
        var lines = [
            strong(verdict), "",
            "Instructions per row under callgrind, candidate/baseline (deterministic; tolerance "
                + "±\(CSVFormat.fixed(comparison.tolerance * 100, 2))%):", "",
        ]
        lines += table(
            header: ["variant", "baseline", "candidate", "change", "verdict"],
            rows: comparison.changes.map {
                [
                    code($0.variant), CSVFormat.fixed($0.baseline, 1), CSVFormat.fixed($0.candidate, 1),
                    (($0.ratio >= 1) ? "+" : "") + CSVFormat.fixed(($0.ratio - 1) * 100, 2) + "%", $0.verdict.rawValue,
                ]
            })
        if !comparison.onlyInBaseline.isEmpty {
            lines += ["", "- Counted in the baseline only: \(comparison.onlyInBaseline.joined(separator: ", "))."]
        }
        if !comparison.onlyInCandidate.isEmpty {
            lines += ["", "- Counted in the candidate only: \(comparison.onlyInCandidate.joined(separator: ", "))."]
        }
        return lines
    }
}
