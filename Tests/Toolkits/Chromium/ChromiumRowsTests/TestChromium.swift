import ChromiumRows
import Foundation
import TestFixtures
import Testing
import Toolkit

/// What the suites that start browsers of their own share: where the page is, and which processes are left.
/// (The browser the row checks share is `WebEngine.chromium`'s, in WebRowsTests.)
enum TestChromium {
    static let templatesDirectory = PackagePaths.inPackage("templates")

    /// Runs when a browser is installed, and always under `CI=true`, where a missing one is a failure.
    static var needed: ConditionTrait { WebEngineTraits.chromium }

    /// The processes of process group `group` that still run (a zombie has ended: only its parent's wait is left).
    static func runningProcesses(inGroup group: pid_t) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> pid_t? in
            guard let pid = pid_t(entry), let data = FileManager.default.contents(atPath: "/proc/\(entry)/stat") else {
                return nil
            }
            // "pid (comm) state ppid pgrp ...": the name may hold spaces, so read after its last ')'.
            let text = String(decoding: data, as: UTF8.self)
            guard let close = text.lastIndex(of: ")") else { return nil }
            let fields = text[text.index(after: close)...].split(separator: " ")
            guard fields.count > 2, fields[0] != "Z", fields[0] != "X", pid_t(fields[2]) == group else { return nil }
            return pid
        }
    }

    /// Waits up to `seconds` for every process of `group` to end; returns those left.
    static func waitUntilGroupEnds(_ group: pid_t, seconds: Double = 10) -> [pid_t] {
        let deadline = Date().addingTimeInterval(seconds)
        var left = runningProcesses(inGroup: group)
        while !left.isEmpty && Date() < deadline {
            usleep(50_000)
            left = runningProcesses(inGroup: group)
        }
        return left
    }

    /// Whether any process still runs whose command line names `text` (a browser's folder).
    static func processesNaming(_ text: String) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> pid_t? in
            guard let pid = pid_t(entry), pid != getpid(),
                let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
            else { return nil }
            let line = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            return line.contains(text) ? pid : nil
        }
    }

    /// Waits up to `seconds` for every process naming `text` to be gone; returns those left.
    static func waitUntilGone(_ text: String, seconds: Double = 10) -> [pid_t] {
        let deadline = Date().addingTimeInterval(seconds)
        var left = processesNaming(text)
        while !left.isEmpty && Date() < deadline {
            usleep(50_000)
            left = processesNaming(text)
        }
        return left
    }
}
