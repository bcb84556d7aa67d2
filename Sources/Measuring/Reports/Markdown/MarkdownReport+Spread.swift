import Results
import Statistics

extension MarkdownReport {
    /// "- Rounds or processes: ..." per toolkit, its widest interval and how much more rounds or more workers
    /// would narrow it (`SpreadSources`), naming the option that gives each.
    func spreadSourcesLine(_ sources: SpreadSources) -> String {
        let groups = sources.groups.map { group -> String in
            let isModel = group.toolkit == ToolkitDeclaration.theModel.name
            let rounds = isModel ? "--rounds" : "--toolkit-rounds"
            let processes = isModel ? "--processes" : "--toolkit-processes"
            let spread = group.spread
            return "\(group.title), \(group.comparison.a) / \(group.comparison.b) "
                + "(±\(CSVFormat.fixed(group.halfWidth * 100, 2))%, \(spread.processes) processes): spread "
                + "\(CSVFormat.fixed(spread.betweenProcesses * 100, 2))%, from the rounds "
                + "\(CSVFormat.fixed(spread.fromRounds * 100, 2))% (\(CSVFormat.fixed(spread.roundsShare * 100, 0))% "
                + "of the variance); "
                + "twice the rounds (`\(rounds)`) would make it about "
                + "\(CSVFormat.fixed(group.widthWithTwiceTheRounds, 2)) as wide, "
                    + """
                    twice the workers (`\(processes)`) about \
                    \(CSVFormat.fixed(SpreadSources.Group.widthWithTwiceTheProcesses, 2))
                    """
                + (group.allocation.map { best in
                    // The same whole number of workers in the text and in the options.
                    let workers = Int(best.optimalWorkers.rounded())
                    let options =
                        isModel
                        ? "--processes \(workers) --rounds \(best.optimalRounds)"
                        : """
                        --toolkit-processes \(group.toolkit)=\(workers) --toolkit-rounds \
                        \(group.toolkit)=\(best.optimalRounds)
                        """
                    return ", and in the same time \(best.optimalRounds) rounds a worker (it had \(best.rounds)) for "
                        + "\(workers) workers about \(CSVFormat.fixed(best.width, 2)) (`\(options)`)"
                } ?? "")
        }
        return "- Rounds or processes: for each toolkit's widest interval, how far its processes' log ratios spread "
            + "against how far their rounds' noise alone would spread them (each process's standard error of a median "
            + "from its rounds, `RoundNoiseSpread`; the best split of the same time between rounds and workers from "
            + "the calibration's costs, at least \(SpreadSources.Allocation.minimumWorkers) workers, "
            + "`SpreadSources.Allocation`; projections from this run's own spread, rough with few workers, and leads "
            + "to "
            + "try rather than promises, docs/noisy-host.md): "
            + groups.joined(separator: "; ") + "."
    }
}
