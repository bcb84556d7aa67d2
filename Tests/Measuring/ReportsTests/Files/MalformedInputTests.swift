import Foundation
@testable import Reports
import Results
import TestFixtures
import Testing

/// Each kind of broken file gives one line naming the file, the line and the column, and the previous
/// report files stay as they were.
@Suite struct MalformedInputTests {
    /// A fixture run folder with a report, whose `file` is replaced by `contents` (or removed when nil).
    func brokenFolder(_ file: String, _ contents: String?) throws -> URL {
        let folder = try Fixture.runFolder()
        try ReportGenerator.generate(in: folder)
        let url = folder.appendingPathComponent(file)
        if let contents { try Data(contents.utf8).write(to: url) } else { try FileManager.default.removeItem(at: url) }
        return folder
    }

    static let samplesHeader = SamplesCSV.columns.joined(separator: ",")
    static let goodSample = "code/fit,code,fit,1,1,1,4,160000,40000.000,36000,9000.000"

    static let cases: [(file: String, contents: String?, message: String)] = [
        (
            "samples.csv", nil,
            "samples.csv: file not found; a run folder holds samples.csv, cold.csv, allocations.csv and run.json"
        ),
        ("samples.csv", "", "samples.csv:1: the file is empty; expected a header row (see docs/results-format.md)"),
        (
            "samples.csv",
            "variant,construction,fit,process,round,position,batch_size,ns_per_row,allocated_bytes,bytes_per_row\n",
            "samples.csv:1: missing column 'nanoseconds' in the header"
        ),
        ("samples.csv", samplesHeader + ",comment\n", "samples.csv:1: unknown column 'comment' in the header"),
        (
            "samples.csv",
            "construction,variant,fit,process,round,position,batch_size,nanoseconds,"
                + "ns_per_row,allocated_bytes,bytes_per_row\n",
            "samples.csv:1: the header's columns are out of order; expected \(samplesHeader)"
        ),
        (
            "samples.csv", "\(samplesHeader)\n\(goodSample)\ncode/fit,code,fit,1,2,1,4,160000\n",
            "samples.csv:3: 8 fields where the header has 11"
        ),
        (
            "samples.csv",
            "\(samplesHeader)\n\(goodSample)\n\(goodSample)\ncode/fit,code,fit,1,1,1,4,12a,40000.000,36000,9000.000\n",
            "samples.csv:4: column 'nanoseconds' is not a whole number: \"12a\""
        ),
        (
            "samples.csv", "\(samplesHeader)\ncode/fit,code,fit,1,1,1,4,-160000,40000.000,36000,9000.000\n",
            "samples.csv:2: column 'nanoseconds' must be at least 1: \"-160000\""
        ),
        (
            "samples.csv", "\(samplesHeader)\ncode/fit,code,fit,1,1,1,0,160000,40000.000,36000,9000.000\n",
            "samples.csv:2: column 'batch_size' must be at least 1: \"0\""
        ),
        (
            "samples.csv", "\(samplesHeader)\ncode/fit,code,fit,1,1,1,4,160000,abc,36000,9000.000\n",
            "samples.csv:2: column 'ns_per_row' is not a number: \"abc\""
        ),
        (
            "samples.csv", "\(samplesHeader)\ncode/fit,code,nofit,1,1,1,4,160000,40000.000,36000,9000.000\n",
            "samples.csv:2: variant 'code/fit' does not match construction 'code' and fit 'nofit'"
        ),
        (
            "cold.csv",
            "variant,construction,fit,process,index,nanoseconds,allocated_bytes,setup_nanoseconds\n"
                + "code/fit,code,fit,1,1,5,x,0\n",
            "cold.csv:2: column 'allocated_bytes' is not a whole number: \"x\""
        ),
        (
            "allocations.csv",
            "variant,construction,fit,process,rows,allocations,allocated_bytes,allocations_per_row\n",
            "allocations.csv:1: missing column 'bytes_per_row' in the header"
        ),
        (
            "run.json", nil,
            "run.json: file not found; a run folder holds samples.csv, cold.csv, allocations.csv and run.json"
        ),
        ("run.json", "{", "run.json: not a run description this tool wrote: not valid JSON"),
        (
            "run.json", "{\"tool\": \"nib-or-not\"}",
            "run.json: not a run description this tool wrote: missing key 'plan'"
        ),
    ]

    @Test(arguments: cases.indices)
    func brokenFileGivesItsOneLineError(_ index: Int) throws {
        let (file, contents, message) = MalformedInputTests.cases[index]
        let folder = try brokenFolder(file, contents)
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try ReportGenerator.outputFiles.map { try Data(contentsOf: folder.appendingPathComponent($0)) }
        let error = try #require(throws: ResultsError.self) { try ReportGenerator.generate(in: folder) }
        #expect(error.description == "\(folder.relativePath)/\(message)")
        #expect(!error.description.contains("\n"))
        let after = try ReportGenerator.outputFiles.map { try Data(contentsOf: folder.appendingPathComponent($0)) }
        #expect(before == after, "a failed report must leave the previous files untouched")
    }

    @Test func aBlankLastLineIsAccepted() throws {
        let folder = try Fixture.runFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("samples.csv")
        try (try Data(contentsOf: url) + Data("\n".utf8)).write(to: url)
        #expect(try RunFolder.read(folder).data == Fixture.data())
    }
}
