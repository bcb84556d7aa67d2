import ChromiumRows
import Foundation
import TestFixtures
import Testing
import Toolkit
import WebKitRows
import WebRows

/// The engines whose page the row checks run in, each with what differs between them: its name, whether it
/// needs a display, which clock times a batch; and the engine of the test process, started once.
enum WebEngine: String, CaseIterable, Sendable {
    case chromium
    case webkit

    /// The toolkit's name, the prefix of its constructions.
    var name: String { rawValue }
    /// The engine's name in messages.
    var title: String { self == .chromium ? "Chromium" : "WebKit" }
    /// WebKit draws in a GTK window; Chromium runs headless.
    var needsDisplay: Bool { self == .webkit }
    /// Chromium's `performance.now()` steps by 5 µs in the cross-origin isolated page; WebKit's batches are timed
    /// by `clock_gettime` in the web process, a 1 ns step.
    var clockStepNanoseconds: UInt64 { self == .chromium ? 5_000 : 1 }
    /// 200 steps of the clock.
    var minimumBatchNanoseconds: UInt64 { 200 * clockStepNanoseconds }
    /// The page's six constructions, named after the engine.
    var constructions: [String] {
        ["code", "code-css", "html", "template", "template-import", "template-precomputed"].map { "\(name)-\($0)" }
    }

    /// Each engine's toolkit, started once on the toolkit thread (WebKit's UI process is GTK, which belongs to the
    /// thread that started it) for the suites that only read rows; the tests that break a page start their own.
    @ToolkitActor
    func toolkit() throws -> any WebEngineToolkit {
        if let started = Self.started[self] { return started }
        let toolkit: any WebEngineToolkit
        switch self {
        case .chromium:
            toolkit = ChromiumToolkit(templatesDirectory: PackagePaths.inPackage("templates"))
        case .webkit:
            try TestDisplay.ensure()
            toolkit = WebKitToolkit(templatesDirectory: PackagePaths.inPackage("templates"))
        }
        try toolkit.start()
        Self.started[self] = toolkit
        return toolkit
    }

    @ToolkitActor private static var started: [WebEngine: any WebEngineToolkit] = [:]
}
