import Foundation
import Testing

/// One style, enforced: the hand-written Swift passes `swift format lint --strict` with the committed
/// `.swift-format` (lines of at most 120 characters among its rules), and the hand-written C, C++ and
/// Objective-C keeps to the same length (`.clang-format` formats it; clang-format is not needed to check it).
/// Generated files (a `Generated` folder or name) are the generators' to shape and are left out.
@Suite struct StyleTests {
    static let root = CommandRunner.packageRoot

    /// Hand-written files under the package's source folders whose names end in one of `extensions`.
    static func handWritten(_ extensions: Set<String>) -> [String] {
        let folders = ["Sources", "Tests", "Plugins", "Fuzz", "scripts", "docs"]
        var files = extensions.contains("swift") ? ["Package.swift"] : []
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            // Hidden folders are left out: a script package's own `.build` (scripts/ab-resample) holds generated files.
            let walker = FileManager.default.enumerator(
                at: base, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            guard let walker else { continue }
            for case let url as URL in walker where extensions.contains(url.pathExtension) {
                let path = folder + "/" + url.path.dropFirst(base.path.count + 1)
                if !path.contains("Generated") { files.append(path) }
            }
        }
        return files.sorted()
    }

    static func lint(_ files: [String], in directory: URL = root) throws -> CommandRunner.Result {
        try CommandRunner.run(
            ["swift", "format", "lint", "--strict", "--parallel", "--configuration", ".swift-format"] + files,
            directory: directory, program: URL(fileURLWithPath: "/usr/bin/env"))
    }

    @Test func handWrittenSwiftPassesTheFormattersLint() throws {
        let files = Self.handWritten(["swift"])
        #expect(files.count > 500, "the Swift sources were not found")
        let result = try Self.lint(files)
        #expect(result.status == 0, "swift format lint --strict:\n\(result.stderr.prefix(4000))")
    }

    /// The lint fails on a line over 120 characters, so the test above can fail.
    @Test func theLintRefusesALongLine() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: Self.root.appendingPathComponent(".swift-format"), to: folder.appendingPathComponent(".swift-format"))
        let long = "let text = \"" + String(repeating: "x", count: 120) + "\"\n"
        try long.write(to: folder.appendingPathComponent("Long.swift"), atomically: true, encoding: .utf8)
        let result = try Self.lint(["Long.swift"], in: folder)
        #expect(result.status != 0)
        #expect(result.stderr.contains("LineLength"), "\(result.stderr)")
        // A comment the lint lets pass is found by the line check, which counts characters, not bytes.
        let comment = "// " + String(repeating: "√", count: 117) + "\n// " + String(repeating: "x", count: 118) + "\n"
        try comment.write(to: folder.appendingPathComponent("Comment.swift"), atomically: true, encoding: .utf8)
        #expect(try Self.linesOver120(["Comment.swift"], in: folder) == ["Comment.swift:2"])
    }

    /// The formatter's lint does not measure comments, so every line is measured here too, the C family's with it.
    @Test(arguments: [["swift"], ["c", "h", "cpp", "hpp", "m"]])
    func handWrittenLinesAreAtMost120Characters(extensions: [String]) throws {
        let files = Self.handWritten(Set(extensions))
        #expect(files.count > 30, "no \(extensions) sources found")
        #expect(try Self.linesOver120(files) == [], "lines over 120 characters")
    }

    /// `file:line` of every line over 120 characters (not bytes) of `files`.
    static func linesOver120(_ files: [String], in directory: URL = root) throws -> [String] {
        var long: [String] = []
        for file in files {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where line.count > 120 { long.append("\(file):\(index + 1)") }
        }
        return long
    }
}
