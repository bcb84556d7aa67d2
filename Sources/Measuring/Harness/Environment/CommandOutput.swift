import Foundation

/// What a command found on PATH prints on standard output and how it exits, for the probes of a run's machine
/// and build (`RunEnvironment`, `MachineProbe`); its standard error is dropped.
enum CommandOutput {
    /// The output and exit status, or nil when the command cannot start.
    static func of(_ command: [String]) -> (output: String, status: Int32)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: output, as: UTF8.self), process.terminationStatus)
    }
}
