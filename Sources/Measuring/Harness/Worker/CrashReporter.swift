#if canImport(Glibc)
    import Glibc
#endif

/// Tells, when a worker process dies of a signal (a trap, a bad access), which variant it was building.
///
/// The signal handler may only call async-signal-safe functions, so the messages are rendered to C
/// strings in advance and the handler just `write`s the current one to standard error, then lets the
/// signal take its default course. Setting `current` costs one store, cheap enough for the timed loop.
public enum CrashReporter {
    /// How the message a dying worker writes begins; the variant's name follows. The coordinator looks for it.
    public static let messagePrefix = "worker crashed while building variant "

    nonisolated(unsafe) private static var messages: [UnsafeMutablePointer<CChar>] = []
    /// Index of the variant being built, or nil outside any variant.
    nonisolated(unsafe) public static var current: Int?

    public static func install(variants: [String]) {
        messages = variants.map { strdup("\(messagePrefix)\($0)\n")! }
        for signalNumber in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT] {
            signal(signalNumber) { number in
                if let index = CrashReporter.current, index < CrashReporter.messages.count {
                    let message = CrashReporter.messages[index]
                    _ = write(STDERR_FILENO, message, strlen(message))
                }
                signal(number, SIG_DFL)
                raise(number)
            }
        }
    }
}
