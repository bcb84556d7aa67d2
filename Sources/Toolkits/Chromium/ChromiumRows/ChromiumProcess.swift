import Foundation
import Toolkit
import WebRows

/// One headless Chromium of a worker, started with `--remote-debugging-pipe` (docs/web.md, "Chromium"): its fd 3
/// reads the DevTools commands this process writes, its fd 4 writes the answers back.
///
/// Every process the browser starts (zygotes, renderer, network and GPU services) is in the process group the
/// browser leads, so that one `kill(-group)` ends them all. The browser is stopped on every way out of a worker:
/// `stop()` (deinit, `exit` through `atexit`), SIGINT, SIGTERM and SIGHUP through a handler that kills the group and
/// dies of the signal again; and when the worker is killed outright, the browser reads the end of its command pipe
/// and shuts down with its children (checked by `ChromiumWorkerTests`; the handlers are `EngineProcesses`).
final class ChromiumProcess {
    let processIdentifier: pid_t
    /// Where the browser keeps its profile, and where the page is written; removed on stop.
    let folder: URL
    /// This process's ends of the two pipes: commands out, answers in.
    let commands: Int32
    let answers: Int32
    private var stopped = false

    /// The environment variable that names another browser executable; the Debian packages' otherwise.
    static let executableVariable = "NIB_OR_NOT_CHROMIUM"
    /// Debian's headless shell (package chromium-headless-shell), then the full browser (package chromium).
    static let executables = ["/usr/lib/chromium/chromium-headless-shell", "/usr/lib/chromium/chromium"]

    /// The browser's executable, or nil when neither package is installed.
    static func executable(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let path = environment[executableVariable] {
            return FileManager.default.isExecutableFile(atPath: path) ? path : nil
        }
        return executables.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Starts the browser on about:blank. Throws one line when it is not installed or cannot be started.
    init() throws {
        guard let path = Self.executable() else {
            throw ToolkitError(
                "chromium: no browser at \(Self.executables.joined(separator: " or ")) (Debian packages "
                    + "chromium-headless-shell or chromium; scripts/install-system-packages.sh installs them)")
        }
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("nib-or-not-chromium-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var toBrowser: [Int32] = [-1, -1], fromBrowser: [Int32] = [-1, -1]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else {
            throw ToolkitError("chromium: no pipe (\(String(cString: strerror(errno))))")
        }
        // This process's ends must not reach another child (a second browser would keep the first one's pipe open).
        for descriptor in toBrowser + fromBrowser { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toBrowser[0], 3)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser[1], 4)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        // The browser's own messages go to a log in its folder, which an error quotes the end of.
        posix_spawn_file_actions_addopen(
            &actions, 2, folder.appendingPathComponent("browser.log").path,
            O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        // Nothing else of this process reaches the browser: an inherited descriptor (the worker's pipe to the
        // run) would stay open as long as the browser lives.
        Self.closeFrom(5, in: &actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), defaults = sigset_t()
        sigemptyset(&none)
        sigemptyset(&defaults)
        for number in [SIGTERM, SIGINT, SIGHUP, SIGPIPE] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        // A process group of its own, led by the browser: its children are killed with it.
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
        let arguments = [path] + Self.flags(profile: folder.appendingPathComponent("profile").path) + ["about:blank"]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, path, &actions, &attributes, &argv, &envp)
        close(toBrowser[0])
        close(fromBrowser[1])
        guard status == 0 else {
            close(toBrowser[1])
            close(fromBrowser[0])
            try? FileManager.default.removeItem(at: folder)
            throw ToolkitError("chromium: cannot start \(path): \(String(cString: strerror(status)))")
        }
        processIdentifier = pid
        commands = toBrowser[1]
        answers = fromBrowser[0]
        EngineProcesses.add(-pid)  // the browser's whole group
    }

    /// The browser's flags (docs/web.md): headless, no GPU, the DevTools pipe, a profile of its own, no network.
    /// `--no-sandbox` because the workers run as root, which Chromium's sandbox refuses ("Running as root without
    /// --no-sandbox is not supported"); the page is the project's own files, never a page from the network.
    /// `--expose-gc` gives the page `gc()`, which the rounds call after the clock stops.
    static func flags(profile: String) -> [String] {
        [
            "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe", "--user-data-dir=\(profile)",
            "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--disable-background-networking",
            "--disable-component-update", "--disable-sync", "--disable-default-apps", "--mute-audio",
            "--host-resolver-rules=MAP * ~NOTFOUND", "--js-flags=--expose-gc", "--window-size=1280,800",
        ]
    }

    /// Adds "close every descriptor from `lowest` on" to `actions` where glibc has it (2.34 and later; looked up at
    /// run time because Swift's Glibc module does not declare it).
    private static func closeFrom(_ lowest: Int32, in actions: inout posix_spawn_file_actions_t) {
        typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
        else { return }
        _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, lowest)
    }

    /// The last lines of the browser's log, for an error message.
    func logTail(lines: Int = 3) -> String {
        let text = (try? String(contentsOf: folder.appendingPathComponent("browser.log"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").suffix(lines).joined(separator: " | ")
    }

    /// Ends the browser and every process of its group, and removes its folder. Closing the command pipe asks
    /// the browser to shut down; whatever of the group is left after 2 s is killed. Safe to call twice.
    func stop() {
        guard !stopped else { return }
        stopped = true
        close(commands)
        var status: Int32 = 0
        var exited = false
        for _ in 0..<400 {
            if waitpid(processIdentifier, &status, WNOHANG) != 0 { exited = true; break }
            usleep(5_000)
        }
        kill(-processIdentifier, SIGKILL)
        if !exited { waitpid(processIdentifier, &status, 0) }
        close(answers)
        EngineProcesses.remove(-processIdentifier)
        try? FileManager.default.removeItem(at: folder)
    }

    deinit { stop() }
}
