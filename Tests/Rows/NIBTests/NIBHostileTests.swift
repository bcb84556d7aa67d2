import Foundation
@testable import NIB
import Testing

/// The hostile-nib catalogue (`Hostile/EXPECTED.tsv`): each file must be refused, by the reader or by
/// the graph check, with a one-line error naming the file and the byte the generator put the fault at.
@Suite struct NIBHostileTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Hostile")
    static let mustReadFolder = folder.appendingPathComponent("must-read")
    static let header = """
        # Hostile nibs and the error each must give: file, byte offset, a distinctive part of the one-line message.
        # Tab-separated. Generated with the files by Tests/Rows/NIBTests/NIBHostileCatalogue*.swift:
        # NIB_WRITE_HOSTILE=1 swift test --filter NIBHostileTests. Files in must-read/ must read and need no row.
        # file\toffset\tfragment

        """

    struct Row: Sendable, CustomTestStringConvertible {
        let file: String, offset: Int, fragment: String
        var testDescription: String { file }
    }

    static var rows: [Row] {
        let text = (try? String(contentsOf: folder.appendingPathComponent("EXPECTED.tsv"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Row(file: fields[0], offset: Int(fields[1]) ?? -1, fragment: fields.count > 2 ? fields[2] : "")
        }
    }

    /// Reads and checks the graph, as the coding layer will before decoding.
    static func load(_ bytes: [UInt8], file: String) throws(NIBError) {
        try NIBArchive(bytes: bytes, file: file).validateGraph()
    }

    @Test(arguments: rows)
    func hostileNibIsRefusedAtItsByte(_ row: Row) throws {
        let path = Self.folder.appendingPathComponent(row.file).path
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let started = ContinuousClock.now
        let error = try #require(throws: NIBError.self) { try Self.load(bytes, file: path) }
        // A bound that cannot flake but catches an unbounded reader; speed is the benchmark's business.
        #expect(ContinuousClock.now - started < .seconds(10))
        #expect(error.offset == row.offset, "\(error)")
        #expect(error.description.hasPrefix("\(path): byte \(row.offset): "), "\(error)")
        #expect(error.description.contains(row.fragment), "\(error)")
        #expect(!error.description.contains("\n") && error.description.count - path.count < 300, "\(error)")
        if ProcessInfo.processInfo.environment["SHOW_NIB_ERRORS"] != nil { print(error) }
    }

    /// The committed files and rows are what the catalogue generates; a change to either is deliberate.
    @Test func catalogueMatchesTheGenerator() throws {
        let cases = NIBHostileCatalogue.cases
        if ProcessInfo.processInfo.environment["NIB_WRITE_HOSTILE"] == "1" {
            for hostile in cases { try Data(hostile.bytes).write(to: Self.folder.appendingPathComponent(hostile.file)) }
            let lines = cases.map { "\($0.file)\t\($0.offset)\t\($0.fragment)\n" }.joined()
            for (file, bytes) in NIBHostileCatalogue.mustRead {
                try Data(bytes).write(to: Self.mustReadFolder.appendingPathComponent(file))
            }
            try (Self.header + lines).write(
                to: Self.folder.appendingPathComponent("EXPECTED.tsv"), atomically: true, encoding: .utf8)
        }
        #expect(Set(cases.map(\.file)).count == cases.count, "two cases share a file name")
        #expect(cases.count >= 30)
        let rows = Self.rows
        #expect(rows.map(\.file) == cases.map(\.file))
        for (row, hostile) in zip(rows, cases) {
            #expect(row.offset == hostile.offset && row.fragment == hostile.fragment, "\(row.file)")
            let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(row.file)))
            #expect(bytes == hostile.bytes, "\(row.file) differs from what the catalogue generates")
        }
        for (file, bytes) in NIBHostileCatalogue.mustRead {
            #expect(try [UInt8](Data(contentsOf: Self.mustReadFolder.appendingPathComponent(file))) == bytes, "\(file)")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter {
            $0.hasSuffix(".nib")
        }
        #expect(files.sorted() == cases.map(\.file).sorted(), "a file without a row, or a row without a file")
    }

    /// Legal oddities, and inputs that once crashed the fuzz target: they must read and write back.
    @Test(arguments: (try? FileManager.default.contentsOfDirectory(atPath: mustReadFolder.path).sorted()) ?? [])
    func oddButLegalNibReads(_ file: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.mustReadFolder.appendingPathComponent(file)))
        let archive = try NIBArchive(bytes: bytes, file: file)
        #expect(try NIBArchive(bytes: archive.bytes()) == archive)
    }

    /// 50 MB: refused from its size before any table is read (not committed: generated here).
    @Test func fiftyMegabyteFileIsRefusedFromItsSize() {
        var bytes = NIBSampleArchives.rootOnly().bytes()
        bytes += [UInt8](repeating: 0x80, count: 50_000_000)
        let error = #expect(throws: NIBError.self) { try Self.load(bytes, file: "big.nib") }
        #expect(
            error?.description.hasPrefix(
                "big.nib: byte 16777216: the file has 50000303 bytes; archives may have at most 16777216") == true,
            "\(String(describing: error))")
    }

    /// 100,000 views each inside the previous: the graph check stops at depth 257 without recursing.
    @Test func hundredThousandDeepNestingIsRefused() throws {
        let (archive, tooDeep) = NIBHostileCatalogue.chain(length: 100_000)
        let bytes = archive.bytes()
        let error = #expect(throws: NIBError.self) { try Self.load(bytes, file: "deep.nib") }
        #expect(error?.offset == archive.offset(ofObject: tooDeep))
        #expect(
            error?.reason.contains("is nested 257 references below object 0") == true, "\(String(describing: error))")
        // With the limit raised past the chain, the walk still finishes: it keeps its stack on the heap.
        let depths = try NIBArchive(bytes: bytes).decodingDepths(maximumDepth: 200_000)
        #expect(depths.max() == 100_001)
    }
}
