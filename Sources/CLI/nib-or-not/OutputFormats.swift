import ArgumentParser
import Foundation
import Reports

/// `report --format`: the report files, as ever, or the run's figures as a results server's JSON on standard
/// output. Its own type, not `ExportFormat`, so that the default (`files`) is a value a user can name.
enum ReportOutput: String, CaseIterable, ExpressibleByArgument {
    case files
    case bmf
    case githubActionBenchmark = "github-action-benchmark"

    var export: ExportFormat? { ExportFormat(rawValue: rawValue) }
}

/// `compare --format`: a write-up (`CompareFormat`, which `ab` shares) or an export. The exports stay out of
/// `CompareFormat`, so `ab --format` keeps refusing them while parsing, with the values it does take.
enum CompareOutput: String, CaseIterable, ExpressibleByArgument {
    case markdown
    case text
    case bmf
    case githubActionBenchmark = "github-action-benchmark"

    var writeUp: CompareFormat? { CompareFormat(rawValue: rawValue) }
    var export: ExportFormat? { ExportFormat(rawValue: rawValue) }
}

/// What `across` prints: the Markdown, or the cells for a results server (`ExportFormat`).
enum AcrossOutput: String, CaseIterable, ExpressibleByArgument {
    case markdown
    case bmf
    case githubActionBenchmark = "github-action-benchmark"

    var export: ExportFormat? { ExportFormat(rawValue: rawValue) }
}

extension AcrossLevel: ExpressibleByArgument {}

extension ExportFormat {
    /// The figures as the format's JSON, with a final newline, for standard output.
    func printed(_ metrics: [ExportedMetric]) throws -> String {
        String(decoding: try BenchmarkExport.encode(metrics, as: self), as: UTF8.self) + "\n"
    }
}
