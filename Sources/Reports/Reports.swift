// Temporary stand-in for the Reports API while the module is written on its own branch.
import Foundation
import Harness

public struct RunMetadata: Codable, Sendable {
    public var tool: String
    public var plan: RunPlan
    public var buildConfiguration: String
    public var options: [String]
    public var date: String
    public var toolchain: String
    public var cpuModel: String
    public var cores: Int
    public var kernel: String
    public var gitCommit: String
    public var jemallocVersion: String
    public var wallSeconds: Double
    public var clockCostNanoseconds: [Double]
    public var batchSizes: [String: Int]

    public init(tool: String, plan: RunPlan, buildConfiguration: String, options: [String], date: String,
                toolchain: String, cpuModel: String, cores: Int, kernel: String, gitCommit: String,
                jemallocVersion: String, wallSeconds: Double, clockCostNanoseconds: [Double], batchSizes: [String: Int]) {
        self.tool = tool; self.plan = plan; self.buildConfiguration = buildConfiguration; self.options = options
        self.date = date; self.toolchain = toolchain; self.cpuModel = cpuModel; self.cores = cores
        self.kernel = kernel; self.gitCommit = gitCommit; self.jemallocVersion = jemallocVersion
        self.wallSeconds = wallSeconds; self.clockCostNanoseconds = clockCostNanoseconds; self.batchSizes = batchSizes
    }
}

public enum RunFolder {
    public static func writeMeasurements(_ data: RunData, metadata: RunMetadata, to folder: URL) throws {}
}

public enum ReportGenerator {
    /// Reads a run folder's CSVs and run.json and writes summary.csv, comparisons.csv, report.md and charts; returns headline lines.
    @discardableResult
    public static func generate(in folder: URL) throws -> [String] { [] }
}
