import ArgumentParser
import Builders
import Foundation
import Harness
import NibLoading
import Reports
import Results
import Templates

/// `nib-or-not survey PATH`: every nib and XIB of an app, framework, bundle or folder decoded, listed with
/// what it holds and what the model left out, and timed in worker processes: which cost most to load.
struct Survey: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Decode every nib and XIB in a folder, app, framework or bundle, and rank them by decode cost per load.",
        discussion: """
            PATH is a folder, an unpacked .app, .framework or .bundle, or one file. Every .xib, every .nib file \
            (storyboard scene nibs in .storyboardc folders included) and, of every Name.nib/ folder, the nib UIKit \
            loads on the newest iOS its versions target (the highest objects-V+.nib, else runtime.nib; the listing \
            says which) is decoded once, then timed in worker processes run one after another: loaded per row \
            (read, indexed, decoded, as loadNibNamed:owner:options: does) and cached (decoded from a kept index, \
            as UINib does). Costs are medians per load with 95% intervals over the processes, of this project's \
            model of UIKit's decoder, not of UIKit. Writes survey.csv and survey.md in a new folder under --output; \
            a file the decoder refuses is listed with its one-line error, and the command then exits with status 1. \
            With --toolkits, every file that is a table or collection view cell is also built on those real \
            toolkits by a run of its own (run --template, into cells/ of the survey's folder), and survey.md ranks \
            the cells by what code would save there: template per row / code and kept template / code per toolkit \
            (survey-toolkits.csv).
            """)

    @Argument(help: "The folder, .app, .framework, .bundle or file to survey.")
    var path: String

    @Option(
        help:
            """
            Worker processes; the replicates of each file's interval. Given, it is kept even past \
            --target-seconds. (default: \(SurveySizing.defaultProcesses))
            """
    )
    var processes: Int?

    @Option(
        help:
            """
            Timed batches per file and way of loading in each process. Given, they are kept. (default: sized to \
            the target, from \(SurveySizing.minimumBatches) to \(SurveySizing.defaultBatches))
            """
    )
    var batches: Int?

    @Option(
        name: .customLong("target-seconds"),
        help:
            """
            Size the batches, then the processes, from a short calibration so that the survey ends within about \
            this many seconds. (default: 5 s and 0.5 s per file decoded)
            """
    )
    var targetSeconds: Double?

    @Option(
        name: .customLong("batch-ms"),
        help: "Milliseconds a timed batch lasts at least (loads per batch are sized from the warm-up).")
    var batchMilliseconds = 2.0

    @Option(
        name: .customLong("toolkits"), parsing: .singleValue,
        help:
            """
            Also build every cell on these real toolkits (comma-separated: \
            \(ToolkitDeclaration.real.map(\.name).joined(separator: ",")), or all), one run --template a cell, \
            sized by --target-seconds split among the cells (default: \(Int(RunDefaults.targetSeconds)) s a \
            cell), or by --processes and --batches as each toolkit's processes and rounds.
            """)
    var toolkitValues: [String] = []

    @Option(help: "Folder under which the survey's folder is created.")
    var output = "results"

    @Flag(name: .customLong("allow-debug"), help: "Measure even a debug build.")
    var allowDebug = false

    mutating func validate() throws {
        if let processes, processes < 1 || processes > 100 {
            throw ValidationError("--processes must be from 1 to 100 (got \(processes))")
        }
        if let batches, batches < 1 || batches > 1000 {
            throw ValidationError("--batches must be from 1 to 1000 (got \(batches))")
        }
        if let targetSeconds, !(targetSeconds > 0) {
            throw ValidationError("--target-seconds must be a positive number of seconds (got \(targetSeconds))")
        }
        _ = try chosenToolkits()
        guard batchMilliseconds > 0, batchMilliseconds <= 1000 else {
            throw ValidationError("--batch-ms must be above 0 and at most 1000 (got \(batchMilliseconds))")
        }
    }

    /// The real toolkits `--toolkits` names (`all`: every one), in registration order; empty without the option.
    func chosenToolkits() throws -> [String] {
        let named = Set(toolkitValues.flatMap { $0.split(separator: ",").map(String.init) })
        let real = ToolkitDeclaration.real.map(\.name)
        if named.contains("all") { return real }
        if let unknown = named.subtracting(real).sorted().first {
            throw ValidationError(
                "--toolkits: '\(unknown)' is not a real toolkit; give some of \(real.joined(separator: ",")), or all")
        }
        return real.filter(named.contains)
    }

    /// How each cell's run on the toolkits is sized (`SurveyCellRuns.sizing`).
    private func cellRunSizing(cells: Int, elapsed: Double) -> [String] {
        if processes != nil || batches != nil {
            return (processes.map { ["--toolkit-processes", String($0)] } ?? [])
                + (batches.map { ["--toolkit-rounds", String($0)] } ?? [])
        }
        let each = targetSeconds.map { max(10, ($0 - elapsed) / Double(max(cells, 1))) } ?? RunDefaults.targetSeconds
        return ["--target-seconds", String(format: "%.0f", each)]
    }

    func run() throws {
        if ReleaseHandover.isDebugBuild && !allowDebug { try ReleaseHandover.handOver() }
        let toolkits = try chosenToolkits()
        let started = Date()
        func progress(_ text: String) {
            FileHandle.standardError.write(
                Data("[\(String(format: "%5.1f", Date().timeIntervalSince(started)))s] \(text)\n".utf8))
        }
        func fail(_ message: String) -> ExitCode {
            FileHandle.standardError.write(Data("nib-or-not survey: \(message)\n".utf8))
            return ExitCode.failure
        }
        let files: [SurveyFile]
        do { files = try SurveyFiles.find(at: path) } catch let error as SurveyFiles.Failure { throw fail("\(error)") }
        guard !files.isEmpty else { throw fail("\(path): no .nib, Name.nib/ or .xib found") }
        progress("decoding \(files.count) files")
        var entries: [(entry: SurveyReport.Entry, timedIndex: Int?)] = []
        var timed: [String] = []
        for file in files {
            var entry = SurveyReport.Entry(
                name: file.name, kind: file.kind.rawValue, choice: file.choice, objects: 0, views: 0,
                constraints: 0, notModelled: [])
            do {
                let summary = try SurveyLoad(file).summary
                entry.objects = summary.objects; entry.views = summary.views; entry.constraints = summary.constraints
                entry.notModelled = summary.notModelled
                entries.append((entry, timed.count))
                timed.append(URL(fileURLWithPath: file.path).standardizedFileURL.path)
            } catch {
                entry.refusal = "\(error)".split(whereSeparator: \.isNewline).joined(separator: " ")
                entries.append((entry, nil))
            }
        }
        let launcher = ProcessWorkerLauncher(command: [WorkerCommands.thisExecutable, "survey-worker"])
        let child = RunningChild()
        let folder = try ExitStatus.exitingOnIOFailure("survey") {
            try RunOutput(
                parent: URL(fileURLWithPath: output),
                onInterrupt: {
                    launcher.stopWorkers()
                    child.stop()
                })
        }
        var plan = SurveyPlan(
            files: timed, processes: processes ?? SurveySizing.defaultProcesses,
            batches: batches ?? SurveySizing.defaultBatches,
            batchNanoseconds: UInt64((batchMilliseconds * 1e6).rounded()))
        if !timed.isEmpty && (processes == nil || batches == nil) {
            let target = targetSeconds ?? SurveySizing.targetSeconds(files: timed.count)
            let (sized, sizing) = try folder.removingOnFailure {
                try SurveyCoordinator(launcher: launcher).calibrate(
                    plan, targetSeconds: target, processes: processes, batches: batches,
                    elapsedBefore: Date().timeIntervalSince(started))
            }
            plan = sized
            progress(SurveyPlanDescription.text(of: sizing, files: timed.count, targetGiven: targetSeconds != nil))
            if let note = SurveyPlanDescription.overrunNote(sizing, targetGiven: targetSeconds != nil) {
                progress(note)
            }
        }
        let samples = try folder.removingOnFailure {
            timed.isEmpty
                ? []
                : try SurveyCoordinator(launcher: launcher).run(plan) { index in
                    progress("survey worker \(index)/\(plan.processes) started (\(timed.count) files)")
                }
        }
        let report = try SurveyReport(surveyed: path, entries: entries, samples: samples, processes: plan.processes)
        let cells = try folder.removingOnFailure { () -> SurveyToolkits? in
            guard !toolkits.isEmpty else { return nil }
            let runs = SurveyCellRuns(
                toolkits: toolkits, folder: folder.partial.appendingPathComponent("cells"),
                sizing: { cellRunSizing(cells: $0, elapsed: Date().timeIntervalSince(started)) },
                allowDebug: allowDebug, child: child)
            return try runs.measure(files, progress: progress)
        }
        try folder.removingOnFailure {
            try report.csv().write(to: folder.partial.appendingPathComponent(SurveyReport.csvName))
            let section = cells.map { "\n" + $0.markdown().joined(separator: "\n") + "\n" } ?? ""
            try Data((report.markdown() + section).utf8).write(
                to: folder.partial.appendingPathComponent(SurveyReport.markdownName))
            try cells?.csv().write(to: folder.partial.appendingPathComponent(SurveyToolkits.csvName))
        }
        let final = try folder.commit()
        progress("finished in \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
        for (rank, row) in report.rows.prefix(5).enumerated() {
            let cost =
                row.perRow.map {
                    String(format: "%.1f µs per row loaded, %.1f µs cached", $0.median, row.cached?.median ?? 0)
                } ?? "not timed"
            print("\(rank + 1). \(row.entry.name): \(cost)")
        }
        for (rank, cell) in (cells?.cells ?? []).prefix(5).enumerated() where cell.meanPerRowRatio != nil {
            let figures = (cells?.toolkits ?? []).compactMap { lineup in
                cell.perRow[lineup.toolkit].map { "\(lineup.title) \(String(format: "%.2f", $0.ratio))" }
            }
            print("\(rank + 1). \(cell.name): template per row / code \(figures.joined(separator: ", "))")
        }
        let refused = entries.filter { $0.entry.refusal != nil }
        for (entry, _) in refused {
            FileHandle.standardError.write(Data("nib-or-not survey: \(entry.refusal!)\n".utf8))
        }
        print("Survey: \(final.path)/\(SurveyReport.markdownName)")
        let failedRuns = (cells?.cells ?? []).filter(\.failed)
        if !refused.isEmpty || !failedRuns.isEmpty { throw ExitCode.failure }
    }
}

/// `nib-or-not survey-worker PLAN`: one worker process of `survey`. Started by `survey`, not by people.
struct SurveyWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "survey-worker", abstract: "Run one worker process of 'survey'.", shouldDisplay: false)

    @Argument(help: "The worker's plan, as JSON.")
    var plan: String

    func run() throws {
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        let plan = try JSONDecoder().decode(SurveyPlan.self, from: Data(self.plan.utf8))
        var output = ""
        try SurveyWorker.run(plan, clock: SystemClock()) { output += $0.line + "\n" }
        FileHandle.standardOutput.write(Data(output.utf8))
    }
}
