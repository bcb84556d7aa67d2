import ArgumentParser
import Foundation
import Reports
import Results

/// `nib-or-not report RUN_FOLDER`: make a run's report files again from its CSVs and run.json.
struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Regenerate a run folder's summary.csv, comparisons.csv, report.md and charts from its measurements.",
        discussion: """
            Reads samples.csv, cold.csv, allocations.csv and run.json and writes the report files byte for byte \
            as the run did. A malformed file is reported as FILE:LINE: problem, with exit status 1, and the \
            existing report files are left untouched. Formats: docs/results-format.md.

            --format bmf (Bencher Metric Format) or github-action-benchmark (that action's customSmallerIsBetter) \
            prints the run's figures as JSON instead and writes no file: per variant ns_per_row (the median, with \
            the 95% interval of summary.csv) and allocations_per_row (no interval); per comparison of \
            comparisons.csv the benchmark "A / B" with its ratio and interval (docs/results-format.md, "Exports").
            """)

    @Argument(help: "The run folder, e.g. results/2025-01-01T120000Z.")
    var folder: String

    @Option(help: "What to make: the report files, or the run's figures as JSON on standard output.")
    var format = ReportOutput.files

    func validate() throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw ValidationError("\(folder): not a folder; pass a run folder under results/")
        }
    }

    func run() throws {
        do {
            if let export = format.export {
                print(try export.printed(RunExport.metrics(folder: URL(fileURLWithPath: folder))), terminator: "")
                return
            }
            let headlines = try ReportGenerator.generate(in: URL(fileURLWithPath: folder))
            headlines.forEach { print($0) }
            print("Report: \(folder)/\(ReportGenerator.reportFile)")
        } catch  where error is ResultsError || error is ReportError {
            FileHandle.standardError.write(Data("nib-or-not report: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}
