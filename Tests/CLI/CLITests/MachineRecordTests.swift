import Foundation
import Results
import TestFixtures
import Testing

/// `list --format tsv` and `list --machine`, which scripts read instead of lists of their own, and
/// `scripts/record-machine.sh`, which makes a host's machine record from a run folder.
@Suite struct MachineRecordTests {
    @Test func listAsTSVNamesEveryVariantWithItsToolkitAndRole() throws {
        let result = try CommandRunner.run(["list", "--format", "tsv"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(lines.first == ["variant", "toolkit", "role", "laid_out", "fit", "default_run"])
        #expect(lines.allSatisfy { $0.count == 6 })
        let rows = Dictionary(
            lines.dropFirst().map { (String($0[0]), $0.map(String.init)) },
            uniquingKeysWith: { first, _ in first })
        #expect(rows.count == lines.count - 1, "a variant listed twice")
        for toolkit in ToolkitDeclaration.all {
            for variant in toolkit.variants {
                #expect(rows[variant.name]?[1] == toolkit.name, "\(variant.name)")
                #expect(rows[variant.name]?[5] == (toolkit.defaultVariants.contains(variant) ? "yes" : "no"))
            }
            let code = ToolkitLineup.variant(toolkit.lineup.code, laidOut: false)
            #expect(rows[code]?[2] == "code" && rows[code]?[3] == "no" && rows[code]?[4] == "fit", "\(code)")
        }
    }

    @Test func listMachinePrintsTheRecordID() throws {
        let machine = try thisMachine()
        let classID = try #require(machine["classID"] as? String), hostID = try #require(machine["hostID"] as? String)
        #expect(machine["recordID"] as? String == "\(classID)-\(hostID)")
        #expect(hostID.count == 8)
    }

    /// A release default run of this host becomes `<machines>/<record id>/<run>/` with the four small files, this
    /// clone's paths made relative, and reads in `across` unedited; the same run again, or a debug run, is refused
    /// and nothing is overwritten.
    @Test func recordMachineRecordsARunOfThisHost() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let machine = try thisMachine()
        let recordID = try #require(machine["recordID"] as? String)
        let run = try fakeRun(in: folder, name: "2026-11-29T000000Z", machine: machine, build: "release")
        let machines = folder.appendingPathComponent("machines")
        let first = try record(run, machines: machines)
        #expect(first.status == 0, "\(first.stderr)")
        let recorded = machines.appendingPathComponent(recordID).appendingPathComponent("2026-11-29T000000Z")
        let files = try FileManager.default.contentsOfDirectory(atPath: recorded.path).sorted()
        #expect(files == ["comparisons.csv", "report.md", "run.json", "summary.csv"])
        let json = try String(contentsOf: recorded.appendingPathComponent("run.json"), encoding: .utf8)
        #expect(!json.contains(CommandRunner.packageRoot.path + "/"))
        #expect(json.contains("\"templatesDirectory\" : \"templates\""))

        // The record reads in `across` as it is, its one run as this host's.
        let across = try CommandRunner.run(["across", machines.appendingPathComponent(recordID).path])
        #expect(across.status == 0, "\(across.stderr)")
        #expect(across.stdout.contains("Over 1 machine of 1 class (1 run)"), "\(across.stdout.prefix(300))")

        let again = try record(run, machines: machines)
        #expect(again.status == 1 && again.stderr.contains("exists already"), "\(again.stderr)")
        let debug = try fakeRun(in: folder, name: "2026-11-29T000100Z", machine: machine, build: "debug")
        let refused = try record(debug, machines: machines)
        #expect(refused.status == 1 && refused.stderr.contains("a debug build"), "\(refused.stderr)")
        #expect(
            !FileManager.default.fileExists(
                atPath: recorded.deletingLastPathComponent()
                    .appendingPathComponent("2026-11-29T000100Z").path))
    }

    private func thisMachine() throws -> [String: Any] {
        let result = try CommandRunner.run(["list", "--machine"])
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    /// The golden run's files as a default run of this host, its templates folder an absolute path in this clone.
    private func fakeRun(in folder: URL, name: String, machine: [String: Any], build: String) throws -> URL {
        let golden = PackagePaths.inPackage("Tests/Measuring/ReportsTests/Golden")
        let run = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: run, withIntermediateDirectories: true)
        for file in ["comparisons.csv", "summary.csv", "report.md"] {
            try FileManager.default.copyItem(
                at: golden.appendingPathComponent(file), to: run.appendingPathComponent(file))
        }
        let data = try Data(contentsOf: golden.appendingPathComponent("run.json"))
        var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        json["buildConfiguration"] = build
        json["options"] = ["run"]
        json["machine"] = machine.filter { ["recordID", "cpuModel", "cores"].contains($0.key) == false }
        var plan = try #require(json["plan"] as? [String: Any])
        plan["templatesDirectory"] = CommandRunner.packageRoot.appendingPathComponent("templates").path
        json["plan"] = plan
        let encoded = try JSONSerialization.data(
            withJSONObject: json, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        try encoded.write(to: run.appendingPathComponent("run.json"))
        return run
    }

    private func record(_ run: URL, machines: URL) throws -> CommandRunner.Result {
        var environment = ProcessInfo.processInfo.environment
        environment["NIB_OR_NOT_BINARY"] = CommandRunner.executable.path
        environment["NIB_OR_NOT_MACHINES"] = machines.path
        return try CommandRunner.run(
            ["scripts/record-machine.sh", run.path],
            program: URL(fileURLWithPath: "/bin/bash"), environment: environment)
    }
}
