import Foundation
import GtkRows
import TestFixtures
import Testing

/// A display for the GTK tests: `$DISPLAY` if set, otherwise an Xvfb of our own on a free number
/// (`-displayfd`), stopped when the test process exits (SIGTERM at exit; `-terminate` also makes it quit by
/// itself once its last client, this process, has gone). Without Xvfb the tests are skipped with the reason,
/// except under `CI=true`, where they fail saying what to install. The lead will swap this for the product's
/// own display server.
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

    /// Starts Xvfb at most once per process when `$DISPLAY` is unset; throws a one-line error if it cannot.
    static func ensure() throws {
        try started.get()
    }

    private static let started: Result<Void, Error> = Result {
        if let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty { return }
        guard FileManager.default.isExecutableFile(atPath: xvfbPath) else {
            throw DisplayError("the GTK tests need a display: set DISPLAY or install the package xvfb (\(xvfbPath) is missing)")
        }
        let (pid, digits) = try spawnXvfb()
        guard let digits else {
            kill(pid, SIGKILL)
            throw DisplayError("Xvfb did not report a display number; run \(xvfbPath) -displayfd 1 by hand to see why")
        }
        setenv("DISPLAY", ":\(digits)", 1)
        ownXvfb = pid
        atexit { if TestDisplay.ownXvfb > 0 { kill(TestDisplay.ownXvfb, SIGTERM) } }
    }

    /// Starts Xvfb with `posix_spawn` and an empty signal mask: the test runner's threads block SIGTERM, and a
    /// child started by Foundation's Process inherits that mask and could not be stopped. Returns its process id
    /// and the display number it wrote to our pipe (nil if it wrote none).
    private static func spawnXvfb() throws -> (pid_t, String?) {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw DisplayError("cannot make a pipe for Xvfb's display number") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Xvfb gets /dev/null for 0, 1 and 2, our pipe as 3, and nothing else: an inherited descriptor (another
        // test's pipe, the runner's stdout) would stay open as long as Xvfb lives and hang its reader.
        posix_spawn_file_actions_adddup2(&actions, fds[1], 3)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        try closeFrom(4, in: &actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        let arguments = [xvfbPath, "-displayfd", "3", "-nolisten", "tcp", "-terminate", "-screen", "0", "640x480x24"]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, xvfbPath, &actions, &attributes, &argv, environ)
        close(fds[1])
        defer { close(fds[0]) }
        guard status == 0 else { throw DisplayError("cannot start \(xvfbPath): \(String(cString: strerror(status)))") }
        // Xvfb writes its display number and a newline once it accepts clients; EOF means it died.
        var text = ""
        var byte: UInt8 = 0
        while read(fds[0], &byte, 1) == 1, byte != UInt8(ascii: "\n") { text.append(Character(UnicodeScalar(byte))) }
        return (pid, Int(text) == nil ? nil : text)
    }

    /// Adds "close every descriptor from `lowest` on" to `actions`: glibc's posix_spawn_file_actions_addclosefrom_np
    /// (2.34 and later), looked up at run time because Swift's Glibc module does not declare it.
    private static func closeFrom(_ lowest: Int32, in actions: inout posix_spawn_file_actions_t) throws {
        typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else {
            throw DisplayError("this glibc has no posix_spawn_file_actions_addclosefrom_np (2.34+); set DISPLAY to run the GTK tests")
        }
        _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, lowest)
    }

    /// Our Xvfb's process id, for the exit handler (a plain number: Foundation may be torn down by then).
    nonisolated(unsafe) private static var ownXvfb: pid_t = 0
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
