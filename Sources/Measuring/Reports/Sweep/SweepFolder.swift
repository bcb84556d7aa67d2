import Foundation
import Results
import Statistics

/// Writes a sweep's run folder: the run's measurement files (`samples.csv`, `allocations.csv`, `cold.csv`,
/// `run.json`, as a run writes them) plus `sweep.csv`, `sweep.svg` and `report.md`.
public enum SweepFolder {
    public static let reportFile = "report.md"

    /// Analyses `data` and writes every file into `folder`; returns the report's headlines.
    /// With `instructions` (counted by `scripts/instruction-counts.sh --sweep`), they are copied into the folder
    /// as `instructions.csv` and join `sweep.csv` and the report as instructions per row.
    @discardableResult
    public static func write(
        _ data: RunData, variants: [SweepVariant], metadata: RunMetadata,
        instructions: [InstructionCount] = [], to folder: URL
    ) throws -> [String] {
        try RunFolder.writeMeasurements(data, metadata: metadata, to: folder)
        if !instructions.isEmpty {
            try InstructionsCSV.encode(instructions).write(to: folder.appendingPathComponent(InstructionsCSV.fileName))
        }
        var stager = FileStager(folder: folder)
        let headlines = try stageReport(
            data, variants: variants, metadata: metadata, instructions: instructions, in: &stager)
        try stager.commit()
        return headlines
    }

    /// Whether `folder` is a sweep's run folder (it holds `sweep.csv`), whose report `nib-or-not report` must
    /// make as a sweep's, not as a run's.
    public static func isSweepFolder(_ folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(SweepCSV.fileName).path)
    }

    /// Makes a sweep folder's `sweep.csv`, `sweep.svg` and `report.md` again from its measurements (and its
    /// `instructions.csv`, when it has one), as the sweep wrote them; all are staged and renamed into place
    /// together, so a failure leaves the previous files as they were.
    @discardableResult
    public static func regenerate(in folder: URL) throws -> [String] {
        let (data, metadata) = try RunFolder.read(folder)
        let variants = try metadata.plan.allVariants.map { name in
            guard let variant = SweepVariant(name: name) else {
                throw ReportError.unusableData(
                    path: folder.appendingPathComponent("run.json").relativePath, detail: "\(name) is not a sweep point"
                )
            }
            return variant
        }
        let instructionsFile = folder.appendingPathComponent(InstructionsCSV.fileName)
        let instructions =
            FileManager.default.fileExists(atPath: instructionsFile.path)
            ? try InstructionsCSV.read(instructionsFile) : []
        var stager = FileStager(folder: folder)
        let headlines = try stageReport(
            data, variants: variants, metadata: metadata, instructions: instructions, in: &stager)
        try stager.commit()
        return headlines
    }

    private static func stageReport(
        _ data: RunData, variants: [SweepVariant], metadata: RunMetadata,
        instructions: [InstructionCount], in stager: inout FileStager
    ) throws -> [String] {
        var analysis = try SweepAnalysis(
            variants: variants, samples: data.samples, allocations: data.allocations,
            options: BootstrapOptions(seed: metadata.plan.seed, resamples: 2_000))
        if !instructions.isEmpty { analysis.attach(instructions) }
        let report = SweepReport(analysis: analysis, metadata: metadata, loadAverage: metadata.loadAverageAtStart)
        try stager.stage(try SweepCSV.encode(analysis), as: SweepCSV.fileName)
        try stager.stage(Data(SweepChart.render(analysis).utf8), as: SweepChart.fileName)
        try stager.stage(Data(report.render().utf8), as: reportFile)
        return report.headlines()
    }
}
