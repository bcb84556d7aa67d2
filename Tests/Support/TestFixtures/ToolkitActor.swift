import Foundation

/// The one thread of the test process that starts and drives GTK and GNUstep AppKit, as a global actor.
///
/// Both toolkits belong to the thread that started them (their rows refuse any other, as the harness's workers
/// need), and on Linux `@MainActor` is not one thread: once the test runner parks its main thread in
/// `dispatch_main`, the main queue is drained by whichever pool thread is free. Suites marked
/// `@ToolkitActor` run on this thread only, and Swift Testing's expectations still reach their test (the test's
/// task hops here and keeps its task-locals).
@globalActor public actor ToolkitActor {
    public static let shared = ToolkitActor()

    private static let executor = ThreadExecutor(name: "toolkit")

    public nonisolated var unownedExecutor: UnownedSerialExecutor { Self.executor.asUnownedSerialExecutor() }
}

/// A serial executor that runs every job on one thread of its own, in the order they come.
/// Hand-written because neither the standard library nor Foundation on Linux offers a thread-bound executor.
final class ThreadExecutor: SerialExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    init(name: String) {
        let thread = Thread { self.serve() }
        thread.name = name
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func serve() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedSerialExecutor())
        }
    }
}
