import Foundation
import TestFixtures
import Testing

/// The hostile-template catalogue in `Hostile/`: files, and `EXPECTED.tsv` saying how each must fail.
///
/// The folder is excluded from the test target (it is data, read through `#filePath`), so a case is
/// added by adding a file and a row, without touching code.
enum HostileFixtures {
    static let folder = PackagePaths.inPackage("Tests/Rows/TemplatesTests/Hostile")
    static let mustLoadFolder = folder.appendingPathComponent("must-load")

    /// One row of `EXPECTED.tsv`.
    struct Case: Sendable, CustomTestStringConvertible {
        let file: String
        let line: Int
        /// Text the error's one-line description must contain.
        let fragment: String
        var url: URL { HostileFixtures.folder.appendingPathComponent(file) }
        var testDescription: String { file }
    }

    /// The rows, in file order; a malformed row is a fatal error, since the table is part of the tests.
    static let cases: [Case] = {
        let text = try! String(contentsOf: folder.appendingPathComponent("EXPECTED.tsv"), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.map { row in
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, let line = Int(fields[1]) else { fatalError("EXPECTED.tsv: malformed row \(row)") }
            return Case(file: String(fields[0]), line: line, fragment: String(fields[2]))
        }
    }()

    static func xibFiles(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".xib") }.sorted()
    }

    /// The one-line rule, strictly: no line break and nothing a terminal would act on.
    static func isOneVisibleLine(_ text: String) -> Bool {
        !text.unicodeScalars.contains {
            $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value)
        }
    }

    /// A scratch folder, removed by the caller.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nib-or-not-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
