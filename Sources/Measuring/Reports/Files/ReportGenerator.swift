import Foundation
import Results

/// Makes a run's report files from its measurement files, and nothing else (a sweep's folder gets a sweep's
/// report files, `SweepFolder.regenerate`).
///
/// Reads `samples.csv`, `cold.csv`, `allocations.csv` and `run.json` (see `RunFolder.read`), analyses them
/// (`RunAnalysis`) and writes `summary.csv`, `comparisons.csv`, `report.md` and three SVG charts. Because the
/// inputs are files and every bootstrap is seeded, running it again on the same folder gives the same bytes;
/// `run` calls it on the fresh folder and `nib-or-not report` on an old one. All files are staged and
/// renamed into place together, so a failure leaves the previous report as it was.
public enum ReportGenerator {
    public static let reportFile = "report.md"
    public static let distributionChart = "distribution.svg"
    public static let coldChart = "cold.svg"
    public static let ratioChart = "ratios.svg"

    /// Every file the generator writes, in the order it writes them.
    public static let outputFiles = [
        SummaryCSV.fileName, ComparisonsCSV.fileName, reportFile,
        distributionChart, coldChart, ratioChart,
    ]

    /// Reads a run folder's measurements and writes its report files; returns the headline sentences.
    @discardableResult
    public static func generate(in folder: URL) throws -> [String] {
        if SweepFolder.isSweepFolder(folder) { return try SweepFolder.regenerate(in: folder) }
        let (data, metadata) = try RunFolder.read(folder)
        let analysis = try RunAnalysis(data: data, metadata: metadata, path: folder.relativePath)
        var stager = FileStager(folder: folder)
        for (name, contents) in try files(for: analysis, rowPictures: RunFolder.rowPictures(in: folder)) {
            try stager.stage(contents, as: name)
        }
        try stager.commit()
        return headlines(analysis)
    }

    /// The report files' names and contents, in `outputFiles` order.
    /// `rowPictures`: the pictures of the row in the folder (`RunFolder.rowPictures(in:)`), which the report shows.
    public static func files(
        for analysis: RunAnalysis, rowPictures: [String] = []
    ) throws -> [(name: String, contents: Data)] {
        [
            (SummaryCSV.fileName, try SummaryCSV.encode(analysis)),
            (ComparisonsCSV.fileName, try ComparisonsCSV.encode(analysis)),
            (reportFile, Data(MarkdownReport(analysis: analysis, rowPictures: rowPictures).render().utf8)),
            (distributionChart, Data(BoxPlotChart(analysis: analysis).render().utf8)),
            (coldChart, Data(ColdSeriesChart(analysis: analysis).render().utf8)),
            (ratioChart, Data(RatioChart(analysis: analysis).render().utf8)),
        ]
    }

    /// The report's Headlines, for the terminal: for a run of a real toolkit, the seed's question put to every
    /// toolkit first (the report's side-by-side table, a line each), then one sentence per question.
    public static func headlines(_ analysis: RunAnalysis) -> [String] {
        MarkdownReport(analysis: analysis).headlines().map { String($0.dropFirst(2)) }
    }
}
