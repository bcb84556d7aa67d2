import ArgumentParser
import Builders
import Foundation
import Harness
import Reports
import Results

/// `nib-or-not table`: a table of the seed's rows scrolled with and without reuse and reloaded under a
/// stream of updates, per construction; writes a run folder with frame times, a summary and a report.
struct Table: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure a table of the seed's rows: first screen, scrolling with and without reuse, updates; does it keep 60 and 120 Hz?")

    @Option(help: "Constructions, comma-separated, from code, flat, nib-cached, nib, factory. (default: code,flat,nib-cached,nib)")
    var constructions = "code,flat,nib-cached,nib"

    @Option(help: "Scenarios, comma-separated, from first-screen, scrolling, scrolling-no-reuse, updates-reload-all, updates-reload-changed, updates-throttled. (default: all)")
    var scenarios = TableScenarioKind.allCases.map(\.rawValue).joined(separator: ",")

    @Option(help: "Worker processes; each runs every construction in every scenario.")
    var processes = 20

    @Flag(inversion: .prefixedNo, help: "Labels shrink their text to fit (the seed's first experiment).")
    var fit = true

    @Option(name: .customLong("throttle-interval"), help: "Minimum seconds between throttled reloads (seed 004's default).")
    var throttleInterval = 0.3

    @Option(help: "Seed for the order of the work and the bootstrap.")
    var seed: UInt64 = 1

    @Option(help: "Folder under which the run folder is created.")
    var output = "results"

    @Option(help: "Folder holding Cell.xib and Cell2.xib.")
    var templates = "templates"

    @Flag(name: .customLong("allow-debug"), help: "Measure even a debug build.")
    var allowDebug = false

    mutating func validate() throws { _ = try plan() }

    func plan() throws -> TablePlan {
        let sources = constructions.split(separator: ",").map(String.init)
        for name in sources where TableCellSource(rawValue: name) == nil {
            throw ValidationError("--constructions: unknown construction '\(name)' (choose from "
                + TableCellSource.allCases.map(\.rawValue).joined(separator: ", ") + ")")
        }
        let kinds = scenarios.split(separator: ",").map(String.init)
        for name in kinds where TableScenarioKind(rawValue: name) == nil {
            throw ValidationError("--scenarios: unknown scenario '\(name)' (choose from "
                + TableScenarioKind.allCases.map(\.rawValue).joined(separator: ", ") + ")")
        }
        if processes < 1 { throw ValidationError("--processes must be at least 1 (got \(processes))") }
        guard throttleInterval > 0, throttleInterval <= 60 else {
            throw ValidationError("--throttle-interval must be a number of seconds above 0 and at most 60 (got \(throttleInterval))")
        }
        for file in ["Cell.xib", "Cell2.xib"] where !FileManager.default.fileExists(atPath: "\(templates)/\(file)") {
            throw ValidationError("--templates: \(templates)/\(file) not found; run from the package folder or pass --templates")
        }
        var plan = TablePlan(processes: processes, sources: sources, scenarios: kinds, fit: fit,
                             templatesDirectory: URL(fileURLWithPath: templates).standardizedFileURL.path, seed: seed)
        plan.throttleNanoseconds = UInt64((throttleInterval * 1e9).rounded())
        return plan
    }

    func run() throws {
        if ReleaseHandover.isDebugBuild && !allowDebug { try ReleaseHandover.handOver() }
        let plan = try plan()
        let loadAverage = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))
            .map { $0.split(separator: " ").prefix(3).joined(separator: ", ") }
        let launcher = ProcessWorkerLauncher(command: [Bundle.main.executableURL?.path ?? CommandLine.arguments[0], "table-worker"])
        let runOutput = try ExitStatus.exitingOnIOFailure("table") {
            try RunOutput(parent: URL(fileURLWithPath: output), onInterrupt: launcher.stopWorkers)
        }
        let started = Date()
        let data = try runOutput.removingOnFailure {
            try TableCoordinator(launcher: launcher).run(plan) { index in
                FileHandle.standardError.write(Data("[\(String(format: "%5.1f", Date().timeIntervalSince(started)))s] table worker \(index)/\(plan.processes) started\n".utf8))
            }
        }
        let verdicts = try runOutput.removingOnFailure {
            try TableFolder.write(data, plan: plan, commandLine: (["nib-or-not"] + CommandLine.arguments.dropFirst()).joined(separator: " "),
                                  wallSeconds: Date().timeIntervalSince(started), loadAverage: loadAverage, to: runOutput.partial)
        }
        let final = try runOutput.commit()
        verdicts.forEach { print($0) }
        print("Report: \(final.path)/report.md")
    }
}
