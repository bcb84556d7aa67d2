import Foundation

/// One thread for every Qt call of the test process: QApplication belongs to the thread that made it,
/// and Swift Testing runs test functions on whichever pool thread is free. Tests hand their Qt work to
/// this thread and wait for it (the suites are also serialized, so only one waits at a time). Shared by the
/// Qt Widgets and Qt Quick tests, which run in one process and so share one application and its thread.
public final class QtThread: @unchecked Sendable {
    public static let shared = QtThread()

    private let condition = NSCondition()
    private var jobs: [() -> Void] = []

    private init() {
        // Qt would otherwise take GLib's default main context for its event loop and keep it: GTK's table in the
        // same test process (GtkTableTests) runs frames by iterating that context and would wait for it forever.
        // Workers never mix the two toolkits; only this process does.
        setenv("QT_NO_GLIB", "1", 1)
        let thread = Thread { [unowned self] in
            while true {
                condition.lock()
                while jobs.isEmpty { condition.wait() }
                let job = jobs.removeFirst()
                condition.unlock()
                job()
            }
        }
        thread.name = "Qt"
        thread.start()
    }

    /// Runs `body` on the Qt thread and returns what it returns or rethrows what it throws.
    public func run<T>(_ body: @escaping () throws -> T) throws -> T {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: Result<T, Error>?
        condition.lock()
        jobs.append {
            result = Result { try body() }
            done.signal()
        }
        condition.signal()
        condition.unlock()
        done.wait()
        return try result!.get()
    }
}
