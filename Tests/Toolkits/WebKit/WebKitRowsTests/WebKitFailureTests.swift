import Foundation
import TestFixtures
import Testing
import Toolkit
import WebKitRows

/// A page that throws, hangs, never loads or whose web process crashes ends in one line naming the engine and
/// what ran, and leaves no WebKit process behind (docs/web.md, "Bad input").
@ToolkitActor
@Suite(.serialized, TestWebKit.needed)
struct WebKitFailureTests {
    @Test func aThrowingRowIsOneLineNamingTheConstruction() throws {
        let templates = try BrokenWebPage.templates("rows.js") {
            $0.replacingOccurrences(
                of: "function codeRow(fit) {", with: "function codeRow(fit) {\n    throw new Error(\"broken row\");")
        }
        defer { try? FileManager.default.removeItem(at: templates) }
        let toolkit = try TestWebKit.start(templates, timeout: 20)
        defer { toolkit.stop() }
        let factory = try #require(
            try toolkit.makeFactory(construction: "webkit-code", fit: true, laidOut: false) as? EngineTimedRowFactory)
        let error = #expect(throws: ToolkitError.self) { try factory.timeRows(5) }
        let line = error?.description ?? ""
        #expect(!line.contains("\n"))
        #expect(line == "webkit webkit-code/fit: the page threw Error: broken row", "\(line)")
        // The page still answers for the other constructions: the exception ended one call, not the page.
        _ = try #require(
            try toolkit.makeFactory(construction: "webkit-template", fit: true, laidOut: false)
                as? EngineTimedRowFactory
        ).timeRows(5)
    }

    @Test func aHungRowIsOneLineAndItsProcessesEnd() throws {
        let templates = try BrokenWebPage.templates("rows.js") {
            $0.replacingOccurrences(
                of: "function codeCSSRow(fit) {", with: "function codeCSSRow(fit) {\n    for (;;) {}")
        }
        defer { try? FileManager.default.removeItem(at: templates) }
        let toolkit = try TestWebKit.start(templates, timeout: 3)
        let processes = toolkit.engineProcesses
        #expect(!processes.isEmpty)
        let factory = try #require(
            try toolkit.makeFactory(construction: "webkit-code-css", fit: false, laidOut: true)
                as? EngineTimedRowFactory)
        let error = #expect(throws: ToolkitError.self) { try factory.timeRows(1) }
        let line = error?.description ?? ""
        #expect(!line.contains("\n"))
        #expect(
            line
                == """
                webkit webkit-code-css+layout/nofit: no answer to the extension's time message within 3 s: the \
                page hangs
                """,
            "\(line)")
        #expect(toolkit.engineProcesses.isEmpty)
        #expect(TestWebKit.waitUntilEnded(processes).isEmpty, "a WebKit process is left")
        // Every later call says the same, with no web view.
        #expect(throws: ToolkitError.self) { try toolkit.dumpRow(construction: "webkit-code", fit: true) }
    }

    @Test func aPageThatNeverLoadsIsOneLine() throws {
        let templates = try BrokenWebPage.templates("bench.js") { "for (;;) {}\n" + $0 }
        defer { try? FileManager.default.removeItem(at: templates) }
        let toolkit = WebKitToolkit(templatesDirectory: templates, timeout: 3)
        try TestDisplay.ensure()
        let error = #expect(throws: ToolkitError.self) { try toolkit.start() }
        let line = error?.description ?? ""
        #expect(!line.contains("\n"))
        #expect(line.hasPrefix("webkit: no answer to the page's load within 3 s: the page hangs (page "), "\(line)")
        #expect(toolkit.engineProcesses.isEmpty)
        #expect(throws: ToolkitError.self) { try toolkit.start() }  // the same error again, no second web view
    }

    @Test func aPageThatThrowsWhileLoadingIsOneLine() throws {
        let templates = try BrokenWebPage.templates("bench.js") { "throw new Error(\"broken page\");\n" + $0 }
        defer { try? FileManager.default.removeItem(at: templates) }
        let toolkit = WebKitToolkit(templatesDirectory: templates, timeout: 20)
        try TestDisplay.ensure()
        let error = #expect(throws: ToolkitError.self) { try toolkit.start() }
        let line = error?.description ?? ""
        #expect(!line.contains("\n"))
        // The script that throws is bench.js, so NibOrNotBench is declared but never set.
        #expect(line.hasPrefix("webkit start: the page threw ReferenceError: "), "\(line)")
    }

    /// A web process that crashes (aborts: SIGABRT; JavaScriptCore handles a SIGSEGV sent from outside) mid-run:
    /// the next batch is one line saying so, and nothing is left.
    @Test func aCrashedWebProcessIsOneLine() throws {
        let toolkit = try TestWebKit.start(timeout: 20)
        defer { toolkit.stop() }
        let processes = toolkit.engineProcesses
        let web = try #require(
            processes.first { TestWebKit.name(of: $0).hasPrefix("WebKitWebProces") },
            "no web process among \(processes)")
        kill(web, SIGABRT)
        let factory = try #require(
            try toolkit.makeFactory(construction: "webkit-template", fit: true, laidOut: false)
                as? EngineTimedRowFactory)
        let error = #expect(throws: ToolkitError.self) { try factory.timeRows(5) }
        let line = error?.description ?? ""
        #expect(!line.contains("\n"))
        #expect(
            line == "webkit webkit-template/fit: the web process crashed during the extension's time message", "\(line)"
        )
        #expect(TestWebKit.waitUntilEnded(processes).isEmpty, "a WebKit process is left")
    }

    @Test func aMissingPageFileIsOneLineNamingIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nib-or-not-web-\(UUID().uuidString)")
        let error = #expect(throws: ToolkitError.self) { try WebKitToolkit(templatesDirectory: folder).start() }
        #expect(error?.description.contains("\(folder.path)/web/Row.css") == true)
    }

    @Test func aMissingExtensionIsOneLineSayingHowToBuildIt() throws {
        setenv(WebKitToolkit.extensionVariable, "/nonexistent/libNibOrNotWebKitExtension.so", 1)
        defer { unsetenv(WebKitToolkit.extensionVariable) }
        let error = #expect(throws: ToolkitError.self) {
            try WebKitToolkit(templatesDirectory: TestWebKit.templatesDirectory).start()
        }
        #expect(
            error?.description.hasPrefix("webkit: no extension at /nonexistent/libNibOrNotWebKitExtension.so") == true,
            "\(error?.description ?? "")")
    }

    /// Stopping the toolkit ends every process WebKit started for it (web and network processes).
    @Test func stoppingEndsEveryWebKitProcess() throws {
        let toolkit = try TestWebKit.start()
        let processes = toolkit.engineProcesses
        // Its web process, and the network process when it is the process's first web view (later ones share it).
        #expect(
            processes.contains { TestWebKit.name(of: $0).hasPrefix("WebKitWebProces") },
            "\(processes.map(TestWebKit.name(of:)))")
        toolkit.stop()
        #expect(TestWebKit.waitUntilEnded(processes).isEmpty, "a WebKit process is left")
    }
}
