import Foundation
import Testing

/// The README's answer is the table `across` gives over the committed machine records, not figures typed in:
/// every row of that table is in the README, the caption counts the machines, and `results/across/` (the chart
/// the README shows, with its Markdown and CSV) is what `across` writes from the same records today.
@Suite struct ReadmeAnswerTests {
    static let root = CommandRunner.packageRoot

    /// `results/machines/*`, as a shell would expand it.
    static func records() throws -> [String] {
        let folder = root.appendingPathComponent("results/machines")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }
            .sorted().map { "results/machines/\($0)" }
    }

    /// The rows of the first table of `across`'s Markdown, header included.
    static func answerRows(_ markdown: String) -> [String] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("| toolkit |") }) else { return [] }
        return Array(lines[start...].prefix { $0.hasPrefix("|") })
    }

    @Test func theReadmeTableIsAcrossOverTheRecords() throws {
        let records = try Self.records()
        #expect(records.count >= 2, "the answer needs machine records of at least two machines")
        let result = try CommandRunner.run(["across"] + records)
        #expect(result.status == 0, "\(result.stderr)")
        let rows = Self.answerRows(result.stdout)
        #expect(rows.count > 10)
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(rows.filter { !readme.contains($0) } == [], "rows of across's table the README lacks or differs in")
        let machines = try #require(result.stdout.firstMatch(of: /Over (\d+) machines? of (\d+) class/))
        #expect(
            readme.contains("over **\(machines.1) machines of \(machines.2)\n")
                || readme.contains("over **\(machines.1) machines of \(machines.2) "), "the README's count of machines")
        let committed = try String(
            contentsOf: Self.root.appendingPathComponent("results/across/across.md"),
            encoding: .utf8)
        #expect(committed == result.stdout, "results/across/ is out of date: run across with --output again")
    }
}
