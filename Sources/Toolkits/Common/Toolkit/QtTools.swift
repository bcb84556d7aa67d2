import Foundation

/// Qt's own tools and pkg-config, run in the command's process while a user's cell is prepared (Qt Widgets' uic,
/// Qt Quick's qmlcachegen, qmltc and moc), found where the build plugin finds them (`Plugins/GenerateRows`): in
/// Qt6Core's `libexecdir` or `bindir` as pkg-config names them, else in Debian's folders.
public enum QtTools {
    /// Where a tool lives: `libexecdir` (uic, moc, qmlcachegen) or `bindir` (qmltc).
    public enum Folder: String, Sendable {
        case libexecdir, bindir

        var debianFallback: String { self == .libexecdir ? "/usr/lib/qt6/libexec" : "/usr/lib/qt6/bin" }
    }

    /// The tool `name`; `package` is the Debian package that installs it, named in the error when it is missing.
    public static func tool(_ name: String, in folder: Folder, package: String) throws -> URL {
        var directory = folder.debianFallback
        if let found = try? run(
            URL(fileURLWithPath: "/usr/bin/env"), ["pkg-config", "--variable=\(folder)", "Qt6Core"]),
            found.status == 0
        {
            let text = found.output.trimmingCharacters(in: .whitespacesAndNewlines)
            if !text.isEmpty { directory = text }
        }
        let tool = URL(fileURLWithPath: directory).appendingPathComponent(name)
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            throw ToolkitError("Qt's \(name) is not at \(tool.path): install \(package) to build a user's cell")
        }
        return tool
    }

    /// The compiler flags of the pkg-config `modules` (`Qt6Widgets`); `package` is named when pkg-config knows none.
    public static func flags(of modules: [String], package: String) throws -> [String] {
        let result = try run(URL(fileURLWithPath: "/usr/bin/env"), ["pkg-config", "--cflags", "--libs"] + modules)
        guard result.status == 0 else {
            throw ToolkitError(
                "pkg-config knows no \(modules.joined(separator: ", ")): install \(package) to compile a user's cell")
        }
        return result.output.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// Runs `tool` with `arguments` in `folder` (the process's own when nil); throws one line naming `what` and the
    /// tool's first line of errors when it fails.
    public static func runTool(_ tool: URL, _ arguments: [String], in folder: URL? = nil, doing what: String) throws {
        let result = try run(tool, arguments, in: folder, withErrors: true)
        guard result.status == 0 else {
            let lines = result.output.split(separator: "\n").map(String.init)
            let line = lines.first { $0.localizedCaseInsensitiveContains("error") } ?? lines.first ?? "no message"
            throw ToolkitError("\(tool.lastPathComponent) could not \(what): \(line)")
        }
    }

    /// `program`'s exit status and what it wrote: its standard output, and its errors too with `withErrors`.
    ///
    /// Both go to a temporary file, read once the program has exited, not to a pipe read to its end: a process that
    /// another thread starts meanwhile inherits a pipe's open end (WebKit's helpers do, in the tests, which run
    /// toolkits side by side), and the end of the pipe then never comes while it lives.
    public static func run(
        _ program: URL, _ arguments: [String], in folder: URL? = nil, withErrors: Bool = false
    ) throws -> (status: Int32, output: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("nib-or-not-\(UUID().uuidString).out")
        guard FileManager.default.createFile(atPath: file.path, contents: nil),
            let output = FileHandle(forWritingAtPath: file.path)
        else { throw ToolkitError("cannot write \(file.path) for the output of \(program.lastPathComponent)") }
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = output
        process.standardError = withErrors ? output : FileHandle.nullDevice
        do { try process.run() } catch { throw ToolkitError("cannot run \(program.path): \(error)") }
        process.waitUntilExit()
        try? output.close()
        let data = (try? Data(contentsOf: file)) ?? Data()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
