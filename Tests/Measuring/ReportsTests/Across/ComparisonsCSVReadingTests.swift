import Foundation
import Results
import TestFixtures
import Testing
@testable import Reports

/// `comparisons.csv` read back: what the writer wrote comes back to its 6 decimals, and a malformed file is refused
/// in one line naming the file, the line and the column.
@Suite struct ComparisonsCSVReadingTests {
    static let header =
        "question,a,b,ratio,ci_low,ci_high,ci_level,p_value,p_adjusted,test,interval_method,"
        + "processes,verdict"
    static let good =
        "code-vs-template,gtk-code/fit,gtk-builder/fit,0.714286,0.700000,0.728000,0.95,0.000100,0.000300,"
        + "t-test-over-blocks,t-interval-over-blocks,10,faster"

    func read(_ text: String) throws -> [ComparisonRow] {
        let folder = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("comparisons.csv")
        try Data(text.utf8).write(to: url)
        return try ComparisonsCSV.read(url)
    }

    /// The message of the error reading `text` throws, with the temporary folder cut off.
    func failure(_ text: String) -> String {
        do {
            _ = try read(text)
            return "no error"
        } catch {
            let text = "\(error)"
            return text.range(of: "comparisons.csv").map { String(text[$0.lowerBound...]) } ?? text
        }
    }

    @Test func aWrittenFileReadsBackToItsDecimals() throws {
        let rows = [
            ComparisonRow(
                spec: ComparisonSpec(.codeVersusTemplate, "gtk-code/fit", "gtk-builder/fit"),
                ratio: 0.71428571, lower: 0.7, upper: 0.728, pValue: 0.0001, adjustedPValue: 0.0003,
                processes: 10, verdict: .faster),
            ComparisonRow(
                spec: ComparisonSpec(.precomputing, "nib-precomputed/fit", "nib-cached/fit"),
                ratio: 0.93, lower: 0.92, upper: 0.94, pValue: 0.5, adjustedPValue: 1,
                test: "mann-whitney", intervalMethod: "bootstrap-within-one-process", processes: 1,
                verdict: .inconclusive),
        ]
        let text = String(decoding: try ComparisonsCSV.encode(rows), as: UTF8.self)
        var expected = rows
        expected[0].ratio = 0.714286
        #expect(try read(text) == expected)
    }

    @Test func theFileOfAnAnalysedRunReadsBackAsItsComparisons() throws {
        let data = Fixture.data()
        let analysis = try RunAnalysis(data: data, metadata: Fixture.metadata(for: data), path: "run")
        let rows = try read(String(decoding: try ComparisonsCSV.encode(analysis), as: UTF8.self))
        #expect(rows.map(\.spec) == analysis.comparisons.map(\.spec))
        for (row, result) in zip(rows, analysis.comparisons) {
            #expect(abs(row.ratio - result.ratio.ratio) <= 5e-7 && row.verdict == result.verdict)
            #expect(row.processes == result.ratio.processCount)
        }
    }

    @Test func aGoodRecordReads() throws {
        let rows = try read(Self.header + "\n" + Self.good + "\n")
        #expect(rows.count == 1 && rows[0].spec.b == "gtk-builder/fit" && rows[0].ratio == 0.714286)
    }

    @Test(arguments: [
        ("question,a,b\nx,y,z\n", "comparisons.csv:1: missing columns"),
        (
            header + "\n" + good.replacingOccurrences(of: "0.714286", with: "fast") + "\n",
            "comparisons.csv:2: column 'ratio' is not a number: \"fast\""
        ),
        (
            header + "\n" + good + "\n" + good.replacingOccurrences(of: "0.714286", with: "0.000000") + "\n",
            "comparisons.csv:3: column 'ratio' is not a number above 0: \"0.000000\""
        ),
        (
            header + "\n" + good.replacingOccurrences(of: "code-vs-template", with: "speed") + "\n",
            "comparisons.csv:2: column 'question' is not one of code-vs-template"
        ),
        (
            header + "\n" + good.replacingOccurrences(of: ",faster", with: ",quick") + "\n",
            "comparisons.csv:2: column 'verdict' is not one of faster"
        ),
        (
            header + "\n" + good.replacingOccurrences(of: "0.700000", with: "0.800000") + "\n",
            "comparisons.csv:2: ci_low 0.800000 is above ci_high 0.728000"
        ),
        (
            header + "\n" + good.replacingOccurrences(of: ",10,", with: ",0,") + "\n",
            "comparisons.csv:2: column 'processes' must be at least 1"
        ),
        (header + "\ncode-vs-template,a,b\n", "comparisons.csv:2: 3 fields where the header has 13"),
        ("", "comparisons.csv:1: the file is empty"),
    ])
    func aMalformedFileIsNamedWithItsLine(text: String, message: String) {
        #expect(failure(text).hasPrefix(message), "\(failure(text))")
    }
}
