import Foundation
import Results
import TestFixtures
import Testing

/// `report --format` and `compare --format` as a user calls them, on the fixture run: JSON on standard output,
/// no file written, the exit status of `compare` unchanged, and a wrong value refused in one line.
@Suite struct ExportCommandTests {
    /// The fixture run, and the same run with code/fit 30% slower: a regression even across separate runs.
    static func folders() throws -> (baseline: URL, candidate: URL) {
        var slower = Fixture.data()
        for index in slower.samples.indices where slower.samples[index].variant == "code/fit" {
            slower.samples[index].nanoseconds = UInt64(Double(slower.samples[index].nanoseconds) * 1.3)
        }
        return (try Fixture.runFolder(), try Fixture.runFolder(slower))
    }

    static func firstLine(_ text: String) -> String {
        text.split(separator: "\n").first.map(String.init) ?? ""
    }

    @Test func reportPrintsEitherFormatAndWritesNoFile() throws {
        let (folder, other) = try Self.folders()
        defer { for url in [folder, other] { try? FileManager.default.removeItem(at: url) } }
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let bmf = try CommandRunner.run(["report", folder.path, "--format", "bmf"])
        #expect(bmf.status == 0, "\(bmf.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(bmf.stdout.utf8)) as? [String: Any])
        #expect(object["code/fit"] != nil && object["code/fit / template-cached/fit"] != nil)
        let action = try CommandRunner.run(["report", folder.path, "--format", "github-action-benchmark"])
        #expect(action.status == 0, "\(action.stderr)")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(action.stdout.utf8)) as? [[String: Any]])
        #expect(entries.first?["name"] as? String == "code/fit ns_per_row")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == before)
    }

    @Test func compareExportsAndKeepsItsExitStatus() throws {
        let (baseline, candidate) = try Self.folders()
        defer { for url in [baseline, candidate] { try? FileManager.default.removeItem(at: url) } }
        let same = try CommandRunner.run(["compare", baseline.path, baseline.path, "--format", "bmf"])
        #expect(same.status == 0, "\(same.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(same.stdout.utf8)) as? [String: Any])
        #expect((object["code/fit"] as? [String: Any])?["change"] != nil)
        let slower = try CommandRunner.run([
            "compare", baseline.path, candidate.path,
            "--format", "github-action-benchmark",
        ])
        #expect(slower.status == 1, "\(slower.stderr)")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(slower.stdout.utf8)) as? [[String: Any]])
        let change = try #require(entries.first { $0["name"] as? String == "code/fit change" })
        #expect(abs((change["value"] as? Double ?? 0) - 1.3) < 0.01)
        let missing = try CommandRunner.run(["compare", baseline.path, "/nonexistent", "--format", "bmf"])
        #expect(missing.status == 2 && missing.stdout.isEmpty)
    }

    @Test(arguments: [
        (["report", "results/reference", "--format", "xml"], "'xml' is invalid for '--format <format>'"),
        (["compare", "a", "b", "--format", "json"], "'json' is invalid for '--format <format>'"),
        (["compare", "--paired", "a", "b", "--format", "bmf"], "--format bmf does not apply to --paired"),
        (["ab", "/bin/true", "/bin/true", "--format", "bmf"], "Please provide one of 'markdown' and 'text'"),
    ])
    func aWrongFormatIsRefusedInOneLine(arguments: [String], message: String) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 64)
        #expect(Self.firstLine(result.stderr).contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
