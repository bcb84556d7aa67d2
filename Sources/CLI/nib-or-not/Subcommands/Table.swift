import ArgumentParser
import Builders
import Foundation
import Harness
import RealToolkits
import Reports
import Results
import Toolkit

/// `nib-or-not table`: a table of the seed's rows scrolled with and without reuse and reloaded under a
/// stream of updates, per construction, in the model and on every toolkit whose declaration has a table
/// (`--toolkit`: GTK 4's GtkListView); writes a run folder with frame times, a summary and a report.
struct Table: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            """
            Measure a table of the seed's rows: first screen, scrolling with and without reuse, updates; does it \
            keep 60 and 120 Hz?
            """
    )

    @Option(help: ArgumentHelp(TableToolkits.toolkitHelp))
    var toolkit = ToolkitDeclaration.theModel.name

    @Option(help: ArgumentHelp(TableToolkits.constructionsHelp))
    var constructions: String?

    @Option(
        help:
            """
            Scenarios, comma-separated, from first-screen, scrolling, scrolling-no-reuse, updates-reload-all, \
            updates-reload-changed, updates-throttled\(TableToolkits.skippedScenariosHelp). (default: all)
            """
    )
    var scenarios: String?

    @Option(
        help:
            """
            Worker processes; each runs every construction in every scenario. Given, it is kept even past \
            --target-seconds. (default: \(TableSizing.defaultProcesses), fewer down to \
            \(TableSizing.minimumProcesses) when the shortest scenarios do not fit the target)
            """
    )
    var processes: Int?

    @Option(
        name: .customLong("target-seconds"),
        help:
            """
            Size the run from a short calibration so that it ends within about this many seconds: the first \
            screens, the scroll and the update stream are shortened (to \(TableSizing.minimumFirstScreens), \
            \(TableSizing.minimumScrollRows) rows and \(TableSizing.minimumUpdateSeconds) s at least) before the \
            processes are cut. (default: \(Int(TableSizing.targetSeconds)))
            """
    )
    var targetSeconds: Double?

    @Option(
        name: .customLong("first-screens"),
        help:
            """
            First screens each model construction makes in the first-screen \
            scenario\(TableToolkits.firstScreensHelp). Given, it is kept. (default: sized to the target, from \
            \(TableSizing.minimumFirstScreens) to \(TablePlan.defaultFirstScreens))
            """
    )
    var firstScreens: Int?

    @Option(
        name: .customLong("scroll-rows"),
        help:
            """
            Rows the scrolling scenarios scroll, 2 a frame. Given, it is kept. (default: sized to the target, at \
            most \(TablePlan.defaultScrollRows))
            """
    )
    var scrollRows: Int?

    @Flag(inversion: .prefixedNo, help: "Labels shrink their text to fit (the seed's first experiment).")
    var fit = true

    @Option(
        name: .customLong("throttle-interval"), help: "Minimum seconds between throttled reloads (seed 004's default).")
    var throttleInterval = 0.3

    @Option(
        name: .customLong("update-seconds"),
        help:
            """
            How long the update stream lasts, in seconds of simulated time (a change every 5 ms). Given, it is \
            kept. (default: sized to the target, at most \(Int(TableSizing.defaultUpdateSeconds)))
            """
    )
    var updateSeconds: Double?

    @Option(help: "Seed for the order of the work and the bootstrap.")
    var seed: UInt64 = 1

    @Option(help: "Folder under which the run folder is created.")
    var output = "results"

    @Option(help: "Folder holding Cell.xib and Cell2.xib.")
    var templates = "templates"

    @Flag(name: .customLong("allow-debug"), help: "Measure even a debug build.")
    var allowDebug = false

    mutating func validate() throws { _ = try plan() }

    /// The toolkits `--toolkit` names, in the report's order (registration order: the model first).
    func toolkits() throws -> [ToolkitDeclaration] {
        let names = toolkit.split(separator: ",").map(String.init)
        for name in names where !TableToolkits.names.contains(name) {
            throw ValidationError(
                "--toolkit: unknown toolkit '\(name)' (choose from \(TableToolkits.names.joined(separator: ", ")))")
        }
        if names.isEmpty { throw ValidationError("--toolkit: name \(TableToolkits.namesOrAll)") }
        return TableToolkits.all.filter { names.contains($0.name) }
    }

    func plan() throws -> TablePlan {
        let toolkits = try toolkits()
        let tables = toolkits.compactMap(\.table)
        let known = tables.flatMap(\.constructions)
        let sources =
            constructions.map { $0.split(separator: ",").map(String.init) } ?? tables.flatMap(\.defaultConstructions)
        for name in sources where !known.contains(name) {
            throw ValidationError(
                "--constructions: unknown construction '\(name)' for --toolkit "
                    + "\(toolkits.map(\.name).joined(separator: ",")) (choose from "
                    + known.joined(separator: ", ") + ")")
        }
        let kinds =
            scenarios.map { $0.split(separator: ",").map(String.init) } ?? TableScenarioKind.allCases.map(\.rawValue)
        for name in kinds where TableScenarioKind(rawValue: name) == nil {
            throw ValidationError(
                "--scenarios: unknown scenario '\(name)' (choose from "
                    + TableScenarioKind.allCases.map(\.rawValue).joined(separator: ", ") + ")")
        }
        if let processes, processes < 1 { throw ValidationError("--processes must be at least 1 (got \(processes))") }
        if let scrollRows, scrollRows < 1 || scrollRows > 100_000 {
            throw ValidationError("--scroll-rows must be a number of rows from 1 to 100000 (got \(scrollRows))")
        }
        if let firstScreens, firstScreens < 1 || firstScreens > 1_000 {
            throw ValidationError("--first-screens must be from 1 to 1000 (got \(firstScreens))")
        }
        if let targetSeconds, !(targetSeconds > 0) {
            throw ValidationError("--target-seconds must be a positive number of seconds (got \(targetSeconds))")
        }
        guard throttleInterval > 0, throttleInterval <= 60 else {
            throw ValidationError(
                "--throttle-interval must be a number of seconds above 0 and at most 60 (got \(throttleInterval))")
        }
        for file in ["Cell.xib", "Cell2.xib"] where !FileManager.default.fileExists(atPath: "\(templates)/\(file)") {
            throw ValidationError(
                "--templates: \(templates)/\(file) not found; run from the package folder or pass --templates")
        }
        if let updateSeconds, !(updateSeconds >= 0.005 && updateSeconds <= 60) {
            throw ValidationError(
                "--update-seconds must be a number of seconds from 0.005 to 60 (got \(updateSeconds))")
        }
        for required in tables.flatMap(\.requiredFiles) {
            let file = "\(templates)/\(required.path)"
            guard FileManager.default.fileExists(atPath: file) else {
                throw ValidationError("--templates: \(file) not found; run \(required.generator)")
            }
        }
        var plan = TablePlan(
            processes: processes ?? TableSizing.defaultProcesses, sources: sources, scenarios: kinds, fit: fit,
            templatesDirectory: URL(fileURLWithPath: templates).standardizedFileURL.path, seed: seed)
        plan.throttleNanoseconds = UInt64((throttleInterval * 1e9).rounded())
        plan.updateNanoseconds = UInt64(((updateSeconds ?? TableSizing.defaultUpdateSeconds) * 1e9).rounded())
        plan.scrollRows = scrollRows ?? TablePlan.defaultScrollRows
        plan.firstScreens = firstScreens ?? TablePlan.defaultFirstScreens
        return plan
    }

    /// Whether calibration has something to size: the processes, or a length of a chosen scenario no option set.
    func needsSizing(_ plan: TablePlan) -> Bool {
        let lengths = Set(plan.scenarios.compactMap { TableScenarioKind(rawValue: $0)?.length })
        return processes == nil || (scrollRows == nil && lengths.contains(.scrollRows))
            || (updateSeconds == nil && lengths.contains(.updateSeconds))
            || (firstScreens == nil && lengths.contains(.firstScreens))
    }

    func run() throws {
        if ReleaseHandover.isDebugBuild && !allowDebug { try ReleaseHandover.handOver() }
        let plan = try plan()
        let loadAverage = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))
            .map { $0.split(separator: " ").prefix(3).joined(separator: ", ") }
        // A toolkit's workers may need an X display (GTK's do): $DISPLAY, or an Xvfb of the run's own, stopped on
        // every way out.
        let tabled = Set(plan.sources.compactMap { ToolkitDeclaration.offeringTable(construction: $0)?.name })
        let needsDisplay = RealToolkits.all(templatesDirectory: URL(fileURLWithPath: plan.templatesDirectory))
            .contains { tabled.contains($0.name) && $0.needsDisplay }
        var environment = ProcessInfo.processInfo.environment
        let display =
            try needsDisplay && (environment["DISPLAY"] ?? "").isEmpty ? VirtualDisplay(environment: environment) : nil
        defer { display?.stop() }
        if let display { environment["DISPLAY"] = display.name }
        let launcher = ProcessWorkerLauncher(
            command: [WorkerCommands.thisExecutable, "table-worker"],
            environment: display == nil ? nil : environment)
        let runOutput = try ExitStatus.exitingOnIOFailure("table") {
            try RunOutput(
                parent: URL(fileURLWithPath: output),
                onInterrupt: {
                    launcher.stopWorkers()
                    display?.stop()
                })
        }
        let started = Date()
        let progress = TableProgress()
        var sized = plan
        if needsSizing(plan) {
            let target = targetSeconds ?? TableSizing.targetSeconds
            let (calibrated, sizing) = try runOutput.removingOnFailure {
                try TableCoordinator(launcher: launcher).calibrate(
                    plan, targetSeconds: target, processes: processes, scrollRows: scrollRows,
                    updateSeconds: updateSeconds, firstScreens: firstScreens,
                    onEvent: progress.handle)
            }
            sized = calibrated
            progress.sizing = sizing
            progress.line(TablePlanDescription.text(of: sized, sizing: sizing))
            if let note = TablePlanDescription.overrunNote(sizing, targetGiven: targetSeconds != nil) {
                progress.line(note)
            }
        } else {
            progress.line(TablePlanDescription.text(of: sized, sizing: nil))
        }
        let data = try runOutput.removingOnFailure {
            try TableCoordinator(launcher: launcher).run(sized, onEvent: progress.handle)
        }
        progress.stop()
        let verdicts = try runOutput.removingOnFailure {
            try TableFolder.write(
                data, plan: sized,
                commandLine: (["nib-or-not"] + CommandLine.arguments.dropFirst()).joined(separator: " "),
                wallSeconds: Date().timeIntervalSince(started), loadAverage: loadAverage, to: runOutput.partial)
        }
        let final = try runOutput.commit()
        verdicts.forEach { print($0) }
        print("Report: \(final.path)/report.md")
    }
}
