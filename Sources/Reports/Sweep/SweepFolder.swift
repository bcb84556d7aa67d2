import Foundation
import Results
import Statistics

/// Writes a sweep's run folder: the run's measurement files (`samples.csv`, `allocations.csv`, `cold.csv`,
/// `run.json`, as a run writes them) plus `sweep.csv`, `sweep.svg` and `report.md`.
public enum SweepFolder {
    public static let reportFile = "report.md"

    /// Analyses `data` and writes every file into `folder`; returns the report's headlines.
    @discardableResult
    /// With `instructions` (counted by `scripts/instruction-counts.sh --sweep`), they are copied into the folder
    /// as `instructions.csv` and join `sweep.csv` and the report as instructions per row.
    public static func write(_ data: RunData, variants: [SweepVariant], metadata: RunMetadata, loadAverage: String?,
                             instructions: [InstructionCount] = [], to folder: URL) throws -> [String] {
        try RunFolder.writeMeasurements(data, metadata: metadata, to: folder)
        var analysis = try SweepAnalysis(variants: variants, samples: data.samples, allocations: data.allocations,
                                         options: BootstrapOptions(seed: metadata.plan.seed, resamples: 2_000))
        if !instructions.isEmpty {
            analysis.attach(instructions)
            try InstructionsCSV.encode(instructions).write(to: folder.appendingPathComponent(InstructionsCSV.fileName))
        }
        let report = SweepReport(analysis: analysis, metadata: metadata, loadAverage: loadAverage)
        try SweepCSV.encode(analysis).write(to: folder.appendingPathComponent(SweepCSV.fileName))
        try Data(SweepChart.render(analysis).utf8).write(to: folder.appendingPathComponent(SweepChart.fileName))
        try Data(report.render().utf8).write(to: folder.appendingPathComponent(reportFile))
        return report.headlines()
    }
}
