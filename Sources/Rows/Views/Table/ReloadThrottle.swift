/// Coalesces reload requests so a table reloads at most once per `minimumInterval`, as seed 004's
/// throttled reloading does: a request long enough after the last reload reloads at once; one sooner is
/// deferred to the end of the interval, and further requests until then join it.
///
/// Times are nanoseconds of a monotonic clock that the caller reads and passes in (the seed uses
/// `mach_absolute_time`), so a simulation or a test drives it with a clock of its own. It never reloads
/// twice within the interval, and it never drops the last request: after any request, a reload happens at
/// that time or when the deferred one falls due (`fireIfDue(at:)`).
public struct ReloadThrottle: Sendable, Equatable {
    /// The shortest time between two reloads; 0.3 s by default, the seed's.
    public var minimumInterval: UInt64
    public private(set) var lastReload: UInt64?
    /// When the deferred reload falls due; nil when none is waiting.
    public private(set) var pendingDue: UInt64?

    public init(minimumInterval: UInt64 = 300_000_000) {
        self.minimumInterval = minimumInterval
    }

    /// A reload is wanted at `now`: returns true when the caller should reload now; otherwise a reload is
    /// (or already was) deferred to `pendingDue`.
    public mutating func request(at now: UInt64) -> Bool {
        if let last = lastReload, now &- last < minimumInterval {
            if pendingDue == nil { pendingDue = last + minimumInterval }
            return false
        }
        lastReload = now
        pendingDue = nil
        return true
    }

    /// Whether the deferred reload is due at `now`; if so the caller should reload, and it is recorded.
    public mutating func fireIfDue(at now: UInt64) -> Bool {
        guard let due = pendingDue, now >= due else { return false }
        lastReload = now
        pendingDue = nil
        return true
    }
}
