import Foundation
import Testing

/// A Chromium worker's browser ends with it on every way out (docs/web.md, "Processes"): a run that ends, a run
/// interrupted (Ctrl-C), a worker killed outright; and a broken page ends the run in one line. Each browser keeps
/// its profile in a folder named after its worker's pid (`nib-or-not-chromium-PID-...`), which its every process
/// (zygotes, renderer, services) names on its command line: the process listing finds them by it.
@Suite(.serialized, .enabled(if: ChromiumRun.canRun, "Chromium: no browser at /usr/lib/chromium/; scripts/install-system-packages.sh installs it"))
struct ChromiumWorkerTests {
    @Test func aRunLeavesNoBrowserProcess() throws {
        let before = ChromiumRun.browserProcesses()
        let output = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try CommandRunner.run(ChromiumRun.arguments(output: output, rounds: 2))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(ChromiumRun.waitForNoNewBrowser(than: before).isEmpty, "browser processes outlived the run")
    }

    /// Killed outright (SIGKILL: no handler runs), the worker's browser reads the end of its command pipe and
    /// shuts down with its children; an interrupt (SIGINT to the whole run) ends them through the worker's handler.
    @Test(arguments: [SIGKILL, SIGINT])
    func aKilledWorkerLeavesNoBrowserProcess(signal: Int32) throws {
        let before = ChromiumRun.browserProcesses()
        let output = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let (run, _, _) = try CommandRunner.start(ChromiumRun.arguments(output: output, rounds: 100_000))
        // SIGINT, which the run passes on to its workers: a run killed outright would leave its workers running.
        defer { if run.isRunning { kill(run.processIdentifier, SIGINT) } }
        // Wait for a browser of this run, then kill the worker whose pid its folder names.
        let deadline = Date().addingTimeInterval(120)
        var worker: pid_t?
        while worker == nil && Date() < deadline {
            worker = ChromiumRun.browserProcesses().subtracting(before).compactMap(ChromiumRun.workerOf).first
            usleep(100_000)
        }
        let pid = try #require(worker, "no browser started within 120 s")
        usleep(500_000)
        if signal == SIGINT {
            kill(run.processIdentifier, SIGINT)
            kill(pid, SIGINT)
        } else {
            kill(pid, SIGKILL)
        }
        #expect(ChromiumRun.waitForNoNewBrowser(than: before, seconds: 20).isEmpty, "browser processes outlived their worker")
        let ended = Date().addingTimeInterval(30)
        while run.isRunning && Date() < ended { usleep(100_000) }
        #expect(!run.isRunning)
        #expect(run.isRunning || run.terminationStatus != 0)
    }
}

enum ChromiumRun {
    static var canRun: Bool {
        ["/usr/lib/chromium/chromium-headless-shell", "/usr/lib/chromium/chromium"].contains { FileManager.default.isExecutableFile(atPath: $0) }
            || ProcessInfo.processInfo.environment["CI"] == "true"
    }

    static func arguments(output: URL, rounds: Int) -> [String] {
        ["run", "--allow-debug", "--toolkits", "chromium", "--variants", "chromium-code/fit,chromium-template/fit", "--no-self-check",
         "--cold-processes", "0", "--toolkit-processes", "1", "--toolkit-rounds", "\(rounds)", "--warmup", "1", "--output", output.path]
    }

    /// The running processes (zombies have ended) whose command line names a browser folder of a worker, as
    /// "pid folder-name".
    static func browserProcesses() -> Set<String> {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return Set(entries.compactMap { entry -> String? in
            guard pid_t(entry) != nil, let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { return nil }
            let line = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            // The test process's own browsers (other suites') are not a run's.
            guard let range = line.range(of: #"nib-or-not-chromium-[0-9]+-[0-9]+"#, options: .regularExpression),
                  !line[range].hasPrefix("nib-or-not-chromium-\(getpid())-") else { return nil }
            return "\(entry) \(line[range])"
        })
    }

    /// The worker pid a browser process's folder names.
    static func workerOf(_ process: String) -> pid_t? {
        process.split(separator: " ").last.flatMap { $0.split(separator: "-").dropFirst(4).first }.flatMap { pid_t($0) }
    }

    /// Waits up to `seconds` until no browser process but those of `before` runs; returns those left.
    static func waitForNoNewBrowser(than before: Set<String>, seconds: Double = 10) -> Set<String> {
        let deadline = Date().addingTimeInterval(seconds)
        var left = browserProcesses().subtracting(before)
        while !left.isEmpty && Date() < deadline {
            usleep(100_000)
            left = browserProcesses().subtracting(before)
        }
        return left
    }
}
