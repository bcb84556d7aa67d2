import Foundation
import Results
import Statistics

/// `report.md`: the run written up as a short paper for engineers, from a `RunAnalysis` alone.
///
/// Every number comes from the analysis; the only fixed figures are the seed articles' (`SeedFigures`). The
/// charts are referenced by relative links so the report renders on GitHub and in a local viewer.
struct MarkdownReport {
    let analysis: RunAnalysis
    /// Pictures of the row in the run folder (`RunFolder.rowPictureFileNames`); none for a folder that has none.
    var rowPictures: [String] = []
    var metadata: RunMetadata { analysis.metadata }

    /// The whole document, ending with a newline.
    func render() -> String {
        var lines = title()
        lines += section("Headlines", headlines())
        if ToolkitAnswers(analysis).hasRealToolkit {
            let heading = metadata.plan.templateFile == nil ? "every toolkit" : "your cell on every toolkit"
            lines += section("The seed's question on \(heading)", toolkitTable())
        }
        if !rowPictures.isEmpty {
            lines += section(
                "The row under test",
                ["Drawn from its display list, with each label's text at its fitted size:", ""]
                    + rowPictures.map { "![\($0)](\($0))" })
        }
        lines += section("Medians", medians())
        lines += section("Findings", findings())
        lines += section("Comparisons", comparisonTable())
        if let standIns = metadata.standIns { lines += section("Stand-ins on each toolkit", standInLines(standIns)) }
        lines += section("Cold start: the first rows in a fresh process", coldTable())
        lines += section("Allocations per row", allocationTable())
        lines += section("Outliers", outlierTable())
        // The seed's figures are about the seed's row; a user's template (`run --template`) is another row.
        if metadata.plan.templateFile == nil { lines += section("Beside the seed's figures", seedTable()) }
        lines += section("Environment", environment())
        lines += section("Method", method())
        return lines.joined(separator: "\n") + "\n"
    }

    /// The real toolkits' answers to the seed's question first (a line per toolkit and timing, when the run timed
    /// one), then one sentence per question: the first comparison of each question that the run could make, named
    /// as the model's when it compares the model's variants, so that no finding of the model reads as UIKit's.
    func headlines() -> [String] {
        let toolkits = ToolkitAnswers(analysis)
        let real = toolkits.hasRealToolkit ? toolkits.sentences.map { "- " + $0 } : []
        return real
            + Question.allCases.compactMap { question in
                analysis.comparisons.first { $0.spec.question == question }.map { "- " + Headline.namingTheModel($0) }
            }
    }

    private func title() -> [String] {
        let heading =
            metadata.plan.templateFile.map {
                "# Caching a nib: building the row of `\(URL(fileURLWithPath: $0).lastPathComponent)`"
            }
            ?? "# NIB or code: building a 20-label table row"
        var lines = [
            heading, "",
            "Run of \(metadata.date), commit `\(metadata.gitCommit)`.",
        ]
        if metadata.isDebugBuild {
            lines += [
                "",
                "> **WARNING: \(metadata.buildConfiguration.uppercased()) BUILD.** These numbers come from an "
                    + "unoptimized build and say nothing about release performance; do not compare them with a "
                    + "release run.",
            ]
        }
        return lines
    }

    private func section(_ heading: String, _ body: [String]) -> [String] {
        ["", "## \(heading)", ""] + body
    }

    /// Grid of medians, rows construction, columns fit, in µs per row with the median's CI.
    private func medians() -> [String] {
        // Self-check workloads are not rows; their ratios appear under their own question.
        let names = analysis.variants.filter { $0.median != nil }.map(\.name)
            .filter { name in !SelfCheckWorkloads.all.contains { $0.name == name } }
        let constructions = orderedUnique(names.map { VariantName.parts($0).construction })
        let fits = orderedUnique(names.map { VariantName.parts($0).fit })
        var table = MarkdownTable(["construction"] + fits)
        for construction in constructions {
            table.add(
                [construction]
                    + fits.map { fit in
                        guard let variant = analysis.variant("\(construction)/\(fit)"), let median = variant.median,
                            let interval = variant.medianInterval
                        else { return "—" }
                        return "\(Units.microseconds(median)) (\(Units.microseconds(interval.lower))–"
                            + "\(Units.microseconds(interval.upper)))"
                    })
        }
        return [
            "Median µs per row over every steady sample of every process, with its 95% interval from "
                + "resampling whole processes (so it covers how processes differ, not only samples); — where the "
                + "variant does not exist or was not run.", "",
        ]
            + table.lines + ["", "How much the processes differ (each process's own median):", ""]
            + processSpreadTable() + [
                "", "![Distribution of µs per row per variant](\(ReportGenerator.distributionChart))",
            ]
    }

    private func findings() -> [String] {
        var lines = [String]()
        for question in Question.allCases {
            let results = analysis.comparisons.filter { $0.spec.question == question }
            let skipped = analysis.skipped.filter { $0.spec.question == question }
            if results.isEmpty && skipped.isEmpty { continue }
            // The self-check is optional (`--self-check`): a run without it has nothing to say about it.
            if question == .selfCheck && results.isEmpty { continue }
            // Skipped pairs are grouped by reason, so a run of a few variants does not list a dozen lines.
            lines += ["### \(question.title)", ""]
            lines += results.map { "- " + Headline.sentence($0) }
            for reason in orderedUnique(skipped.map(\.reason)) {
                let pairs = skipped.filter { $0.reason == reason }.map { "\($0.spec.a) vs \($0.spec.b)" }
                lines.append("- Not compared (\(reason)): \(pairs.joined(separator: "; ")).")
            }
            lines.append("")
        }
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    private func comparisonTable() -> [String] {
        var table = MarkdownTable(
            ["A", "B", "A/B", "95% CI", "p", "p (Holm)", "test", "processes", "verdict"],
            alignments: [.left, .left, .right, .right, .right, .right, .left, .right, .left])
        for result in analysis.comparisons {
            let interval = result.ratio.interval
            table.add([
                result.spec.a, result.spec.b, CSVFormat.fixed(result.ratio.ratio, 3),
                "\(CSVFormat.fixed(interval.lower, 3))–\(CSVFormat.fixed(interval.upper, 3))",
                Units.pValue(result.ratio.pValue), Units.pValue(result.adjustedPValue),
                ComparisonsCSV.testName(result.ratio.test), "\(result.ratio.processCount)",
                result.verdict.rawValue,
            ])
        }
        if analysis.comparisons.isEmpty { return ["No comparison could be made: the run lacks the variants."] }
        return [
            "A/B is the ratio of time per row (below 1: A is faster), from each process's median over its rounds "
                + "of A/B timed in the same round; the interval and test take blocks of consecutive processes as "
                + "replicates (see Method), so "
                + "they cover drift within this run. The chart turns each pair as the side-by-side table reads it "
                + "(template / code), "
                + "grouped by toolkit, over the shaded ±1% band. The intervals are this machine's: how far the same "
                + "ratios have "
                + "moved on other machines of this kind and under load is measured in docs/machines.md; compare runs "
                + "of one "
                + "machine, or builds in one `ab` run.", "",
        ]
            + table.lines + ["", "![Ratios with 95% intervals](\(ReportGenerator.ratioChart))"]
    }

    private func orderedUnique(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }
}
