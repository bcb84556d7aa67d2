import Foundation
import Testing
import Toolkit

/// A display for the tests of the toolkits that draw (GTK, GNUstep AppKit): `$DISPLAY` if set, otherwise an
/// Xvfb of the test process's own (`VirtualDisplay`, as a run starts it), stopped when the process exits.
/// Without Xvfb, or without a file a toolkit needs (GNUstep's back end), the suites are skipped with the
/// reason, except under `CI=true`, where they run and fail saying what to install.
public enum TestDisplay {
    static let xvfbPath = "/usr/bin/Xvfb"

    /// The trait of a suite that needs a display and, for it to run, every file of `files`.
    public static func needed(for toolkit: String, files: [String] = []) -> ConditionTrait {
        let display =
            ProcessInfo.processInfo.environment["DISPLAY"].map { !$0.isEmpty } == true
            || FileManager.default.isExecutableFile(atPath: xvfbPath)
        let canRun = (display && files.allSatisfy { FileManager.default.fileExists(atPath: $0) }) || isCI
        return .enabled(
            if: canRun,
            """
            \(toolkit): no DISPLAY and no Xvfb, or a file it needs is missing \
            (\(([xvfbPath] + files).joined(separator: ", "))); scripts/install-system-packages.sh installs them
            """
        )
    }

    /// CI must run every test: there a missing Xvfb is a failure, not a skip.
    static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// Starts Xvfb at most once per process when `$DISPLAY` is unset; throws a one-line error if it cannot.
    public static func ensure() throws { try started.get() }

    private static let started: Result<Void, Error> = Result {
        if let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty { return }
        let display = try VirtualDisplay(neededBy: ["the GTK and GNUstep tests"])
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
