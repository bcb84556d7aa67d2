import ArgumentParser
import RealToolkits
import WorkerMain

/// `nib-or-not worker PLAN`: one worker process of a run, with every toolkit linked. Started by `run` when a
/// worker's own executable (`WorkerExecutables`) is not beside this one, and by `ab` for builds without them.
struct WorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "worker", abstract: "Run one worker process of a benchmark (used by 'run').",
        shouldDisplay: false)

    @Argument(help: "The worker's plan, as JSON.")
    var plan: String

    func run() throws {
        try WorkerMain.run(planJSON: plan, toolkits: RealToolkits.all(templatesDirectory:))
    }
}
