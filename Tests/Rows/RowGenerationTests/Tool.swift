import Foundation

/// A command line tool a test runs (clang, pkg-config), found through PATH: its exit status and what it printed.
struct Tool {
    let status: Int32
    let output: String

    /// Runs `name arguments...`, its standard error folded into `output`.
    init(_ name: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [name] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        output = String(decoding: data, as: UTF8.self)
    }

    /// A fresh temporary folder for a test's files; the caller removes it.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rowgen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}

/// Strings a hostile XIB may hold, each trying to end a literal or comment of some language and run code.
enum HostileText {
    static let all = [
        "\"); system(\"x", "*/ int x; /*", "</script><script>alert(1)</script>", "${x}", "`${x}`", "a\\", "\\\"",
        "line\nbreak", "cr\rlf", "tab\there", "??/", "???=", "\u{1}\u{7F}", "naïve ☃ 𝄞", "--> <!--", "]]>", "&amp;",
        "it's \"quoted\"", "\u{2028}\u{2029}", "<!--", "</SCRIPT", "x\\\n",
    ]
}
