import Foundation
import Results
import Statistics

/// Writes a sweep's run folder: the run's measurement files (`samples.csv`, `allocations.csv`, `cold.csv`,
/// `run.json`, as a run writes them) plus `sweep.csv`, `sweep.svg` and `report.md`.
public enum SweepFolder {
    public static let reportFile = "report.md"

    /// Analyses `data` and writes every file into `folder`; returns the report's headlines.
    @discardableResult
    public static func write(_ data: RunData, variants: [SweepVariant], metadata: RunMetadata, loadAverage: String?,
                             to folder: URL) throws -> [String] {
        try RunFolder.writeMeasurements(data, metadata: metadata, to: folder)
        let analysis = try SweepAnalysis(variants: variants, samples: data.samples, allocations: data.allocations,
                                         options: BootstrapOptions(seed: metadata.plan.seed, resamples: 2_000))
        let report = SweepReport(analysis: analysis, metadata: metadata, loadAverage: loadAverage)
        try SweepCSV.encode(analysis).write(to: folder.appendingPathComponent(SweepCSV.fileName))
        try Data(SweepChart.render(analysis).utf8).write(to: folder.appendingPathComponent(SweepChart.fileName))
        try Data(report.render().utf8).write(to: folder.appendingPathComponent(reportFile))
        return report.headlines()
    }
}
