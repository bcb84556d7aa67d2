import ArgumentParser
import Builders
import Foundation
import Harness
import RealToolkits
import Reports
import Results
import RowCatalog
import Typesetting

/// `nib-or-not run` (the default): measure the variants and write a run folder under results/.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure the variants in worker processes and write a run folder with CSVs and a report.",
        discussion: """
            Each steady worker process warms up, then times every selected variant in rounds, in a freshly \
            shuffled order each round; cold workers time the first rows of one variant in a fresh process. \
            The run folder is written under a temporary name and renamed only when complete.
            """)

    @OptionGroup var options: RunOptions

    @Flag(
        help:
            """
            With --template: refuse a class, XIB attribute or element the model does not know, in one line, \
            instead of building a stand-in and listing it in the report.
            """
    )
    var strict = false

    mutating func validate() throws { try options.validate() }

    func run() throws {
        if ReleaseHandover.isDebugBuild && !options.allowDebug { try ReleaseHandover.handOver() }
        var plan = try options.makePlan()
        let findings = try TemplateCheck.run(plan, strict: strict)
        // Started before the run folder exists, so a display that cannot start leaves nothing behind; stopped
        // on every way out: here when the command returns or throws, by the interrupt's handler on Ctrl-C.
        let display = try WorkerDisplay(
            for: plan.allVariants,
            toolkits: RealToolkits.all(
                templatesDirectory: URL(fileURLWithPath: plan.templatesDirectory)))
        defer { display.stop() }
        let launcher = ProcessWorkerLauncher(
            executables: WorkerCommands.of(),
            environment: display.environment)
        plan.workerExecutables = launcher.executables.described(groups: plan.groups)
        let output = try ExitStatus.exitingOnIOFailure("run") {
            try RunOutput(
                parent: URL(fileURLWithPath: options.output),
                onInterrupt: {
                    launcher.stopWorkers()
                    display.stop()
                })
        }
        // Compiled once here, as Xcode compiles an app's nibs, inside the unfinished run folder, so that an
        // interrupted or failed run removes them with it; removed before the folder is finished.
        let nibs = try output.removingOnFailure {
            try NibPreparation.compile(plan, into: output.partial.appendingPathComponent(".nibs"))
        }
        plan.nibDirectory = nibs.path
        // The user's cell on the real toolkits: files written and code compiled here, before any worker starts.
        let prepared = try output.removingOnFailure {
            try UserCellPreparations.prepare(
                &plan, toolkits: RealToolkits.all(templatesDirectory: URL(fileURLWithPath: plan.templatesDirectory)),
                in: nibs)
        }
        plan.workerExecutables = launcher.executables.described(groups: plan.groups)
        let progress = ProgressPrinter()
        let started = Date()
        plan = try output.removingOnFailure { try RunCalibrator(launcher: launcher).calibrate(plan) }
        progress.plan = plan
        progress.line(PlanDescription.text(of: plan))
        let coordinator = RunCoordinator(
            launcher: launcher, failVariant: options.injectFailure,
            extraWorkers: plan.extraWorkersGoal.map {
                ExtraWorkers(goal: $0, widestHalfWidths: WidestIntervals.halfWidths)
            })
        let data = try output.removingOnFailure { try coordinator.run(plan, onEvent: progress.handle) }
        try? FileManager.default.removeItem(at: nibs)
        var metadata = RunEnvironment.metadata(
            plan: plan, data: data, arguments: Array(CommandLine.arguments.dropFirst()),
            debug: ReleaseHandover.isDebugBuild,
            wallSeconds: Date().timeIntervalSince(started),
            fontSubstitutions: findings?.fontSubstitutions)
        metadata.notModelled = findings?.notModelled
        metadata.standIns = prepared?.standIns
        let (headlines, final) = try ExitStatus.exitingOnIOFailure("run") {
            let headlines = try output.removingOnFailure {
                try RunFolder.writeMeasurements(data, metadata: metadata, to: output.partial)
                try RowPictures.write(
                    templatesDirectory: URL(fileURLWithPath: plan.templatesDirectory),
                    templateFile: plan.templateFile.map { URL(fileURLWithPath: $0) },
                    measurer: try FreeTypeMeasurer(substitutionsAt: plan.fontSubstitutions),
                    to: output.partial)
                return try ReportGenerator.generate(in: output.partial)
            }
            return (headlines, try output.commit())
        }
        progress.finish("finished in \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
        headlines.forEach { print($0) }
        print("Report: \(final.path)/report.md")
    }
}
