import Foundation
import TestFixtures
import Testing
import Toolkit
import WebKitRows

/// What the suites that start web views of their own share, on the toolkit thread (`ToolkitActor`: WebKit's UI
/// process is GTK, which belongs to the thread that started it). (The web view the row checks share is
/// `WebEngine.webkit`'s, in WebRowsTests.)
@ToolkitActor
enum TestWebKit {
    static let templatesDirectory = PackagePaths.inPackage("templates")

    /// Runs with a display and WebKitGTK 6.0's library, and always under `CI=true`, where a missing one is a
    /// failure naming it.
    nonisolated static var needed: ConditionTrait { WebEngineTraits.webKit }

    /// A started web view of its own (tests that break a page or stop it).
    static func start(_ templates: URL = templatesDirectory, timeout: Double = 60) throws -> WebKitToolkit {
        try TestDisplay.ensure()
        let toolkit = WebKitToolkit(templatesDirectory: templates, timeout: timeout)
        try toolkit.start()
        return toolkit
    }

    /// Whether process `pid` still runs (a zombie has ended: only its parent's wait is left).
    static func isRunning(_ pid: pid_t) -> Bool {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return false }
        let text = String(decoding: data, as: UTF8.self)
        guard let close = text.lastIndex(of: ")") else { return false }
        let state = text[text.index(after: close)...].split(separator: " ").first
        return state != "Z" && state != "X"
    }

    /// The process's name (`/proc/PID/comm`: WebKitWebProces, WebKitNetworkP).
    static func name(of pid: pid_t) -> String {
        let data = FileManager.default.contents(atPath: "/proc/\(pid)/comm") ?? Data()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits up to `seconds` for every process of `pids` to end; returns those left.
    static func waitUntilEnded(_ pids: [pid_t], seconds: Double = 10) -> [pid_t] {
        let deadline = Date().addingTimeInterval(seconds)
        var left = pids.filter(isRunning)
        while !left.isEmpty && Date() < deadline {
            usleep(50_000)
            left = pids.filter(isRunning)
        }
        return left
    }
}
