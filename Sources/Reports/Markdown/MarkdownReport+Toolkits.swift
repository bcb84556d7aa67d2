import Results

extension MarkdownReport {
    /// The seed's question to every toolkit side by side: the real toolkits' answers first, the model's
    /// labelled as a model, then the published figures they stand beside.
    func toolkitTable() -> [String] {
        let answers = ToolkitAnswers(analysis)
        // The XIB column only in a run that timed a toolkit's XIB path, so that other reports stay as they were.
        let xib = answers.hasXIB
        // The web's two other roles only in a run that timed them, likewise.
        let others = answers.hasOthers
        // Likewise the column of a template compiled ahead (Qt Quick's qmlcachegen) only in a run that timed one.
        let ahead = answers.hasAheadCompiled
        var table = MarkdownTable(["toolkit", "rows timed", "template per row / code", "cached template / code",
                                   "precomputed / cached", "precomputed / code without fit", "generated code / code"]
                                      + (xib ? ["XIB (`NSNib`) / code"] : [])
                                      + (others ? ["cached template / other code", "other cached template / cached"] : [])
                                      + (ahead ? ["ahead-compiled / cached"] : []),
                                  alignments: [.left, .left, .right, .right, .right, .right, .right] + (xib ? [.right] : [])
                                      + (others ? [.right, .right] : []) + (ahead ? [.right] : []))
        for line in answers.lines {
            let timed = line.lineup.isModel ? "built, fitted and laid out" : (line.laidOut ? "built and laid out" : "built")
            table.add([line.lineup.title, timed] + ([line.templatePerRowOverCode, line.cachedOverCode,
                                                     line.precomputedOverCached, line.precomputedOverCodeWithoutFit,
                                                     line.generatedOverCode]
                                                    + (xib ? [line.xibOverCode] : [])
                                                    + (others ? [line.cachedOverOtherCode, line.otherCachedOverCached] : [])
                                                    + (ahead ? [line.aheadCompiledOverCached] : [])).map(cell))
        }
        return ["Time per row of the seed's row with shrink-to-fit, as ratios with 95% intervals over blocks of each "
                + "toolkit's own processes (template/code above 1: code is faster). "
                + ToolkitLineup.reportOrder.filter { lineup in answers.lines.contains { $0.lineup.toolkit == lineup.toolkit } }
                    .map { "\($0.title): \($0.summary)." }.joined(separator: " ")
                + (others ? " Other code and the other cached template: " + ToolkitLineup.reportOrder
                    .filter { $0.otherCode != nil || $0.otherCachedTemplate != nil }
                    .map { "\($0.title): \([$0.otherCode, $0.otherCachedTemplate].compactMap { $0?.rawValue }.joined(separator: " and "))" }
                    .joined(separator: "; ") + "." : "")
                + " \"—\": the toolkit has no such construction or the run did not time it.", ""]
            + table.lines + ["", "Published figures, for comparison (template per row / code):", ""]
            + PublishedFigures.all.map { "- \($0.claim): \(CSVFormat.fixed($0.ratio, 2)) (\($0.source))." }
    }

    private func cell(_ figure: ToolkitAnswers.Figure?) -> String {
        guard let figure else { return "—" }
        return "\(CSVFormat.fixed(figure.ratio, 2)) (\(CSVFormat.fixed(figure.lower, 2))–\(CSVFormat.fixed(figure.upper, 2)))"
    }
}
