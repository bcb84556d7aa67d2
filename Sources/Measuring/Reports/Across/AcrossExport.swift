import Results

/// `across --format bmf|github-action-benchmark`: each cell as one figure for a results server, its value the
/// median over machines and its interval the one over machines (none with one machine), rounded to across.csv's
/// 6 decimals so that the JSON and the file agree digit for digit.
enum AcrossExport {
    static func metrics(_ analysis: AcrossAnalysis) -> [ExportedMetric] {
        analysis.cells.map { cell in
            let interval = cell.interval
            return ExportedMetric(
                benchmark: "\(cell.lineup.toolkit): \(cell.figureName), \(cell.stage)",
                measure: RunExport.ratio, unit: "x", value: RunExport.rounded(cell.median, 6) ?? cell.median,
                lower: RunExport.rounded(interval?.lower, 6), upper: RunExport.rounded(interval?.upper, 6))
        }
    }
}
