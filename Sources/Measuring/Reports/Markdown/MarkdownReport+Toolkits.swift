import Foundation
import Results

extension MarkdownReport {
    /// The seed's question to every toolkit side by side: the real toolkits' answers first, the model's
    /// labelled as a model, then the published figures they stand beside.
    func toolkitTable() -> [String] {
        let answers = ToolkitAnswers(analysis)
        let figures = answers.shownFigures
        let lineups = answers.lines.map(\.lineup)
        var table = MarkdownTable(
            ["toolkit", "rows timed"] + figures.map { $0.columnTitle(among: lineups) },
            alignments: [.left, .left] + figures.map { _ in .right })
        for line in answers.lines {
            table.add([line.lineup.title, line.rowsTimed] + figures.map { cell(line.figure($0)) })
        }
        let rowName =
            metadata.plan.templateFile.map { "the user's cell `\(($0 as NSString).lastPathComponent)` as designed" }
            ?? "the seed's row with shrink-to-fit"
        let others = figures.contains { $0.optionalGroup == LineupComparison.cachedOverOtherCode.optionalGroup }
        return [
            "Time per row of \(rowName), as ratios with 95% intervals over blocks of each "
                + "toolkit's own processes (template/code above 1: code is faster). "
                + ToolkitLineup.reportOrder.filter { lineup in
                    answers.lines.contains { $0.lineup.toolkit == lineup.toolkit }
                }
                .map { metadata.plan.templateFile == nil ? "\($0.title): \($0.summary)." : Self.userCellSummary($0) }
                .joined(separator: " ")
                + (others
                    ? " Other code and the other cached template: "
                        + ToolkitLineup.reportOrder
                        .filter { $0.otherCode != nil || $0.otherCachedTemplate != nil }
                        .map {
                            "\($0.title): "
                                + [$0.otherCode, $0.otherCachedTemplate].compactMap { $0?.rawValue }
                                .joined(separator: " and ")
                        }
                        .joined(separator: "; ") + "." : "")
                + " \"—\": the toolkit has no such construction or the run did not time it.", "",
        ]
            + table.lines + ["", "Published figures, for comparison (template per row / code):", ""]
            + PublishedFigures.all.map { "- \($0.claim): \(CSVFormat.fixed($0.ratio, 2)) (\($0.source))." }
    }

    /// What a toolkit builds a user's cell with, by its constructions' nouns: the lineup's summary describes the
    /// seed's row, with constructions (fitted sizes written in, compiled ahead) that a user's cell does not have.
    /// The model's, which builds the user's template with its own constructions, keeps its summary.
    static func userCellSummary(_ lineup: ToolkitLineup) -> String {
        let constructions = ToolkitDeclaration.named(lineup.toolkit)?.userCellConstructions ?? []
        guard !constructions.isEmpty else { return "\(lineup.title): \(lineup.summary)." }
        return "\(lineup.title): " + constructions.map { "\($0.noun) (`\($0.rawValue)`)" }.joined(separator: ", ") + "."
    }

    private func cell(_ figure: ToolkitAnswers.Figure?) -> String {
        guard let figure else { return "—" }
        return
            """
            \(CSVFormat.fixed(figure.ratio, 2)) \
            (\(CSVFormat.fixed(figure.lower, 2))–\(CSVFormat.fixed(figure.upper, 2)))
            """
    }
}
