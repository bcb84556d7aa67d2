import Builders
import Foundation
import Reports
import Results
import RowGeneration

/// `survey --toolkits`: each surveyed file that is a cell is measured on the chosen real toolkits by a `run
/// --template` of its own, in a child process, into the survey's folder (`cells/NAME/`); its comparisons give the
/// survey's ranking of what code would save.
///
/// Why a child process per cell: a run starts its display, its workers and its interrupt handling and ends them,
/// as `nib-or-not run` does for a user; Ctrl-C then reaches the run, which removes its unfinished folder, and the
/// survey, which removes its own.
struct SurveyCellRuns {
    /// The real toolkits' names, as `--toolkits` gives them.
    var toolkits: [String]
    /// The folder the runs go in, inside the survey's unfinished folder.
    var folder: URL
    /// What each run is sized by, given how many cells there are: `--toolkit-processes` and `--toolkit-rounds` when
    /// the survey's `--processes` or `--batches` fixes them, else `--target-seconds` for each cell.
    var sizing: (_ cells: Int) -> [String]
    var allowDebug: Bool
    /// The running child, so that an interrupt of the survey alone (SIGTERM) stops it too.
    var child: RunningChild

    /// The toolkits' lineups, in report order.
    var lineups: [ToolkitLineup] { ToolkitLineup.reportOrder.filter { toolkits.contains($0.toolkit) } }

    /// The variants of the user's cell the runs measure: each toolkit's constructions as designed, built alone.
    var variants: [String] {
        ToolkitDeclaration.real.filter { toolkits.contains($0.name) }
            .flatMap { $0.userCellConstructions.map { Variant($0, .asDesigned).name } }
    }

    /// Measures each of `files` that is a cell; a file that is not, or whose run fails, is listed with why.
    func measure(_ files: [SurveyFile], progress: (String) -> Void) throws -> SurveyToolkits {
        var cells: [SurveyToolkits.Cell] = []
        var measurable: [SurveyFile] = []
        for file in files {
            do {
                _ = try XIBCell(contentsOf: URL(fileURLWithPath: file.path))
                measurable.append(file)
            } catch {
                cells.append(SurveyToolkits.Cell(name: file.name, refusal: "not measured on the toolkits: \(error)"))
            }
        }
        let sizing = sizing(measurable.count)
        for (index, file) in measurable.enumerated() {
            progress("cell \(index + 1)/\(measurable.count) on the toolkits: \(file.name)")
            cells.append(try measure(file, sizing: sizing))
        }
        return SurveyToolkits(toolkits: lineups, cells: cells)
    }

    /// One cell's run, and its figures read from the run's folder.
    private func measure(_ file: SurveyFile, sizing: [String]) throws -> SurveyToolkits.Cell {
        let name = file.name.replacingOccurrences(of: "/", with: "__")
        let parent = folder.appendingPathComponent(name)
        var arguments = [
            "run", "--template", file.path, "--toolkits", toolkits.joined(separator: ","), "--variants",
            variants.joined(separator: ","), "--no-self-check", "--output", parent.path,
        ]
        arguments += sizing + (allowDebug ? ["--allow-debug"] : [])
        let status = try child.run(WorkerCommands.thisExecutable, arguments)
        guard status == 0 else {
            return .failure(file.name, "its run exited with status \(status); the lines above it say why")
        }
        let runs = (try? FileManager.default.contentsOfDirectory(atPath: parent.path))?.filter { !$0.hasPrefix(".") }
        guard let runs, runs.count == 1, let run = runs.first else {
            return .failure(file.name, "its run left no finished folder in \(parent.path)")
        }
        let cell = SurveyToolkits.Cell(name: file.name, runFolder: "\(folder.lastPathComponent)/\(name)/\(run)")
        return try SurveyToolkits.reading(cell, run: parent.appendingPathComponent(run), toolkits: lineups)
    }
}

/// The one child process a survey runs at a time, stoppable from an interrupt's thread.
final class RunningChild: @unchecked Sendable {
    private let lock = NSLock()
    private var process: Process?

    /// Runs `executable` with `arguments`, its output going to the survey's terminal; returns its exit status.
    func run(_ executable: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        lock.withLock { self.process = process }
        defer { lock.withLock { self.process = nil } }
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Asks the running child, if any, to stop (SIGTERM: it removes its unfinished folder and exits).
    func stop() {
        lock.withLock { if let process, process.isRunning { process.terminate() } }
    }
}
