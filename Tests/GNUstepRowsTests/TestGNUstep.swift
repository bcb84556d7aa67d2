import Foundation
import GNUstepRows
import TestFixtures
import Testing
import Toolkit

/// A display for the GNUstep tests: `$DISPLAY` if set, otherwise an Xvfb of our own (`VirtualDisplay`), stopped
/// when the test process exits. Without Xvfb or GNUstep's back end the tests are skipped with the reason, except
/// under `CI=true`, where they fail saying what to install.
enum TestDisplay {
    static let xvfbPath = "/usr/bin/Xvfb"
    /// GNUstep's drawing back end (Debian gnustep-back0.29-cairo), without which NSApplication cannot start.
    static let backEnd = "/usr/lib/GNUstep/Bundles/libgnustep-back-029.bundle"

    static var canRun: Bool {
        let display = ProcessInfo.processInfo.environment["DISPLAY"].map { !$0.isEmpty } == true
            || FileManager.default.isExecutableFile(atPath: xvfbPath)
        return (display && FileManager.default.fileExists(atPath: backEnd)) || isCI
    }

    static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    static let skipReason: Comment = "no DISPLAY and no Xvfb, or no GNUstep back end: scripts/install-system-packages.sh installs them"

    static func ensure() throws { try started.get() }

    private static let started: Result<Void, Error> = Result {
        if let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty { return }
        let display = try VirtualDisplay(neededBy: ["GNUstep AppKit"])
        setenv("DISPLAY", display.name, 1)
        ownXvfb = display.processIdentifier
        atexit { if TestDisplay.ownXvfb > 0 { kill(TestDisplay.ownXvfb, SIGTERM) } }
        keep = display
    }

    nonisolated(unsafe) private static var keep: VirtualDisplay?
    nonisolated(unsafe) private static var ownXvfb: pid_t = 0
}

/// The one GNUstep of the test process, started on the toolkit thread (`ToolkitActor`, AppKit's thread for the whole process).
@ToolkitActor
enum TestGNUstep {
    static let templatesDirectory = PackagePaths.inPackage("templates")

    static func toolkit() throws -> GNUstepToolkit {
        try TestDisplay.ensure()
        let toolkit = GNUstepToolkit(templatesDirectory: templatesDirectory)
        try toolkit.start()
        return toolkit
    }

    /// A row as the harness gets it, as its own type.
    static func row(_ toolkit: GNUstepToolkit, _ construction: String, fit: Bool, laidOut: Bool = false) throws -> NativeGNUstepRow {
        try #require(toolkit.makeFactory(construction: construction, fit: fit, laidOut: laidOut).makeTimedRow() as? NativeGNUstepRow)
    }
}

/// Carries a non-Sendable value to another thread on purpose (to prove that the toolkit refuses it there).
struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
