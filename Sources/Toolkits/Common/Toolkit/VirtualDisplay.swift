import Foundation

/// An X display of the run's own: an `Xvfb` server started for toolkits that need a display (`Toolkit.needsDisplay`)
/// when
/// `$DISPLAY` is unset, on a free display number, and stopped on every way out of the run.
///
/// `Xvfb -displayfd 3` picks the first free display number itself and writes it to that descriptor once it
/// accepts clients, so there is neither a guessed number nor a race with another server. Spawned
/// with `posix_spawn`, whose attributes give the server an empty signal mask: started from a thread that
/// blocks SIGTERM, it ignored `stop()` for the full 2 s before being killed.
public final class VirtualDisplay: @unchecked Sendable {
    /// The display's name for `$DISPLAY`, such as `:99`.
    public let name: String
    /// The server's process id (for tests that check it is gone).
    public let processIdentifier: pid_t
    private let lock = NSLock()
    private var stopped = false

    /// The environment variable that names another server executable (a test's wrapper); `Xvfb` otherwise.
    public static let executableVariable = "NIB_OR_NOT_XVFB"

    /// Starts a server; throws one line naming the package when `Xvfb` is not installed or does not start.
    /// `neededBy` names the toolkits that need it, for that line ("GTK 4 needs an X display").
    public init(environment: [String: String] = ProcessInfo.processInfo.environment, neededBy: [String] = []) throws {
        let executable = environment[VirtualDisplay.executableVariable] ?? "Xvfb"
        guard let path = VirtualDisplay.find(executable, in: environment["PATH"] ?? "/usr/bin:/bin") else {
            let who = neededBy.isEmpty ? "A toolkit" : neededBy.joined(separator: " and ")
            throw ToolkitError(
                "\(who) need\(neededBy.count > 1 ? "" : "s") an X display: $DISPLAY is unset and \(executable) is not "
                    + "installed "
                    + "(Debian package xvfb; scripts/install-system-packages.sh installs it)")
        }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            throw ToolkitError("cannot start \(path): no pipe (\(String(cString: strerror(errno))))")
        }
        defer { close(ends[0]) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // The server gets /dev/null for 0, 1 and 2, the pipe as 3, and nothing else: an inherited descriptor (the
        // caller's standard output, a worker's pipe) would stay open as long as the server lives and keep the
        // reader at its other end waiting for an end that never comes.
        posix_spawn_file_actions_adddup2(&actions, ends[1], 3)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        guard VirtualDisplay.closeFrom(4, in: &actions) else {
            close(ends[1])
            throw ToolkitError(
                "this C library has no posix_spawn_file_actions_addclosefrom_np (glibc 2.34 or later): "
                    + "set DISPLAY to a running X server instead")
        }
        let arguments = [path, "-displayfd", "3", "-nolisten", "tcp", "-screen", "0", "1280x1024x24"]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        // A thread that blocks SIGTERM (a dispatch queue's, a test runner's) would pass the block on, and the
        // server would then ignore `stop()`: the child starts with no signal blocked and default actions.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), defaults = sigset_t()
        sigemptyset(&none)
        sigemptyset(&defaults)
        for number in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        // The server's environment is a copy of `environment`, not the process's `environ`: another thread's
        // `setenv` (a toolkit's start-up, a test's) may move that array while posix_spawn reads it, which failed
        // a start once with EFAULT ("Bad address").
        var envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, path, &actions, &attributes, &argv, &envp)
        close(ends[1])
        guard status == 0 else { throw ToolkitError("cannot start \(path): \(String(cString: strerror(status)))") }
        processIdentifier = pid
        // The number arrives on one line once the server listens; end of file first means it died.
        var text = [UInt8]()
        var byte: UInt8 = 0
        while text.last != UInt8(ascii: "\n") {
            let count = read(ends[0], &byte, 1)
            if count == 1 { text.append(byte) } else if count < 0 && errno == EINTR { continue } else { break }
        }
        let number = String(decoding: text, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !number.isEmpty, number.allSatisfy(\.isNumber) else {
            var exitStatus: Int32 = 0
            waitpid(pid, &exitStatus, 0)
            throw ToolkitError(
                "\(path) did not start a display (wait status \(exitStatus)); try it by hand: \(path) -displayfd 1")
        }
        name = ":\(number)"
    }

    /// Stops the server and reaps it; safe to call more than once and from any thread (an interrupt's).
    public func stop() {
        guard
            lock.withLock({ () -> Bool in
                defer { stopped = true }; return !stopped
            })
        else { return }
        kill(processIdentifier, SIGTERM)
        // Xvfb ends within milliseconds of SIGTERM; one that has not within 2 s is killed.
        var status: Int32 = 0
        for _ in 0..<400 {
            if waitpid(processIdentifier, &status, WNOHANG) != 0 { return }
            usleep(5_000)
        }
        kill(processIdentifier, SIGKILL)
        waitpid(processIdentifier, &status, 0)
    }

    deinit { stop() }

    /// Adds "close every descriptor from `lowest` on" to `actions`: glibc's posix_spawn_file_actions_addclosefrom_np
    /// (2.34 and later), looked up at run time because Swift's Glibc module does not declare it.
    private static func closeFrom(_ lowest: Int32, in actions: inout posix_spawn_file_actions_t) -> Bool {
        typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
        else {
            return false
        }
        return unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, lowest) == 0
    }

    /// `name` if it contains a slash, else the first executable of that name on `path`.
    static func find(_ name: String, in path: String) -> String? {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }
}
