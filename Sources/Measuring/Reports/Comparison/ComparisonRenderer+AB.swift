import Results
import Statistics

extension ComparisonRenderer {
    /// `ab` output, ending with a newline: verdict line, the two builds, the table, what was left out.
    public func render(_ ab: ABComparison, baseline: String, candidate: String, folders: [String]) -> String {
        let counts = RegressionVerdictCounts(ab.changes.map(\.verdict)).description
        let slower = ab.changes.filter { $0.verdict == .regression }
            .map { "\($0.variant) \(CSVFormat.fixed(($0.ratio - 1) * 100, 1))% slower" }
        var lines = [
            heading("nib-or-not ab"), "",
            strong(
                slower.isEmpty
                    ? "No regression: \(counts)." : "REGRESSION: \(slower.joined(separator: "; ")). \(counts)."),
            "", "Baseline: \(code(baseline))", "Candidate: \(code(candidate))", "",
        ]
        lines.append(
            "Time per row, candidate/baseline, paired in one interleaved run: per pair of worker processes "
                + "the ratio of medians; 95% t-interval over the medians of "
                + "\(ab.changes.map(\.blockCount).max() ?? ab.blocks) blocks of consecutive pairs, so it covers "
                + "the processes and the drift of the machine during the run. Each block's median leaves out the "
                + "pairs beyond Hampel's bounds (the median of all pairs ± 5.2 median absolute deviations), such as "
                + "pairs whose two processes ran in different states of the machine; \"pairs\" counts those kept "
                + "of those timed. A regression is a slowdown significant "
                + "after Holm's adjustment and estimated at least the threshold, "
                + "\(CSVFormat.fixed(ab.threshold * 100, 1))%.")
        lines.append("")
        lines += table(
            header: ["variant", "baseline µs", "candidate µs", "change", "95% CI", "p (Holm)", "pairs", "verdict"],
            rows: ab.changes.map { change in
                let percent = (change.ratio - 1) * 100
                let sign = percent > 0 && CSVFormat.fixed(percent, 1) != "0.0" ? "+" : ""
                return [
                    change.variant, Units.microseconds(change.baselineNanoseconds),
                    Units.microseconds(change.candidateNanoseconds),
                    "\(sign)\(CSVFormat.fixed(percent, 1))% (\(CSVFormat.fixed(change.ratio, 3)))",
                    "\(CSVFormat.fixed(change.interval.lower, 3))–\(CSVFormat.fixed(change.interval.upper, 3))",
                    Units.pValue(change.adjustedPValue), "\(change.pairs - change.setAside)/\(change.pairs)",
                    change.verdict.rawValue,
                ]
            })
        if !ab.unpaired.isEmpty {
            lines += ["", "- Not compared (fewer than 2 pairs timed them): \(ab.unpaired.joined(separator: ", "))."]
        }
        if !folders.isEmpty { lines += ["", "Run folders: " + folders.map(code).joined(separator: ", ")] }
        return lines.joined(separator: "\n") + "\n"
    }
}
