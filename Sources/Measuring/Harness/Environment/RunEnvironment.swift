import Foundation
import Results

/// Describes the machine, toolchain and source a run was measured with, for `run.json`.
public enum RunEnvironment {
    public static func metadata(
        plan: RunPlan, data: RunData, arguments: [String], debug: Bool, wallSeconds: Double,
        fontSubstitutions: [String]? = nil
    ) -> RunMetadata {
        var metadata = RunMetadata(
            tool: "nib-or-not", plan: plan, buildConfiguration: debug ? "debug" : "release", options: arguments,
            date: ISO8601DateFormatter().string(from: Date()),
            toolchain: firstLine(of: ["swift", "--version"]) ?? "unknown",
            cpuModel: cpuModel() ?? "unknown", cores: ProcessInfo.processInfo.activeProcessorCount,
            kernel: kernel(), gitCommit: gitCommit() ?? "unknown",
            jemallocVersion: JemallocMeter.version ?? "unavailable", wallSeconds: wallSeconds,
            clockCostNanoseconds: data.clockCosts, batchSizes: data.batchSizes,
            steadyProcessesRun: data.steadyProcessesRun, fontSubstitutions: fontSubstitutions)
        if plan.calibration != nil { metadata.roundsRun = data.roundsRun }
        if !data.extraProcesses.isEmpty { metadata.extraProcesses = data.extraProcesses }
        if !data.probes.isEmpty { metadata.processProbes = data.probes }
        metadata.retimedBatches = data.retimedBatches
        metadata.machine = MachineProbe.describe(
            cpuModel: metadata.cpuModel, cores: metadata.cores, probes: data.probes)
        return metadata
    }

    /// `/proc/cpuinfo`'s first `model name`.
    public static func cpuModel() -> String? {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
        let line = text.split(separator: "\n").first { $0.hasPrefix("model name") }
        return line?.split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces)
    }

    private static func kernel() -> String {
        var name = utsname()
        uname(&name)
        func text<T>(_ field: T) -> String {
            withUnsafeBytes(of: field) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        }
        return "\(text(name.sysname)) \(text(name.release)) \(text(name.machine))"
    }

    /// The commit of the working tree, with `-dirty` when it has uncommitted changes.
    private static func gitCommit() -> String? {
        guard let commit = firstLine(of: ["git", "rev-parse", "HEAD"]) else { return nil }
        let dirty = firstLine(of: ["git", "status", "--porcelain", "--untracked-files=no"]) != nil
        return dirty ? commit + "-dirty" : commit
    }

    /// The first line a command prints, or nil when it fails or prints nothing.
    private static func firstLine(of command: [String]) -> String? {
        guard let result = CommandOutput.of(command), result.status == 0 else { return nil }
        return result.output.split(separator: "\n").first.map(String.init)
    }
}
