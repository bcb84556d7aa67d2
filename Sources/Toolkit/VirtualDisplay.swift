import Foundation

/// An X display of the run's own: an `Xvfb` server started for toolkits that need a display (GTK) when
/// `$DISPLAY` is unset, on a free display number, and stopped on every way out of the run.
///
/// `Xvfb -displayfd 1` picks the first free display number itself and writes it to its standard output
/// once it accepts clients, so there is neither a guessed number nor a race with another server.
public final class VirtualDisplay: @unchecked Sendable {
    /// The display's name for `$DISPLAY`, such as `:99`.
    public let name: String
    /// The server's process id (for tests that check it is gone).
    public let processIdentifier: Int32
    private let process: Process
    private let lock = NSLock()
    private var stopped = false

    /// The environment variable that names another server executable (a test's wrapper); `Xvfb` otherwise.
    public static let executableVariable = "NIB_OR_NOT_XVFB"

    /// Starts a server; throws one line naming the package when `Xvfb` is not installed or does not start.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        let executable = environment[VirtualDisplay.executableVariable] ?? "Xvfb"
        guard let path = VirtualDisplay.find(executable, in: environment["PATH"] ?? "/usr/bin:/bin") else {
            throw ToolkitError("GTK needs an X display: $DISPLAY is unset and \(executable) is not installed "
                               + "(Debian package xvfb; scripts/install-system-packages.sh installs it)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-displayfd", "1", "-nolisten", "tcp", "-screen", "0", "1280x1024x24"]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            throw ToolkitError("\(path) could not be started: \(error)")
        }
        self.process = process
        processIdentifier = process.processIdentifier
        // The number arrives on one line once the server listens; end of file first means it died.
        var text = Data()
        while !text.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text.append(chunk)
        }
        let number = String(decoding: text, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !number.isEmpty, number.allSatisfy(\.isNumber) else {
            process.waitUntilExit()
            let reason = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                .split(separator: "\n").last.map(String.init) ?? "exit status \(process.terminationStatus)"
            throw ToolkitError("\(path) did not start a display: \(reason)")
        }
        name = ":\(number)"
        // Its later chatter is not read; let it go nowhere rather than fill a pipe.
        Thread.detachNewThread { _ = errors.fileHandleForReading.readDataToEndOfFile() }
    }

    /// Stops the server and waits for it; safe to call more than once and from any thread (an interrupt's).
    public func stop() {
        guard lock.withLock({ () -> Bool in defer { stopped = true }; return !stopped }) else { return }
        kill(processIdentifier, SIGTERM)
        for _ in 0..<200 where process.isRunning { usleep(10_000) }
        if process.isRunning { kill(processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    deinit { stop() }

    /// `name` if it contains a slash, else the first executable of that name on `path`.
    static func find(_ name: String, in path: String) -> String? {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
