import Foundation
import Toolkit

/// The DevTools protocol over the browser's pipe (docs/web.md, "Chromium"): each message is one JSON text
/// followed by a NUL byte, both ways (`--remote-debugging-pipe`'s default framing). Commands are answered in
/// order of their ids; events (a crashed renderer, a loaded page) arrive between answers.
final class DevToolsPipe {
    private let browser: ChromiumProcess
    private var buffer = [UInt8]()
    private var nextIdentifier = 0
    /// Events seen while waiting for an answer, by method, for `waitForEvent`.
    private var events: [String] = []
    /// How long a command may take before the page is taken to hang.
    let timeout: Double
    /// Called with every event as it arrives (the page's requests, which must be answered while a command waits).
    var onEvent: (([String: Any]) -> Void)?

    init(browser: ChromiumProcess, timeout: Double) {
        self.browser = browser
        self.timeout = timeout
    }

    /// Sends a command (to the page's session when `session` is set) and returns its `result`. Throws when the
    /// browser answers with an error, a renderer crashes, the browser exits, or no answer comes in time.
    @discardableResult
    func send(_ method: String, _ parameters: [String: Any] = [:], session: String? = nil) throws -> [String: Any] {
        nextIdentifier += 1
        let identifier = nextIdentifier
        var message: [String: Any] = ["id": identifier, "method": method, "params": parameters]
        if let session { message["sessionId"] = session }
        try write(JSONSerialization.data(withJSONObject: message))
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let answer = try next(until: deadline, waitingFor: method)
            if let id = answer["id"] as? Int, id == identifier {
                if let error = answer["error"] as? [String: Any] {
                    throw ToolkitError("\(method) failed: \(error["message"] as? String ?? "\(error)")")
                }
                return answer["result"] as? [String: Any] ?? [:]
            }
        }
    }

    /// Sends a command without waiting for its answer, which is then read and dropped like any other.
    func post(_ method: String, _ parameters: [String: Any] = [:], session: String? = nil) throws {
        nextIdentifier += 1
        var message: [String: Any] = ["id": nextIdentifier, "method": method, "params": parameters]
        if let session { message["sessionId"] = session }
        try write(JSONSerialization.data(withJSONObject: message))
    }

    /// Waits for an event `method` (one seen earlier counts), for as long as a command may take.
    func waitForEvent(_ method: String) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while !events.contains(method) { _ = try next(until: deadline, waitingFor: method) }
        events.removeAll { $0 == method }
    }

    private func write(_ data: Data) throws {
        var bytes = [UInt8](data)
        bytes.append(0)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(browser.commands, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw ToolkitError(
                    "the browser stopped reading commands (\(String(cString: strerror(errno)))); \(browser.logTail())")
            }
            offset += written
        }
    }

    /// The next message (an answer or an event, which is also kept for `waitForEvent`), read until `deadline`;
    /// a crash event throws at once.
    private func next(until deadline: Date, waitingFor what: String) throws -> [String: Any] {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let text = Data(buffer[..<end])
                buffer.removeSubrange(...end)
                guard let message = try JSONSerialization.jsonObject(with: text) as? [String: Any] else { continue }
                if let method = message["method"] as? String {
                    if method == "Inspector.targetCrashed" || method == "Target.targetCrashed" {
                        throw ToolkitError("the renderer crashed (\(method)) during \(what)")
                    }
                    events.append(method)
                    onEvent?(message)
                }
                return message
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw ToolkitError("no answer to \(what) within \(Int(timeout)) s: the page hangs") }
            var descriptor = pollfd(fd: browser.answers, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(min(left, 1) * 1_000))
            if ready < 0 && errno != EINTR {
                throw ToolkitError("cannot read the browser's answers: \(String(cString: strerror(errno)))")
            }
            guard ready > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = read(browser.answers, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw ToolkitError("the browser exited during \(what); \(browser.logTail())") }
            buffer.append(contentsOf: chunk[..<count])
        }
    }
}
