import Foundation
import Results

/// `across.csv`: one record per cell and host, each with its cell's figures over hosts repeated, so that one file
/// both plots by host and filters to one row per cell (docs/results-format.md).
enum AcrossCSV {
    static let fileName = "across.csv"
    static let columns = [
        "toolkit", "stage", "figure", "host", "class", "runs", "value", "host_low", "host_high", "host_interval",
        "host_direction", "hosts", "classes", "median", "min", "max", "max_over_min", "geometric_mean",
        "machines_ci_low", "machines_ci_high", "machines_ci_level", "above_1", "below_1", "level",
    ]

    static func encode(_ analysis: AcrossAnalysis) throws -> Data {
        try CSVFormat.encode(
            columns: columns,
            rows: analysis.cells.flatMap { cell in
                let interval = cell.interval, directions = cell.directions
                let summary = [
                    "\(cell.hosts.count)", "\(cell.classCount)", f6(cell.median), f6(cell.minimum),
                    f6(cell.maximum), f6(cell.spread), CSVFormat.fixed(interval?.geometricMean, 6),
                    CSVFormat.fixed(interval?.lower, 6), CSVFormat.fixed(interval?.upper, 6),
                    interval == nil ? "" : CSVFormat.fixed(MachineInterval.level, 2),
                    "\(directions.above)", "\(directions.below)", "\(directions.level)",
                ]
                return cell.hosts.map { host in
                    [
                        cell.lineup.toolkit, cell.stage, cell.figureName, host.host, host.classID, "\(host.runs)",
                        f6(host.value), f6(host.lower), f6(host.upper), host.runs > 1 ? "span-of-runs" : "run",
                        host.direction.rawValue,
                    ] + summary
                }
            })
    }

    private static func f6(_ value: Double) -> String { CSVFormat.fixed(value, 6) }
}
