import Foundation
import Results
import Statistics

/// Reads what `MachineDescription` holds from the kernel's files (`/proc/cpuinfo`, the first CPU's caches in
/// sysfs, `/proc/meminfo`, the boot id) and the toolkits' Debian package versions (`dpkg-query`). Each field a
/// machine does not offer is left nil; the ids are always made.
public enum MachineProbe {
    /// The machine a run measured, with the memory latency of its probes (`ProcessProbe`).
    public static func describe(cpuModel: String, cores: Int, probes: [ProcessProbe]) -> MachineDescription {
        let cpu = cpuFields(text(of: "/proc/cpuinfo") ?? "")
        let caches = cacheSizes()
        let vendor = cpu["vendor_id"]
        let family = cpu["cpu family"].flatMap { Int($0) }
        let model = cpu["model"].flatMap { Int($0) }
        let stepping = cpu["stepping"].flatMap { Int($0) }
        let bootID = text(of: "/proc/sys/kernel/random/boot_id")?.trimmingCharacters(in: .whitespacesAndNewlines)
        return MachineDescription(
            vendor: vendor, family: family, model: model, stepping: stepping, caches: caches.isEmpty ? nil : caches,
            memoryGiB: memoryGiB(), memoryLatencyNanoseconds: medianMemoryLatency(probes),
            libraries: libraryVersions(),
            classID: MachineDescription.classID(
                cpuModel: cpuModel, cores: cores, vendor: vendor, family: family,
                model: model, stepping: stepping, caches: caches),
            hostID: MachineDescription.hostID(from: bootID ?? ProcessInfo.processInfo.hostName))
    }

    /// The first processor's `key: value` lines of `/proc/cpuinfo`.
    static func cpuFields(_ cpuinfo: String) -> [String: String] {
        var fields: [String: String] = [:]
        for line in cpuinfo.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).isEmpty { if !fields.isEmpty { break } else { continue } }
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let key = parts[0].trimmingCharacters(in: .whitespaces)
            if fields[key] == nil { fields[key] = parts[1].trimmingCharacters(in: .whitespaces) }
        }
        return fields
    }

    /// "L1d", "L1i", "L2", "L3" → the kernel's size ("32K") for CPU 0.
    static func cacheSizes(root: String = "/sys/devices/system/cpu/cpu0/cache") -> [String: String] {
        var sizes: [String: String] = [:]
        let indexes = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        for index in indexes where index.hasPrefix("index") {
            func read(_ name: String) -> String? {
                text(of: "\(root)/\(index)/\(name)")?.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            guard let level = read("level"), let type = read("type"), let size = read("size") else { continue }
            let suffix = type == "Data" ? "d" : type == "Instruction" ? "i" : ""
            sizes["L\(level)\(suffix)"] = size
        }
        return sizes
    }

    static func memoryGiB() -> Double? {
        guard let line = text(of: "/proc/meminfo")?.split(separator: "\n").first(where: { $0.hasPrefix("MemTotal:") }),
            let kibibytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
        else { return nil }
        return (kibibytes / 1_048_576 * 10).rounded() / 10
    }

    static func medianMemoryLatency(_ probes: [ProcessProbe]) -> Double? {
        probes.isEmpty ? nil : Percentile.median(of: probes.map(\.memoryNanoseconds))
    }

    /// Each declared toolkit's package version, where `dpkg-query` knows the package as installed.
    static func libraryVersions() -> [String: String]? {
        let packages = ToolkitDeclaration.all.compactMap { toolkit in toolkit.versionPackage.map { (toolkit.name, $0) }
        }
        guard !packages.isEmpty else { return nil }
        let output = run(
            ["dpkg-query", "-W", "-f", "${Package}\t${Version}\t${db:Status-Status}\n"]
                + packages.map(\.1))
        var versions: [String: String] = [:]
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3, fields[2] == "installed",
                let toolkit = packages.first(where: { $0.1 == fields[0] })?.0
            else { continue }
            versions[toolkit] = fields[1]
        }
        return versions.isEmpty ? nil : versions
    }

    private static func text(of path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    /// What a command prints on standard output, whatever its exit status (`dpkg-query` exits 1 when one of the
    /// packages is unknown and still prints the others); empty when it cannot start.
    private static func run(_ command: [String]) -> String { CommandOutput.of(command)?.output ?? "" }
}
