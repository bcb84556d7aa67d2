import ArgumentParser

/// The `nib-or-not` command: alone, it runs the default benchmark.
@main
struct NibOrNot: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nib-or-not",
        abstract: "Is a complex table row faster to build from a template (like a NIB) or in code?",
        discussion: "Without a subcommand, runs the default benchmark and writes a report under results/.",
        subcommands: [
            Run.self, Sweep.self, Table.self, List.self, Inspect.self, Compile.self, Report.self, Compare.self,
            Across.self, AB.self, CountRows.self, Survey.self, WorkerCommand.self, TableWorkerCommand.self,
            SurveyWorkerCommand.self,
        ],
        defaultSubcommand: Run.self
    )
}
