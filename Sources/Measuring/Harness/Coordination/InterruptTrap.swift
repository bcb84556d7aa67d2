import Foundation

/// Ctrl-C and SIGTERM for a coordinating command, trapped with no moment in which one is lost.
///
/// A dispatch signal source needs the signal ignored first and starts listening only some time after it
/// is resumed, so a Ctrl-C in between was discarded and the run went on. Here a plain handler is
/// installed at once; being limited to async-signal-safe calls, it only writes the signal's number to a
/// pipe, and a thread waiting on the pipe does the work.
enum InterruptTrap {
    /// The pipe's write end, for the handler; set before the handler is installed.
    nonisolated(unsafe) private static var writeEnd: Int32 = -1

    /// Installs the trap, on the main thread; `handle` runs on a thread of its own with the signal's number, once.
    static func install(_ handle: @escaping @Sendable (Int32) -> Void) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }  // not inherited by workers
        let readEnd = ends[0]
        writeEnd = ends[1]
        Thread.detachNewThread {
            var number: UInt8 = 0
            while true {
                let count = read(readEnd, &number, 1)
                if count == 1 { return handle(Int32(number)) }
                if count < 0 && errno == EINTR { continue }
                return  // the pipe failed: no signal can come through it
            }
        }
        var signals = sigset_t()
        sigemptyset(&signals)
        for number in [SIGINT, SIGTERM] {
            signal(number) { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(InterruptTrap.writeEnd, &byte, 1)
            }
            sigaddset(&signals, number)
        }
        // A process started from a thread that blocks them (a dispatch queue's, say) inherits them blocked,
        // and a blocked signal would wait forever: this thread takes them.
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }
}
