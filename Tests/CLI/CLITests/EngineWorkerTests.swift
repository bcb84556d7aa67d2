import Foundation
import Testing

/// A web engine's worker processes end with it on every way out (docs/web.md, "Processes"): a run that ends, a
/// run interrupted (Ctrl-C), a worker killed outright. Each engine's processes carry the name of their worker's
/// pid: a Chromium browser its profile folder (`nib-or-not-chromium-PID-...`) on every process's command line, a
/// WebKit web view the variable `NIB_OR_NOT_WEBKIT_ENGINE=nib-or-not-webkit-PID-N` in every process's environment;
/// the process listing finds them by it.
@Suite(
    .serialized,
    .enabled(
        if: EngineRun.chromium.canRun,
        "Chromium: no browser at /usr/lib/chromium/; scripts/install-system-packages.sh installs it"))
struct ChromiumWorkerTests {
    @Test func aRunLeavesNoBrowserProcess() throws {
        try EngineRun.chromium.aRunLeavesNoEngineProcess()
    }

    /// Killed outright (SIGKILL: no handler runs), the worker's browser reads the end of its command pipe and
    /// shuts down with its children; an interrupt (SIGINT to the whole run) ends them through the worker's handler.
    @Test(arguments: [SIGKILL, SIGINT])
    func aKilledWorkerLeavesNoBrowserProcess(signal: Int32) throws {
        try EngineRun.chromium.aKilledWorkerLeavesNoEngineProcess(signal: signal)
    }
}

@Suite(
    .serialized,
    .enabled(
        if: EngineRun.webkit.canRun,
        "WebKit: no libwebkitgtk-6.0 or no Xvfb; scripts/install-system-packages.sh installs them"))
struct WebKitWorkerTests {
    @Test func aRunLeavesNoWebKitProcess() throws {
        try EngineRun.webkit.aRunLeavesNoEngineProcess()
    }

    /// Killed outright (SIGKILL: no handler runs), the worker's web and network processes lose their connection to
    /// it and exit; an interrupt (SIGINT) ends them through the worker's handler (`EngineProcesses`).
    @Test(arguments: [SIGKILL, SIGINT])
    func aKilledWorkerLeavesNoWebKitProcess(signal: Int32) throws {
        try EngineRun.webkit.aKilledWorkerLeavesNoEngineProcess(signal: signal)
    }
}

/// A run of one web engine's variants, and its processes found by the marker their worker gives them.
struct EngineRun {
    let toolkit: String
    let variants: String
    /// Where a process carries its marker: `cmdline` or `environ` (under /proc/PID/).
    let file: String
    /// The marker's prefix, followed by the worker's pid and a number: `nib-or-not-chromium-`.
    let marker: String
    let canRun: Bool

    static let chromium = EngineRun(
        toolkit: "chromium", variants: "chromium-code/fit,chromium-template/fit", file: "cmdline",
        marker: "nib-or-not-chromium-",
        canRun: ["/usr/lib/chromium/chromium-headless-shell", "/usr/lib/chromium/chromium"].contains {
            FileManager.default.isExecutableFile(atPath: $0)
        }
            || ProcessInfo.processInfo.environment["CI"] == "true")
    static let webkit = EngineRun(
        toolkit: "webkit", variants: "webkit-code/fit,webkit-template/fit", file: "environ",
        marker: "nib-or-not-webkit-",
        canRun: (FileManager.default.fileExists(atPath: "/usr/lib/x86_64-linux-gnu/libwebkitgtk-6.0.so.4")
            && FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb"))
            || ProcessInfo.processInfo.environment["CI"] == "true")

    func arguments(output: URL, rounds: Int) -> [String] {
        [
            "run", "--allow-debug", "--toolkits", toolkit, "--variants", variants, "--no-self-check",
            "--cold-processes", "0", "--toolkit-processes", "1", "--toolkit-rounds", "\(rounds)", "--warmup", "1",
            "--output", output.path,
        ]
    }

    func aRunLeavesNoEngineProcess() throws {
        let before = processes()
        let output = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try CommandRunner.run(arguments(output: output, rounds: 2))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(waitForNoNewProcess(than: before).isEmpty, "\(toolkit) processes outlived the run")
    }

    func aKilledWorkerLeavesNoEngineProcess(signal: Int32) throws {
        let before = processes()
        let output = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let (run, _, _) = try CommandRunner.start(arguments(output: output, rounds: 100_000))
        // SIGINT, which the run passes on to its workers: a run killed outright would leave its workers running.
        defer { if run.isRunning { kill(run.processIdentifier, SIGINT) } }
        // Wait for an engine process of this run, then kill the worker whose pid its marker names.
        let deadline = Date().addingTimeInterval(120)
        var worker: pid_t?
        while worker == nil && Date() < deadline {
            // Only a worker of this run: other tests' runs may start while this one waits.
            worker = processes().subtracting(before).compactMap(workerOf).first {
                parent(of: $0) == run.processIdentifier
            }
            usleep(100_000)
        }
        let pid = try #require(worker, "no \(toolkit) process started within 120 s")
        usleep(500_000)
        if signal == SIGINT {
            kill(run.processIdentifier, SIGINT)
            kill(pid, SIGINT)
        } else {
            kill(pid, SIGKILL)
        }
        #expect(waitForNoNewProcess(than: before, seconds: 20).isEmpty, "\(toolkit) processes outlived their worker")
        let ended = Date().addingTimeInterval(30)
        while run.isRunning && Date() < ended { usleep(100_000) }
        #expect(!run.isRunning)
        #expect(run.isRunning || run.terminationStatus != 0)
    }

    /// The running processes (zombies have ended) that carry a worker's marker, as "pid marker".
    func processes() -> Set<String> {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return Set(
            entries.compactMap { entry -> String? in
                guard pid_t(entry) != nil, isRunning(entry),
                    let data = FileManager.default.contents(atPath: "/proc/\(entry)/\(file)")
                else { return nil }
                let line = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
                // The test process's own engines (other suites') are not a run's.
                guard let range = line.range(of: marker + "[0-9]+-[0-9]+", options: .regularExpression),
                    !line[range].hasPrefix("\(marker)\(getpid())-")
                else { return nil }
                return "\(entry) \(line[range])"
            })
    }

    /// A process's parent (`/proc/PID/stat`'s fourth field), nil when it has ended.
    private func parent(of pid: pid_t) -> pid_t? {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        return fields.count > 2 ? pid_t(fields[1]) : nil
    }

    private func isRunning(_ pid: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return false }
        let text = String(decoding: data, as: UTF8.self)
        guard let close = text.lastIndex(of: ")") else { return false }
        let state = text[text.index(after: close)...].split(separator: " ").first
        return state != "Z" && state != "X"
    }

    /// The worker pid a process's marker names.
    func workerOf(_ process: String) -> pid_t? {
        process.split(separator: " ").last.flatMap { $0.dropFirst(marker.count).split(separator: "-").first }.flatMap {
            pid_t($0)
        }
    }

    /// Waits up to `seconds` until no marked process but those of `before` runs; returns those left.
    func waitForNoNewProcess(than before: Set<String>, seconds: Double = 10) -> Set<String> {
        let deadline = Date().addingTimeInterval(seconds)
        var left = processes().subtracting(before)
        while !left.isEmpty && Date() < deadline {
            usleep(100_000)
            left = processes().subtracting(before)
        }
        return left
    }
}
