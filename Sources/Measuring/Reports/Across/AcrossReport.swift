import Foundation
import Results

/// `across`'s public face: the arguments read, the Markdown, the exports and the output folder.
public enum AcrossReport {
    /// The files `--output` writes.
    public static let outputFiles = [markdownFile, AcrossCSV.fileName, AcrossChart.fileName]
    public static let markdownFile = "across.md"

    public static func markdown(_ analysis: AcrossAnalysis) -> String { AcrossMarkdown.render(analysis) }

    /// The cells in an `ExportFormat`.
    public static func export(_ analysis: AcrossAnalysis, as format: ExportFormat) throws -> Data {
        try BenchmarkExport.encode(AcrossExport.metrics(analysis), as: format)
    }

    /// Whether `folder` may take the output: it does not exist or is empty (an earlier answer is never replaced).
    public static func isFreeForOutput(_ folder: String) -> Bool {
        guard FileManager.default.fileExists(atPath: folder) else { return true }
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? ["?"]).isEmpty
    }

    /// Writes across.md, across.csv and across.svg into `folder`, made if needed: each under a hidden temporary
    /// name, renamed into place only when all three are written (`FileStager`).
    public static func write(_ analysis: AcrossAnalysis, to folder: URL) throws {
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            throw ResultsError.unreadable(path: folder.relativePath, reason: error.localizedDescription)
        }
        var stager = FileStager(folder: folder)
        try stager.stage(Data(markdown(analysis).utf8), as: markdownFile)
        try stager.stage(try AcrossCSV.encode(analysis), as: AcrossCSV.fileName)
        try stager.stage(Data(AcrossChart.render(analysis).utf8), as: AcrossChart.fileName)
        try stager.commit()
    }
}
