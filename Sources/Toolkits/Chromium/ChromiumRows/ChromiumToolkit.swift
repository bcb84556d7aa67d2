import Foundation
import Toolkit
import WebRows

/// The seed's row in Chromium's DOM, built six ways by the page of `templates/web/` (docs/web.md), driven over
/// the DevTools protocol on `--remote-debugging-pipe`: one headless browser and one page per worker process.
///
/// Rows are built and timed in the renderer (`EngineTimedRowFactory`), by `performance.now()`; the worker only
/// asks for batches. Not thread-safe: one thread drives the browser.
public final class ChromiumToolkit: WebEngineToolkit {
    public let name = "chromium"
    public let title = "Chromium"
    /// Headless: no X display.
    public let needsDisplay = false

    private let webDirectory: URL
    public let sweepDirectory: URL
    private let timeout: Double
    private var browser: ChromiumProcess?
    private var pipe: DevToolsPipe?
    private var session: String?
    private var startError: ToolkitError?
    /// `performance.now()`'s step in this page: 5 µs when it is cross-origin isolated (it is served so), else 100 µs.
    public private(set) var clockStepNanoseconds: UInt64 = 100_000

    /// `timeout`: how long the browser may take to load the page or to answer one command before the page is
    /// taken to hang (the tests shorten it).
    public init(templatesDirectory: URL, timeout: Double = 60) {
        webDirectory = templatesDirectory.appendingPathComponent("web")
        sweepDirectory = templatesDirectory.appendingPathComponent("sweep")
        self.timeout = timeout
    }

    /// Starts the browser, opens the page and runs its `start()` (templates parsed, precomputed sizes measured);
    /// idempotent, and a failed start keeps failing with the same one-line error, with no browser left running.
    public func start() throws {
        if session != nil { return }
        if let startError { throw startError }
        do {
            let html = try WebPage.html(webDirectory: webDirectory)
            let browser = try ChromiumProcess()
            self.browser = browser
            let pipe = DevToolsPipe(browser: browser, timeout: timeout)
            self.pipe = pipe
            guard let target = try pipe.send("Target.createTarget", ["url": "about:blank"])["targetId"] as? String,
                let session = try pipe.send("Target.attachToTarget", ["targetId": target, "flatten": true])["sessionId"]
                    as? String
            else { throw ToolkitError("the browser opened no page") }
            try pipe.send("Inspector.enable", session: session)
            try pipe.send("Page.enable", session: session)
            // The page is served by this process through the Fetch domain, with the headers that make it
            // cross-origin isolated (so performance.now() steps by 5 µs, not 100); every other request fails.
            let blocked = blockedLog
            pipe.onEvent = { [weak pipe] event in
                guard event["method"] as? String == "Fetch.requestPaused", let pipe,
                    let parameters = event["params"] as? [String: Any], let request = parameters["requestId"] as? String
                else { return }
                let url = (parameters["request"] as? [String: Any])?["url"] as? String
                if url == Self.pageURL {
                    try? pipe.post(
                        "Fetch.fulfillRequest",
                        [
                            "requestId": request, "responseCode": 200, "responseHeaders": Self.pageHeaders,
                            "body": Data(html.utf8).base64EncodedString(),
                        ], session: session)
                } else {
                    blocked.urls.append(url ?? "")
                    try? pipe.post(
                        "Fetch.failRequest", ["requestId": request, "errorReason": "BlockedByClient"], session: session)
                }
            }
            try pipe.send(
                "Fetch.enable", ["patterns": [["urlPattern": "*", "requestStage": "Request"]]], session: session)
            let navigation = try pipe.send("Page.navigate", ["url": Self.pageURL], session: session)
            if let error = navigation["errorText"] as? String { throw ToolkitError("the page did not load: \(error)") }
            try pipe.waitForEvent("Page.loadEventFired")
            self.session = session
            guard try evaluate("NibOrNotBench.start()", during: "start") as? String == "started" else {
                throw ToolkitError("the page's start() did not answer \"started\"")
            }
            if try evaluate("self.crossOriginIsolated", during: "start") as? Bool == true {
                clockStepNanoseconds = 5_000
            }
        } catch {
            let failure = ToolkitError("chromium: \(error) (page \(webDirectory.path)/bench.js)")
            startError = failure
            stop()
            throw failure
        }
    }

    /// Where the page is served (by `start`, through the Fetch domain): https, so that it is a secure context.
    static let pageURL = "https://nib-or-not.test/row.html"
    /// COOP and COEP make the page cross-origin isolated.
    static let pageHeaders: [[String: String]] = [
        ["name": "Content-Type", "value": "text/html; charset=utf-8"],
        ["name": "Cross-Origin-Opener-Policy", "value": "same-origin"],
        ["name": "Cross-Origin-Embedder-Policy", "value": "require-corp"],
    ]

    /// Ends the browser and every process it started; the toolkit cannot be started again.
    public func stop() {
        session = nil
        pipe = nil
        browser?.stop()
        browser = nil
        if startError == nil { startError = ToolkitError("chromium: the browser was stopped") }
    }

    /// Every request the page made but for the page itself, each failed unanswered (nothing is loaded from
    /// outside): the tests require none, whatever a user's cell holds.
    public var blockedRequests: [String] { blockedLog.urls }
    private let blockedLog = BlockedRequests()

    /// The browser's process group (its pid), while it runs: for the tests that check nothing outlives it.
    public var browserProcessGroup: pid_t? { browser?.processIdentifier }

    /// Builds a batch in the page by bench.js's `round`, which times `NibOrNotBench[method](...arguments)` with
    /// `performance.now()` and answers in ms; returned in ns.
    public func timeBatch(method: String, arguments: [Any], during variant: String) throws -> UInt64 {
        let expression = "NibOrNotBench.round(\"\(method)\", ...\(webArgumentsJSON(arguments)))"
        guard let milliseconds = try evaluate(expression, during: variant) as? Double, milliseconds >= 0 else {
            throw ToolkitError("\(variant): the page's round gave no time")
        }
        return UInt64((milliseconds * 1_000_000).rounded())
    }

    /// Evaluates `expression` in the page and returns its value; throws one line naming `what` (a
    /// variant, or start) when the page throws, hangs, crashes or the browser is gone.
    public func evaluate(_ expression: String, during what: String) throws -> Any? {
        guard let pipe, let session else {
            throw startError ?? ToolkitError("chromium: \(what) before start")
        }
        let answer: [String: Any]
        do {
            answer = try pipe.send(
                "Runtime.evaluate", ["expression": expression, "returnByValue": true], session: session)
        } catch {
            // The page no longer answers (hung, crashed): nothing more can run in it.
            let failure = ToolkitError("chromium \(what): \(error)")
            stop()
            startError = failure
            throw failure
        }
        if let details = answer["exceptionDetails"] as? [String: Any] {
            let exception =
                (details["exception"] as? [String: Any])?["description"] as? String ?? details["text"] as? String
                ?? "an exception"
            throw ToolkitError("chromium \(what): the page threw \(exception.split(separator: "\n").first ?? "")")
        }
        return (answer["result"] as? [String: Any])?["value"]
    }
}

/// The URLs of the requests the page was refused, as they came.
final class BlockedRequests {
    var urls: [String] = []
}

/// A user's cell in Chromium's page (`WebEngineToolkit+UserCell`, docs/web.md, "A user's cell").
extension ChromiumToolkit: UserCellToolkit {}
