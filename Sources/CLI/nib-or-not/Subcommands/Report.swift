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
            """)

    @Argument(help: "The run folder, e.g. results/2025-01-01T120000Z.")
    var folder: String

    func validate() throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw ValidationError("\(folder): not a folder; pass a run folder under results/")
        }
    }

    func run() throws {
        do {
            let headlines = try ReportGenerator.generate(in: URL(fileURLWithPath: folder))
            headlines.forEach { print($0) }
            print("Report: \(folder)/\(ReportGenerator.reportFile)")
        } catch where error is ResultsError || error is ReportError {
            FileHandle.standardError.write(Data("nib-or-not report: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}
