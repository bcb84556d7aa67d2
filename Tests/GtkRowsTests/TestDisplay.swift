import Foundation
import GtkRows
import TestFixtures
import Testing

/// A display for the GTK tests: `$DISPLAY` if set, otherwise an Xvfb of our own on a free number
/// (`-displayfd`), stopped when the test process exits. Without Xvfb the tests are skipped with the reason,
/// except under `CI=true`, where they fail saying what to install.
enum TestDisplay {
    static let xvfbPath = "/usr/bin/Xvfb"

    /// Whether the GTK tests should run: there is a display, or one can be started, or CI requires them.
    static var canRun: Bool {
        ProcessInfo.processInfo.environment["DISPLAY"].map { !$0.isEmpty } == true
            || FileManager.default.isExecutableFile(atPath: xvfbPath) || SharedFolder.isRequired
    }

    static let skipReason: Comment = "no DISPLAY and no Xvfb: install the package xvfb to run the GTK tests"

    /// Starts Xvfb at most once per process when `$DISPLAY` is unset; throws a one-line error if it cannot.
    static func ensure() throws {
        try started.get()
    }

    private static let started: Result<Void, Error> = Result {
        if let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty { return }
        guard FileManager.default.isExecutableFile(atPath: xvfbPath) else {
            throw DisplayError("the GTK tests need a display: set DISPLAY or install the package xvfb (\(xvfbPath) is missing)")
        }
        let xvfb = Process()
        xvfb.executableURL = URL(fileURLWithPath: xvfbPath)
        xvfb.arguments = ["-displayfd", "1", "-nolisten", "tcp", "-screen", "0", "640x480x24"]
        let number = Pipe()
        xvfb.standardOutput = number
        xvfb.standardError = FileHandle.nullDevice
        try xvfb.run()
        // Xvfb writes its display number and a newline once it accepts clients.
        var text = ""
        while !text.hasSuffix("\n") {
            let byte = number.fileHandleForReading.readData(ofLength: 1)
            if byte.isEmpty { break }
            text += String(decoding: byte, as: UTF8.self)
        }
        let digits = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !digits.isEmpty, Int(digits) != nil else {
            xvfb.terminate()
            throw DisplayError("Xvfb did not report a display number (it exited with \(xvfb.isRunning ? "nothing" : "\(xvfb.terminationStatus)"))")
        }
        setenv("DISPLAY", ":\(digits)", 1)
        ownXvfb = xvfb
        atexit { TestDisplay.ownXvfb?.terminate() }
    }

    nonisolated(unsafe) private static var ownXvfb: Process?
}

struct DisplayError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The one toolkit of the test process, started on the main thread (GTK's thread for the whole process).
@MainActor
enum TestGtk {
    static let templatesDirectory = PackagePaths.inPackage("templates")

    static func toolkit() throws -> GtkToolkit {
        try TestDisplay.ensure()
        let toolkit = GtkToolkit(templatesDirectory: templatesDirectory)
        try toolkit.start()
        return toolkit
    }
}
