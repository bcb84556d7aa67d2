import ArgumentParser
import Builders
import Foundation
import Harness
import Results
import RowCatalog
import Toolkit
import Typesetting

/// `nib-or-not worker PLAN`: one worker process of a run. Started by `run`, not by people.
struct WorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "worker", abstract: "Run one worker process of a benchmark (used by 'run').",
        shouldDisplay: false)

    @Argument(help: "The worker's plan, as JSON.")
    var plan: String

    func run() throws {
        // The coordinator ignores these while it runs; a worker must still stop on them.
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        let plan = try JSONDecoder().decode(WorkerPlan.self, from: Data(self.plan.utf8))
        guard let meter = JemallocMeter() else { throw HarnessError.jemallocUnavailable }
        let model = VariantCatalog(templatesDirectory: URL(fileURLWithPath: plan.templatesDirectory),
                                     measurer: try FontOptions.measurer(substitutionsAt: plan.fontSubstitutions),
                                     templateFile: plan.templateFile.map { URL(fileURLWithPath: $0) },
                                     nibDirectory: plan.nibDirectory.map { URL(fileURLWithPath: $0) })
        let catalog = RowCatalog(model: model)
        // The harness self-test (off unless its environment variable names a variant): batches 3% longer.
        var worker = Worker(plan: plan, clock: SystemClock(), meter: meter,
                            slowdowns: SelfTestSlowdown.fractions(for: plan.variants), makeFactory: catalog.makeFactory(named:),
                            emit: { message in
            // Unbuffered, one write per line, so the coordinator sees progress as it happens; messages
            // are only emitted outside timed batches.
            FileHandle.standardOutput.write(Data((message.line + "\n").utf8))
        })
        try worker.run()
    }
}
