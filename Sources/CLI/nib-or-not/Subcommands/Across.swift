import ArgumentParser
import Foundation
import Reports
import Results

/// `nib-or-not across RUN_OR_RECORD...`: the side-by-side table over machines, with machines as the level.
struct Across: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Put runs of several machines side by side: each ratio of the report's table over machines.",
        discussion: """
            Each argument is a run folder (run.json and comparisons.csv) or a machine record, a folder of one \
            host's run folders (results/machines/RECORD). Runs are grouped by host (run.json's machine.hostID; \
            for older runs the record, else the run folder) and hosts by class. For every cell of the report's \
            side-by-side table: each host's ratio (the median of its runs'), the median and range over hosts, a \
            95% interval over machines (a t-interval of the hosts' log ratios, for the geometric mean; it needs \
            two hosts), and how many hosts put each side faster. Then the ratios that move most between hosts \
            and what the records show of each machine.

            Exit status: 0 success; 2 unusable input (a missing folder, a folder that is neither a run folder \
            nor a record, a malformed comparisons.csv or run.json), named in one line; 64 a bad option (an \
            --output folder that is not empty); 74 the output could not be written. See docs/commands.md.
            """)

    @Argument(help: ArgumentHelp("Run folders and machine records.", valueName: "run-or-record"))
    var runs: [String] = []

    @Option(help: "Also write across.md, across.csv and across.svg into this folder (new or empty).")
    var output: String?

    @Option(
        help: ArgumentHelp(
            "What to print: the Markdown, or the cells as JSON for a results server (the median "
                + "over machines with the interval over machines); --output still writes its files."))
    var format = AcrossOutput.markdown

    @Option(
        help: ArgumentHelp(
            "What counts once: 'host' (a machine, however many runs it has) or 'class' (a class of machines, "
                + "its value the median of its hosts'; the interval is then over classes)."))
    var level = AcrossLevel.host

    func validate() throws {
        guard !runs.isEmpty else { throw ValidationError("give at least one run folder or machine record") }
        guard let output else { return }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: output, isDirectory: &isFolder), !isFolder.boolValue {
            throw ValidationError("--output \(output) is a file; give a new or empty folder")
        }
        if !AcrossReport.isFreeForOutput(output) {
            throw ValidationError("--output \(output) is not empty; across never replaces an earlier answer")
        }
    }

    func run() throws {
        let analysis: AcrossAnalysis
        do { analysis = AcrossAnalysis(runs: try AcrossInput.load(runs), level: level) } catch
            where
            error is ResultsError || error is AcrossError
        {
            FileHandle.standardError.write(Data("nib-or-not across: \(error)\n".utf8))
            throw ExitCode(2)
        }
        if let output {
            try ExitStatus.exitingOnIOFailure("across") {
                try AcrossReport.write(analysis, to: URL(fileURLWithPath: output))
            }
        }
        if let export = format.export {
            print(String(decoding: try AcrossReport.export(analysis, as: export), as: UTF8.self))
        } else {
            print(AcrossReport.markdown(analysis), terminator: "")
        }
    }
}
