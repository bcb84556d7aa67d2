import Foundation
import Toolkit
import WebKitRow
import WebRows

/// The seed's row in WebKit's DOM (WebKitGTK 6.0), built six ways by the page of `templates/web/` (docs/web.md):
/// one web view in a GTK window on the worker's X display, one web process per worker process.
///
/// Rows are built and timed in the web process by the extension `libNibOrNotWebKitExtension.so`, with
/// `clock_gettime(CLOCK_MONOTONIC)` around the page's call (`EngineTimedRowFactory`, a 1 ns step). GTK is not
/// thread-safe: `start()` and every call after it run on the worker's main thread.
public final class WebKitToolkit: WebEngineToolkit {
    public let name = "webkit"
    public let title = "WebKit"
    /// A GTK window on an X display.
    public let needsDisplay = true
    public let sweepDirectory: URL
    /// The extension's clock is clock_gettime(CLOCK_MONOTONIC), read in ns.
    public let clockStepNanoseconds: UInt64 = 1

    private let webDirectory: URL
    private let timeout: Double
    private var engine: OpaquePointer?
    private var startError: ToolkitError?
    /// The folder holding only the extension, which the web process loads every `.so` of; removed on stop.
    private var extensionFolder: URL?

    /// `timeout`: how long the page may take to load or to answer one message before it is taken to hang (the
    /// tests shorten it).
    public init(templatesDirectory: URL, timeout: Double = 60) {
        webDirectory = templatesDirectory.appendingPathComponent("web")
        sweepDirectory = templatesDirectory.appendingPathComponent("sweep")
        self.timeout = timeout
    }

    /// The environment variable that names the extension library; otherwise it is looked for beside the running
    /// executable (SwiftPM builds the product `NibOrNotWebKitExtension` there).
    public static let extensionVariable = "NIB_OR_NOT_WEBKIT_EXTENSION"
    static let extensionFile = "libNibOrNotWebKitExtension.so"

    /// The extension library's path, or a one-line error saying how to build it.
    static func extensionLibrary(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL {
        if let path = environment[extensionVariable] {
            guard FileManager.default.isReadableFile(atPath: path) else {
                throw ToolkitError("webkit: no extension at \(path) (\(extensionVariable))")
            }
            return URL(fileURLWithPath: path)
        }
        let executable = URL(
            fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                ?? CommandLine.arguments[0])
        let library = executable.deletingLastPathComponent().appendingPathComponent(extensionFile)
        guard FileManager.default.isReadableFile(atPath: library.path) else {
            throw ToolkitError(
                """
                webkit: no web process extension at \(library.path) (swift build --product \
                NibOrNotWebKitExtension builds it)
                """
            )
        }
        return library
    }

    /// Opens the web view, loads the page and runs its `start()` (templates parsed, precomputed sizes measured);
    /// idempotent, and a failed start keeps failing with the same one-line error, with no WebKit process left.
    public func start() throws {
        if engine != nil { return }
        if let startError { throw startError }
        do {
            let html = try WebPage.html(webDirectory: webDirectory)
            let library = try Self.extensionLibrary()
            // WebKit loads every .so of the folder it is given: a folder of its own holds a link to the extension.
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("nib-or-not-webkit-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            extensionFolder = folder
            try FileManager.default.createSymbolicLink(
                at: folder.appendingPathComponent(Self.extensionFile), withDestinationURL: library)
            var error: UnsafeMutablePointer<CChar>?
            guard let started = nibornot_webkit_start(html, folder.path, timeout, &error) else {
                throw ToolkitError(Self.take(error) ?? "webkit: the page did not load")
            }
            engine = started
            WebKitProcesses.register(self)
            guard try evaluate("NibOrNotBench.start()", during: "start") as? String == "started" else {
                throw ToolkitError("the page's start() did not answer \"started\"")
            }
        } catch {
            let line = "\(error)"
            let failure = ToolkitError(
                "\(line.hasPrefix("webkit") ? "" : "webkit: ")\(line) (page \(webDirectory.path)/bench.js)")
            stop()
            startError = failure
            throw failure
        }
    }

    /// Ends the web view and every process WebKit started for it; the toolkit cannot be started again.
    public func stop() {
        if let engine {
            WebKitProcesses.unregister(self)
            nibornot_webkit_stop(engine)
        }
        engine = nil
        if let extensionFolder { try? FileManager.default.removeItem(at: extensionFolder) }
        extensionFolder = nil
        if startError == nil { startError = ToolkitError("webkit: the web view was stopped") }
    }

    deinit { stop() }

    /// The processes WebKit started for this toolkit that still run (web and network processes).
    public var engineProcesses: [pid_t] {
        guard let engine else { return [] }
        var pids = [pid_t](repeating: 0, count: 64)
        let count = nibornot_webkit_processes(engine, &pids, Int32(pids.count))
        return Array(pids.prefix(Int(count)))
    }

    public func evaluate(_ expression: String, during what: String) throws -> Any? {
        guard let engine else { throw startError ?? ToolkitError("webkit: \(what) before start") }
        var error: UnsafeMutablePointer<CChar>?
        guard let text = nibornot_webkit_evaluate(engine, expression, &error) else {
            throw failure(Self.take(error), during: what)
        }
        let json = String(cString: text)
        free(text)
        return try? JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
    }

    /// Builds a batch in the page; the extension times the call with clock_gettime in the web process.
    public func timeBatch(method: String, arguments: [Any], during variant: String) throws -> UInt64 {
        guard let engine else { throw startError ?? ToolkitError("webkit: \(variant) before start") }
        var error: UnsafeMutablePointer<CChar>?
        var nanoseconds: UInt64 = 0
        guard nibornot_webkit_time(engine, method, webArgumentsJSON(arguments), &nanoseconds, &error) else {
            throw failure(Self.take(error), during: variant)
        }
        return nanoseconds
    }

    /// One line naming the engine and `what`; when the page no longer answers (hung, crashed) the web view is
    /// stopped, as nothing more can run in it.
    private func failure(_ message: String?, during what: String) -> ToolkitError {
        let message = message ?? "no answer"
        let error = ToolkitError("webkit \(what): \(message)")
        if !message.hasPrefix("the page threw") {
            stop()
            startError = error
        }
        return error
    }

    private static func take(_ error: UnsafeMutablePointer<CChar>?) -> String? {
        guard let error else { return nil }
        defer { free(error) }
        return String(cString: error)
    }
}

/// The processes of the running web views, for `EngineProcesses` (Ctrl-C, `exit`).
enum WebKitProcesses {
    nonisolated(unsafe) private static var registered: [ObjectIdentifier: [pid_t]] = [:]

    static func register(_ toolkit: WebKitToolkit) {
        let pids = toolkit.engineProcesses
        registered[ObjectIdentifier(toolkit)] = pids
        pids.forEach(EngineProcesses.add)
    }

    static func unregister(_ toolkit: WebKitToolkit) {
        registered.removeValue(forKey: ObjectIdentifier(toolkit))?.forEach(EngineProcesses.remove)
    }
}

/// A user's cell in WebKit's page (`WebEngineToolkit+UserCell`, docs/web.md, "A user's cell").
extension WebKitToolkit: UserCellToolkit {}
