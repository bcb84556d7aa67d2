import Builders
import Foundation
import Harness
import RowCatalog
import Toolkit
import Typesetting

/// One worker process of a run (`WorkerPlan`), shared by `nib-or-not worker` and the per-toolkit worker
/// executables (`nib-or-not-worker-model`, `-gtk`, ...), which differ only in the toolkits they link.
public enum WorkerMain {
    /// Runs the worker whose plan is `planJSON`, with the real toolkits `toolkits` makes for a templates folder.
    public static func run(planJSON: String, toolkits: (URL) -> [Toolkit]) throws {
        // The coordinator ignores these while it runs; a worker must still stop on them.
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        signal(SIGPIPE, SIG_DFL)
        let plan = try JSONDecoder().decode(WorkerPlan.self, from: Data(planJSON.utf8))
        guard let meter = JemallocMeter() else { throw HarnessError.jemallocUnavailable }
        let templates = URL(fileURLWithPath: plan.templatesDirectory)
        let model = VariantCatalog(
            templatesDirectory: templates,
            measurer: try FreeTypeMeasurer(substitutionsAt: plan.fontSubstitutions),
            templateFile: plan.templateFile.map { URL(fileURLWithPath: $0) },
            nibDirectory: plan.nibDirectory.map { URL(fileURLWithPath: $0) })
        let catalog = RowCatalog(
            model: model, toolkits: toolkits(templates),
            preparedDirectory: plan.nibDirectory.map { URL(fileURLWithPath: $0) })
        // The harness self-test (off unless its environment variable names a variant): batches 3% longer.
        var worker = Worker(
            plan: plan, clock: SystemClock(), meter: meter,
            slowdowns: SelfTestSlowdown.requests(for: plan.variants),
            // The coordinator gives a turn with one line; at the end of input (it is gone) go on.
            awaitTurn: { _ = readLine() }, makeFactory: catalog.makeFactory(named:),
            emit: { message in
                // Unbuffered, one write per line, so the coordinator sees progress as it happens; messages
                // are only emitted outside timed batches.
                FileHandle.standardOutput.write(Data((message.line + "\n").utf8))
            })
        try worker.run()
    }

    /// The whole of a per-toolkit worker executable: its one argument is the plan. Errors end it as
    /// `nib-or-not worker`'s do, with "Error: ..." on standard error (the coordinator shows the last line).
    public static func main(toolkits: (URL) -> [Toolkit]) -> Never {
        let arguments = CommandLine.arguments
        guard arguments.count == 2 else {
            let usage =
                "Error: usage: \(arguments.first ?? "worker") PLAN-JSON (started by 'nib-or-not run', not by "
                + "people)\n"
            FileHandle.standardError.write(Data(usage.utf8))
            exit(2)
        }
        do {
            try run(planJSON: arguments[1], toolkits: toolkits)
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
            exit(1)
        }
    }
}
