import Foundation
import GtkRows
import TestFixtures
import Testing
import Toolkit

/// A display for the GTK tests: `$DISPLAY` if set, otherwise an Xvfb of our own on a free number
/// (`VirtualDisplay`), stopped when the test process exits. Without Xvfb the tests are skipped with the reason,
/// except under `CI=true`, where they fail saying what to install.
enum TestDisplay {
    static let xvfbPath = "/usr/bin/Xvfb"

    /// Whether the GTK tests should run: there is a display, or one can be started, or CI requires them.
    static var canRun: Bool {
        ProcessInfo.processInfo.environment["DISPLAY"].map { !$0.isEmpty } == true
            || FileManager.default.isExecutableFile(atPath: xvfbPath) || isCI
    }

    /// CI must run every test: there a missing Xvfb is a failure, not a skip.
    static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    static let skipReason: Comment = "no DISPLAY and no Xvfb: install the package xvfb to run the GTK tests"

    /// Starts Xvfb at most once per process when `$DISPLAY` is unset (the product's `VirtualDisplay`, as a run
    /// starts it); throws a one-line error if it cannot.
    static func ensure() throws {
        try started.get()
    }

    private static let started: Result<Void, Error> = Result {
        if let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty { return }
        guard FileManager.default.isExecutableFile(atPath: xvfbPath) else {
            throw DisplayError("the GTK tests need a display: set DISPLAY or install the package xvfb (\(xvfbPath) is missing)")
        }
        let display = try VirtualDisplay()
        setenv("DISPLAY", display.name, 1)
        ownXvfb = display.processIdentifier
        atexit { if TestDisplay.ownXvfb > 0 { kill(TestDisplay.ownXvfb, SIGTERM) } }
        keep = display
    }

    /// Our display, kept for the whole process; its process id, for the exit handler (a plain number: Foundation
    /// may be torn down by then).
    nonisolated(unsafe) private static var keep: VirtualDisplay?
    nonisolated(unsafe) private static var ownXvfb: pid_t = 0
}

struct DisplayError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The one toolkit of the test process, started on the toolkit thread (`ToolkitActor`, GTK's thread for the whole process).
@ToolkitActor
enum TestGtk {
    static let templatesDirectory = PackagePaths.inPackage("templates")

    static func toolkit() throws -> GtkToolkit {
        try TestDisplay.ensure()
        let toolkit = GtkToolkit(templatesDirectory: templatesDirectory)
        try toolkit.start()
        return toolkit
    }
}
