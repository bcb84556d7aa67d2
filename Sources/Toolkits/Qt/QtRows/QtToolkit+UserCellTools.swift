import Foundation
import Toolkit

/// The tools preparing a user's cell on Qt runs in the command's process: pkg-config for Qt Widgets' flags, and Qt's
/// uic, found as the build plugin finds it (`Plugins/GenerateRows`).
extension QtToolkit {
    /// The compiler flags of Qt 6 Widgets' headers and library, from pkg-config, as the package's own C++ gets them.
    static func qtWidgetsFlags() throws -> [String] {
        let result = try run(URL(fileURLWithPath: "/usr/bin/env"), ["pkg-config", "--cflags", "--libs", "Qt6Widgets"])
        guard result.status == 0 else {
            throw ToolkitError(
                "pkg-config knows no Qt6Widgets: install qt6-base-dev to compile a user's cell for Qt")
        }
        return result.output.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// Qt's uic: in Qt6Core's `libexecdir` (pkg-config), else in Debian's /usr/lib/qt6/libexec.
    static func uic() throws -> URL {
        var folder = "/usr/lib/qt6/libexec"
        if let found = try? run(
            URL(fileURLWithPath: "/usr/bin/env"), ["pkg-config", "--variable=libexecdir", "Qt6Core"]),
            found.status == 0
        {
            let text = found.output.trimmingCharacters(in: .whitespacesAndNewlines)
            if !text.isEmpty { folder = text }
        }
        let uic = URL(fileURLWithPath: folder).appendingPathComponent("uic")
        guard FileManager.default.isExecutableFile(atPath: uic.path) else {
            throw ToolkitError("Qt's uic is not at \(uic.path): install qt6-base-dev-tools to build a user's cell")
        }
        return uic
    }

    /// Runs uic on `form` into `output` and returns the header's text.
    static func runUic(form: URL, output: URL) throws -> String {
        let result = try run(try uic(), [form.path, "-o", output.path])
        guard result.status == 0 else {
            let line = result.output.split(separator: "\n").first.map(String.init) ?? "no message"
            throw ToolkitError("uic could not compile the user's cell's form \(form.path): \(line)")
        }
        do { return try String(contentsOf: output, encoding: .utf8) } catch {
            throw ToolkitError("uic wrote no header at \(output.path): \(error)")
        }
    }

    /// `program`'s exit status and its standard output, or its standard error when it failed.
    private static func run(_ program: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { throw ToolkitError("cannot run \(program.path): \(error)") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let status = process.terminationStatus
        return (status, String(decoding: status == 0 ? data : errorData, as: UTF8.self))
    }
}
