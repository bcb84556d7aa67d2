import Foundation
import Testing

/// A GNUstep worker ends in one line on every way out: an exception in a row (caught, the call's error), an
/// exception outside every handler (GNUstep would open a modal panel and wait forever under Xvfb), a call that
/// hangs (the watchdog); and nothing GNUstep starts outlives the run (docs/gnustep.md, "Robust workers").
/// The faults are injected with NIB_OR_NOT_GNUSTEP_FAULT, read by the worker's GNUstep start-up.
@Suite(
    .serialized,
    .enabled(if: GNUstepRun.canRun, "no GNUstep back end or no Xvfb: scripts/install-system-packages.sh installs them"))
struct GNUstepWorkerTests {
    @Test(arguments: [
        ("raise", "GNUstep raised NSInternalInconsistencyException: a fault injected for a test"),
        (
            "uncaught",
            """
            GNUstep raised NSInternalInconsistencyException: an uncaught fault injected for a test (uncaught; the \
            GNUstep worker stops)
            """
        ),
        (
            "hang",
            """
            GNUstep: building a GNUstep row did not finish within 2 s (NIB_OR_NOT_GNUSTEP_TIME_LIMIT); the worker \
            stops
            """
        ),
    ])
    func aFailingWorkerEndsTheRunInOneLine(fault: String, line: String) throws {
        let before = GNUstepRun.daemons()
        let output = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        var environment = ProcessInfo.processInfo.environment
        environment["NIB_OR_NOT_GNUSTEP_FAULT"] = fault
        environment["NIB_OR_NOT_GNUSTEP_TIME_LIMIT"] = "2"
        let started = Date()
        let result = try CommandRunner.run(GNUstepRun.arguments + ["--output", output.path], environment: environment)
        #expect(result.status == 1)
        let errors = result.stderr.split(separator: "\n").filter { $0.hasPrefix("Error:") }
        #expect(errors.count == 1 && errors[0].hasSuffix(line), "\(result.stderr)")
        #expect(Date().timeIntervalSince(started) < 60)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: output.path).isEmpty, "a failed run leaves no folder")
        #expect(GNUstepRun.daemons().subtracting(before).isEmpty)
    }

    /// A run of every GNUstep construction leaves no GNUstep daemon and no archive file behind.
    @Test func aRunLeavesNothingRunning() throws {
        let before = GNUstepRun.daemons()
        let output = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try CommandRunner.run([
            "run", "--allow-debug", "--toolkits", "gnustep", "--no-self-check", "--cold-processes", "0",
            "--toolkit-processes", "1", "--toolkit-rounds", "2", "--warmup", "0",
            "--output", output.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("GNUstep AppKit, built:"), "\(result.stdout)")
        #expect(GNUstepRun.daemons().subtracting(before).isEmpty)
        let archives = try FileManager.default.contentsOfDirectory(atPath: "/tmp").filter {
            $0.hasPrefix("nib-or-not-gnustep-")
        }
        #expect(archives.isEmpty)
    }
}

enum GNUstepRun {
    static let arguments = [
        "run", "--allow-debug", "--toolkits", "gnustep", "--variants", "gnustep-nib/fit", "--no-self-check",
        "--cold-processes", "0", "--toolkit-processes", "1", "--toolkit-rounds", "2",
    ]

    static var canRun: Bool {
        let display =
            ProcessInfo.processInfo.environment["DISPLAY"].map { !$0.isEmpty } == true
            || FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb")
        return
            (display && FileManager.default.fileExists(atPath: "/usr/lib/GNUstep/Bundles/libgnustep-back-029.bundle"))
            || ProcessInfo.processInfo.environment["CI"] == "true"
    }

    /// The process ids of GNUstep's daemons now running (gdnc, gpbs, gdomap, make_services).
    static func daemons() -> Set<Int32> {
        let names: Set = ["gdnc", "gpbs", "gdomap", "make_services"]
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return Set(
            entries.compactMap { entry -> Int32? in
                guard let pid = Int32(entry),
                    let name = try? String(contentsOfFile: "/proc/\(entry)/comm", encoding: .utf8)
                else { return nil }
                return names.contains(name.trimmingCharacters(in: .whitespacesAndNewlines)) ? pid : nil
            })
    }
}
