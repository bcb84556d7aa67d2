import Foundation
import Results
import Statistics

extension ComparisonRenderer {
    /// `ab` output as a sequential comparison, ending with a newline: the verdict line, why the run ended, the
    /// builds, the method, per variant the interval its verdict used beside the unadjusted one, and notes.
    public func render(_ ab: SequentialAB, baseline: String, candidate: String, folders: [String]) -> String {
        let decisions = ab.decisions
        let looks = ab.comparison?.looks ?? []
        let last = looks.last
        let slower = decisions.filter { $0.decision.verdict == .regression }
            .map { "\($0.variant) \(CSVFormat.fixed(($0.decision.ratio - 1) * 100, 1))% slower" }
        let counts = SequentialCounts(ab.verdicts).description
        let headline: String
        if !slower.isEmpty {
            headline = "REGRESSION: \(slower.joined(separator: "; ")). \(counts)."
        } else if !ab.undecided.isEmpty {
            headline =
                "UNDECIDED at the cap: \(ab.undecided.joined(separator: ", ")); no regression found among the others. "
                + "\(counts)."
        } else {
            headline = "No regression: \(counts)."
        }
        let ended =
            ab.ending == .decided
            ? "Every variant decided"
            : "Stopped at the cap (\(CSVFormat.fixed(ab.maxSeconds, 0)) s or the most pairs)"
        var lines = [
            heading("nib-or-not ab"), "", strong(headline), "",
            "\(ended) after \(looks.count) look\(looks.count == 1 ? "" : "s"), \(last?.pairs ?? 0) pairs, "
                + "\(CSVFormat.fixed(last?.seconds ?? 0, 0)) s.", "",
            "Baseline: \(code(baseline))", "Candidate: \(code(candidate))", "",
        ]
        let m = ab.comparison?.variants.count ?? 0
        let pairValue =
            ab.roundsPaired
            ? """
            the median over the rounds of the ratio of the two workers' batches of the same round (timed in \
            lockstep)
            """
            : "the ratio of the two workers' medians"
        let placed = ab.workersCPU.map { ", both workers of every pair on CPU \($0)" } ?? ""
        lines.append(
            "Time per row, candidate/baseline, paired in one interleaved run\(placed): per pair of worker processes, "
                + "\(pairValue); a t-interval over the medians of blocks of consecutive pairs (n/8 blocks, 10 to "
                + "30; each block's median leaves out pairs beyond Hampel's bounds). Sequential: a look after each "
                + "batch of \(ab.pairsPerBatch) pairs, until every variant is decided or the cap. A regression "
                + "(or improvement) needs the interval adjusted for the \(m) variants and the looks (level "
                + "1 − αₖ/\(m), α = \(CSVFormat.fixed(ab.rule.alpha * 100, 0))% family-wise, spent over the "
                + "looks by Lan and DeMets's Pocock-type function of the time elapsed) wholly above (below) 1 "
                + "and an estimate of at least the threshold, \(CSVFormat.fixed(ab.rule.threshold * 100, 1))%; "
                + "not-slower (one-sided: no slowdown of the threshold or more, however much faster) needs the "
                + "upper bound for misses (one-sided at 1 − βₖ, β = \(CSVFormat.fixed(ab.rule.beta * 100, 0))% "
                + "per variant, spent as β·t³, most of it at the last looks) below "
                + "\(CSVFormat.fixed(1 + ab.rule.threshold, 3)). \"interval used\" is the one the verdict read "
                + "(for not-slower only its upper end, shown ≤); the 95% interval beside it is unadjusted and "
                + "decides nothing. docs/ab-sequential.md.")
        lines.append("")
        lines += table(
            header: [
                "variant", "baseline µs", "candidate µs", "change", "interval used", "95% unadjusted",
                "pairs", "look", "s", "verdict",
            ],
            rows: decisions.map { name, decision in
                let medians = ab.medians[name]
                let percent = (decision.ratio - 1) * 100
                let sign = percent > 0 && CSVFormat.fixed(percent, 1) != "0.0" ? "+" : ""
                return [
                    name, Units.microseconds(medians?.baseline), Units.microseconds(medians?.candidate),
                    "\(sign)\(CSVFormat.fixed(percent, 1))% (\(CSVFormat.fixed(decision.ratio, 3)))",
                    decision.verdict == .notSlower
                        ? "≤\(CSVFormat.fixed(decision.miss.upper, 3))" : interval(decision.decisive),
                    interval(decision.unadjusted),
                    "\(decision.pairs - decision.setAside)/\(decision.pairs)", "\(decision.look)",
                    CSVFormat.fixed(decision.seconds, 0), decision.verdict.rawValue,
                ]
            })
        var notes = decisions.filter { $0.decision.verdict == .undecided }.map { name, decision in
            "\(name): undecided, \(reason(decision, m: m, looks: decision.look, threshold: ab.rule.threshold))."
        }
        if !ab.unpaired.isEmpty {
            notes.append("Not compared (fewer than 2 pairs timed them): \(ab.unpaired.joined(separator: ", ")).")
        }
        if !notes.isEmpty { lines += [""] + notes.map { "- \($0)" } }
        if !folders.isEmpty { lines += ["", "Run folders: " + folders.map(code).joined(separator: ", ")] }
        return lines.joined(separator: "\n") + "\n"
    }

    private func interval(_ interval: ConfidenceInterval) -> String {
        "\(CSVFormat.fixed(interval.lower, 3))–\(CSVFormat.fixed(interval.upper, 3))"
    }

    /// Why a variant is undecided, with the numbers: so that an unadjusted interval wholly beyond the threshold
    /// never reads as undecided without the adjusted one that left it so.
    private func reason(_ decision: SequentialDecision, m: Int, looks: Int, threshold: Double) -> String {
        let family =
            "the interval adjusted for \(m) variant\(m == 1 ? "" : "s") and \(looks) look\(looks == 1 ? "" : "s"), "
            + interval(decision.family)
        let bound =
            "the upper bound for misses, \(CSVFormat.fixed(decision.miss.upper, 3)), is not below "
            + CSVFormat.fixed(1 + threshold, 3)
        let unadjusted =
            decision.unadjusted.lower > 1 + threshold || decision.unadjusted.upper < 1 / (1 + threshold)
            ? " (the unadjusted 95% interval, \(interval(decision.unadjusted)), lies wholly beyond the threshold)" : ""
        switch decision.reason {
        case .estimateWithinThreshold:
            return "\(family), excludes 1 but the estimate is within the threshold, and \(bound)"
        case .adjustedIntervalReachesNoChange, nil:
            return "\(family), reaches 1\(unadjusted), and \(bound)"
        }
    }
}

/// "1 regression, 0 improvements, 14 not slower, 1 undecided".
struct SequentialCounts: CustomStringConvertible {
    let verdicts: [SequentialVerdict]
    init(_ verdicts: [SequentialVerdict]) { self.verdicts = verdicts }

    var description: String {
        func count(_ verdict: SequentialVerdict, _ plural: String, singular: String? = nil) -> String {
            let n = verdicts.filter { $0 == verdict }.count
            return "\(n) \(n == 1 ? singular ?? verdict.rawValue : plural)"
        }
        return [
            count(.regression, "regressions"), count(.improvement, "improvements"),
            count(.notSlower, "not slower", singular: "not slower"),
            count(.undecided, "undecided"),
        ].joined(separator: ", ")
    }
}
