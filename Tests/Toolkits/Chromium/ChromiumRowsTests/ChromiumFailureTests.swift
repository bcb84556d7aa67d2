import ChromiumRows
import Foundation
import TestFixtures
import Testing
import Toolkit

/// A page that throws, hangs or never loads ends in one line naming the engine and what ran, and leaves no
/// browser process behind.
@Suite(.serialized, TestChromium.needed)
struct ChromiumFailureTests {
    @Test func aThrowingRowIsOneLineNamingTheConstruction() throws {
        let templates = try BrokenWebPage.templates("rows.js") {
            $0.replacingOccurrences(
                of: "function codeRow(fit) {", with: "function codeRow(fit) {\n    throw new Error(\"broken row\");")
        }
        defer { try? FileManager.default.removeItem(at: templates) }
        let toolkit = ChromiumToolkit(templatesDirectory: templates, timeout: 20)
        try toolkit.start()
        let factory = try #require(
            try toolkit.makeFactory(construction: "chromium-code", fit: true, laidOut: false) as? EngineTimedRowFactory)
        let error = #expect(throws: ToolkitError.self) { try factory.timeRows(5) }
        let line = error?.description ?? ""
        #expect(!line.contains("\n"))
        #expect(line.hasPrefix("chromium chromium-code/fit: the page threw Error: broken row"), "\(line)")
        // The page still answers for the other constructions: the exception ended one call, not the page.
        _ = try #require(
            try toolkit.makeFactory(construction: "chromium-template", fit: true, laidOut: false)
                as? EngineTimedRowFactory
        ).timeRows(5)
        toolkit.stop()
    }

    @Test func aHungRowIsOneLineAndTheBrowserIsStopped() throws {
        let templates = try BrokenWebPage.templates("rows.js") {
            $0.replacingOccurrences(
                of: "function codeCSSRow(fit) {", with: "function codeCSSRow(fit) {\n    for (;;) {}")
        }
        defer { try? FileManager.default.removeItem(at: templates) }
        let toolkit = ChromiumToolkit(templatesDirectory: templates, timeout: 3)
        try toolkit.start()
        let group = try #require(toolkit.browserProcessGroup)
        let factory = try #require(
            try toolkit.makeFactory(construction: "chromium-code-css", fit: false, laidOut: true)
                as? EngineTimedRowFactory)
        let error = #expect(throws: ToolkitError.self) { try factory.timeRows(1) }
        let line = error?.description ?? ""
        #expect(!line.contains("\n"))
        #expect(
            line.hasPrefix(
                "chromium chromium-code-css+layout/nofit: no answer to Runtime.evaluate within 3 s: the page hangs"),
            "\(line)")
        #expect(toolkit.browserProcessGroup == nil)
        #expect(TestChromium.waitUntilGroupEnds(group).isEmpty, "a process of the browser's group is left")
        // Every later call says the same, without a browser.
        #expect(throws: ToolkitError.self) { try toolkit.dumpRow(construction: "chromium-code", fit: true) }
    }

    @Test func aPageThatNeverLoadsIsOneLine() throws {
        let templates = try BrokenWebPage.templates("bench.js") { "for (;;) {}\n" + $0 }
        defer { try? FileManager.default.removeItem(at: templates) }
        let toolkit = ChromiumToolkit(templatesDirectory: templates, timeout: 3)
        let error = #expect(throws: ToolkitError.self) { try toolkit.start() }
        let line = error?.description ?? ""
        #expect(!line.contains("\n"))
        #expect(line.hasPrefix("chromium: no answer to Page.loadEventFired within 3 s: the page hangs"), "\(line)")
        #expect(toolkit.browserProcessGroup == nil)
        #expect(throws: ToolkitError.self) { try toolkit.start() }  // the same error again, no second browser
    }

    @Test func aPageThatThrowsWhileLoadingIsOneLine() throws {
        let templates = try BrokenWebPage.templates("bench.js") { "throw new Error(\"broken page\");\n" + $0 }
        defer { try? FileManager.default.removeItem(at: templates) }
        let toolkit = ChromiumToolkit(templatesDirectory: templates, timeout: 20)
        let error = #expect(throws: ToolkitError.self) { try toolkit.start() }
        let line = error?.description ?? ""
        #expect(!line.contains("\n"))
        #expect(
            line.hasPrefix("chromium: chromium start: the page threw ReferenceError: NibOrNotBench is not defined"),
            "\(line)")
    }

    @Test func aMissingPageFileIsOneLineNamingIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nib-or-not-web-\(UUID().uuidString)")
        let error = #expect(throws: ToolkitError.self) { try ChromiumToolkit(templatesDirectory: folder).start() }
        #expect(error?.description.contains("\(folder.path)/web/Row.css") == true)
    }

    /// Stopping the toolkit ends the browser and everything it started (zygotes, renderer, services).
    @Test func stoppingEndsEveryBrowserProcess() throws {
        let toolkit = ChromiumToolkit(templatesDirectory: TestChromium.templatesDirectory)
        try toolkit.start()
        let group = try #require(toolkit.browserProcessGroup)
        // The browser and its children (zygotes, renderer, network service) share its group.
        #expect(TestChromium.runningProcesses(inGroup: group).count >= 3)
        toolkit.stop()
        #expect(TestChromium.waitUntilGroupEnds(group).isEmpty, "a process of the browser's group is left")
    }
}
