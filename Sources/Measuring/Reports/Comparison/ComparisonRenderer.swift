import Results
import Statistics

/// Writes a `RunComparison` in one output format. A format supplies only headings, tables and emphasis;
/// the content and its order are shared here, so the formats can never disagree.
public protocol ComparisonRenderer {
    func heading(_ text: String) -> String
    func table(header: [String], rows: [[String]]) -> [String]
    func strong(_ text: String) -> String
    func code(_ text: String) -> String
}

extension ComparisonRenderer {
    /// The whole output, ending with a newline: verdict line, runs, timing table, allocations, notes.
    public func render(_ comparison: RunComparison) -> String {
        var lines = [heading("nib-or-not compare"), "", strong(verdictLine(comparison)), ""]
        lines.append("Baseline: \(describe(comparison.baseline))")
        lines.append("Candidate: \(describe(comparison.candidate))")
        lines += [
            "",
            "Time per row, candidate/baseline (geometric mean of process medians; Welch 95% CI over "
                + "processes, widened by the drift between separate runs, σ = "
                + "\(CSVFormat.fixed(comparison.options.drift.standardDeviation * 100, 1))%; threshold "
                + "\(CSVFormat.fixed(comparison.options.threshold * 100, 1))%, applied to the whole interval). "
                + "\"detectable\" is the smallest slowdown this comparison could call a regression; for smaller "
                + "changes run both builds in one interleaved run.", "",
        ]
        lines += table(
            header: [
                "variant", "baseline µs", "candidate µs", "change", "95% CI", "detectable", "p (Holm)",
                "processes", "verdict",
            ], rows: comparison.changes.map { timingRow($0, advisory: comparison.advisory) })
        if !comparison.allocationChanges.isEmpty {
            lines += [
                "",
                "Allocations per row (compared exactly where every counting process of each run counted the same, "
                    + "a real toolkit's within ±0.5% for its caches; where a count varies between processes, within "
                    + "the one-sided 99% Student bound of that spread):", "",
            ]
            lines += table(
                header: [
                    "variant", "baseline", "candidate", "bytes baseline", "bytes candidate", "tolerance", "change",
                ],
                rows: comparison.allocationChanges.map(allocationRow))
        }
        let notes = self.notes(comparison)
        if !notes.isEmpty { lines += [""] + notes.map { "- \($0)" } }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One line: what regressed, or that nothing did, with the counts of each verdict.
    public func verdictLine(_ comparison: RunComparison) -> String {
        let counts = RegressionVerdictCounts(comparison.changes.map(\.verdict)).description
        let increases = comparison.allocationChanges.filter(\.increased).map { "\($0.variant) allocates more" }
        let timing = comparison.changes.filter { $0.verdict == .regression }
            .map { "\($0.variant) \(CSVFormat.fixed(($0.ratio - 1) * 100, 1))% slower" }
        let flagged = timing + (comparison.options.allocationIncreaseIsRegression ? increases : [])
        if comparison.advisory {
            return flagged.isEmpty
                ? "Advisory, no regression (runs differ in machine or build): \(counts)."
                : "Advisory only (runs differ in machine or build), would be a regression: "
                    + "\(flagged.joined(separator: "; ")). \(counts)."
        }
        return flagged.isEmpty
            ? "No regression: \(counts)." : "REGRESSION: \(flagged.joined(separator: "; ")). \(counts)."
    }

    func describe(_ input: RunInput) -> String {
        guard let metadata = input.metadata else { return code(input.path) }
        let commit = String(metadata.gitCommit.prefix(12))
        return "\(code(input.path)) (commit \(commit), \(metadata.date), \(metadata.buildConfiguration))"
    }

    func timingRow(_ change: VariantChange, advisory: Bool) -> [String] {
        let interval = change.interval.map { "\(CSVFormat.fixed($0.lower, 3))–\(CSVFormat.fixed($0.upper, 3))" } ?? "—"
        let percent = (change.ratio - 1) * 100
        let sign = percent > 0 && CSVFormat.fixed(percent, 1) != "0.0" ? "+" : ""
        return [
            change.variant, Units.microseconds(change.baselineNanoseconds),
            Units.microseconds(change.candidateNanoseconds),
            "\(sign)\(CSVFormat.fixed(percent, 1))% (\(CSVFormat.fixed(change.ratio, 3)))", interval,
            change.smallestDetectable.map { "+" + CSVFormat.fixed($0 * 100, 1) + "%" } ?? "—",
            change.adjustedPValue.map(Units.pValue) ?? "—", "\(change.baselineProcesses)/\(change.candidateProcesses)",
            change.verdict.rawValue + (advisory ? " (advisory)" : ""),
        ]
    }

    func allocationRow(_ change: AllocationChange) -> [String] {
        let verdict = change.direction > 0 ? "more" : (change.direction < 0 ? "fewer" : "same")
        return [
            change.variant, CSVFormat.fixed(change.baseline.allocationsPerRow, 2),
            CSVFormat.fixed(change.candidate.allocationsPerRow, 2), CSVFormat.fixed(change.baseline.bytesPerRow, 1),
            CSVFormat.fixed(change.candidate.bytesPerRow, 1), toleranceCell(change.tolerance), verdict,
        ]
    }

    /// "exact", "±0.5%", or "±5.7% (varies between processes)".
    func toleranceCell(_ tolerance: AllocationTolerance) -> String {
        switch tolerance.reason {
        case .exact: return "exact"
        case .toolkitCaches: return "±" + Self.percent(tolerance.fraction)
        case .processSpread: return "±\(Self.percent(tolerance.fraction)) (varies between processes)"
        }
    }

    /// A fraction as a percentage, one decimal, or three below 0.1% so that a small tolerance never reads as 0.
    static func percent(_ fraction: Double) -> String {
        CSVFormat.fixed(fraction * 100, fraction < 0.001 ? 3 : 1) + "%"
    }

    func notes(_ comparison: RunComparison) -> [String] {
        var notes = comparison.notes
        if !comparison.onlyInBaseline.isEmpty {
            notes.append("Only in the baseline, not compared: \(comparison.onlyInBaseline.joined(separator: ", ")).")
        }
        if !comparison.onlyInCandidate.isEmpty {
            notes.append("Only in the candidate, not compared: \(comparison.onlyInCandidate.joined(separator: ", ")).")
        }
        for change in comparison.changes where change.reason != nil {
            notes.append("\(change.variant): inconclusive, \(change.reason!).")
        }
        for change in comparison.allocationChanges where change.changed {
            let beyond =
                change.tolerance.reason == .processSpread
                ? ", beyond the ±\(Self.percent(change.tolerance.fraction)) its spread between processes allows" : ""
            notes.append(
                "\(change.variant): allocations per row changed from "
                    + "\(CSVFormat.fixed(change.baseline.allocationsPerRow, 2)) "
                    + "to \(CSVFormat.fixed(change.candidate.allocationsPerRow, 2))\(beyond)"
                    + (change.increased && comparison.options.allocationIncreaseIsRegression
                        ? " (counts as a regression)." : "."))
        }
        if comparison.allocationChanges.contains(where: \.tolerance.countedOnce) {
            notes.append(
                "Allocations were counted in one process on each side (a full run's `plan.countingProcesses`), so "
                    + "a count that varies between processes, such as Qt Quick's for a component file, cannot be "
                    + "told from a change: those variants were compared as deterministic ones.")
        }
        return notes
    }
}

/// "1 regression, 0 improvements, 5 unchanged, 1 inconclusive".
struct RegressionVerdictCounts: CustomStringConvertible {
    let verdicts: [RegressionVerdict]
    init(_ verdicts: [RegressionVerdict]) { self.verdicts = verdicts }

    var description: String {
        func count(_ verdict: RegressionVerdict, _ plural: String) -> String {
            let n = verdicts.filter { $0 == verdict }.count
            return "\(n) \(n == 1 ? verdict.rawValue : plural)"
        }
        return [
            count(.regression, "regressions"), count(.improvement, "improvements"), count(.unchanged, "unchanged"),
            count(.inconclusive, "inconclusive"),
        ].joined(separator: ", ")
    }
}
