import Foundation
import Toolkit

/// A harness self-test, off by default: with `NIB_OR_NOT_SELF_TEST_SLOWER=VARIANT` in a worker's
/// environment, that variant's timed batches take 3% longer (`VARIANT:PERCENT` for another amount).
///
/// It exists to check the A/B comparison end to end: a candidate run with the variable set is truly 3% slower
/// in one variant, and `nib-or-not ab` must flag it while the other variants stay put. After a batch of the
/// variant's rows is built and its clock has stopped, the worker reads the clock until the fraction of the
/// batch's time has passed (`wait`), and the batch's sample counts that wait: each sample is then the fraction
/// longer than its rows took, under whatever else the host runs, to within one clock read (about 20 ns here,
/// against batches of at least 50 µs).
///
/// Why the whole batch, by the clock: then the injected change is exact in the samples themselves, and what
/// `ab` measures beyond it is the rows' own change. Extra work after each row was not exact: arithmetic steps
/// sized once per worker from 200 rows of the variant alone measured 0.7% and 2.6% for the nominal 1% and 3% on
/// a loaded host (docs/log/ab-self-test-2026-11-26-rows-alone.md); steps sized from each row's own time, 1.2% and
/// 3.5% on a quiet host (one run each).
///
/// The placebo, `VARIANT:PERCENT:untimed`, waits exactly as long after each batch but leaves the wait out of the
/// sample; `ab` gives it to the baseline's workers whenever the candidate's are slowed, so that the two sides' workers
/// do the same work, pause alike and read the clock alike, and differ only in what their samples count. When only
/// the candidate's workers paused, `ab` measured the 3% as 2.2% to 2.9% in 20 of 20 runs: the old placebo's single
/// clock read cost the baseline 0.15%, and the waited variant's rows came out about 0.2% faster in the candidate's
/// workers than in the baseline's, for a reason not known (docs/log/ab-self-test-2026-11-28.md, "Why the measured
/// change fell short"). `VARIANT:0` still means one clock read and no wait. Never set the variable for a measurement
/// you mean to publish.
public enum SelfTestSlowdown {
    /// The environment variable naming the variant to slow down.
    public static let variable = "NIB_OR_NOT_SELF_TEST_SLOWER"
    /// How much more work the variant does: 3%.
    public static let fraction = 0.03
    /// The last field of the placebo's value.
    public static let untimed = "untimed"
    /// The last field of the slowed candidate's value as `ab` passes it: as long as `untimed`, so that both sides'
    /// values have the same length and fields (`sides(for:)`).
    public static let counted = "counted"

    /// What the variable asks of one variant's batches.
    public struct Request: Equatable, Sendable {
        /// The wait after each batch, as a fraction of the batch's time.
        public var fraction: Double
        /// Whether the sample counts the wait (the slowed candidate) or not (the placebo).
        public var isTimed: Bool

        public init(fraction: Double, isTimed: Bool = true) {
            self.fraction = fraction
            self.isTimed = isTimed
        }

        /// Waits after a batch timed from `start` to `end`; returns the end its sample should have: later by the
        /// time waited when the wait is timed, `end` for the placebo, which waits just as long.
        public func end<Clock: MonotonicClock>(ofBatchFrom start: UInt64, to end: UInt64, clock: inout Clock) -> UInt64
        {
            let waited = SelfTestSlowdown.wait(fraction, of: end &- start, clock: &clock)
            return isTimed ? end &+ waited : end
        }
    }

    /// What the variable asks of `variant`: `fraction`, timed, when it is `VARIANT`; p/100 when it is `VARIANT:p`
    /// (0: a single clock read), not timed when `VARIANT:p:untimed`; nil otherwise.
    public static func request(for variant: String, in environment: [String: String]) -> Request? {
        guard let value = environment[variable] else { return nil }
        if value == variant { return Request(fraction: fraction) }
        let parts = fields(of: value)
        guard parts.count >= 2, parts[0] == variant, let percent = Double(parts[1]), percent >= 0, percent < 1_000,
            parts.count == 2 || parts[2] == untimed || parts[2] == counted
        else {
            return nil
        }
        return Request(fraction: percent / 100, isTimed: parts.count == 2 || parts[2] == counted)
    }

    /// The value that makes a baseline's workers wait as `value` makes the candidate's, untimed:
    /// `VARIANT:3:untimed` for `VARIANT`, `VARIANT:p:untimed` for `VARIANT:p`; nil for nil.
    public static func placebo(for value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        let parts = fields(of: value)
        // Rounded, not truncated: a fraction such as 0.29 is 28.999… percent in binary.
        let percent = parts.count >= 2 ? parts[1] : String(Int((fraction * 100).rounded()))
        return "\(parts[0]):\(percent):\(untimed)"
    }

    /// The values `ab` gives the two sides' workers for the user's `value`: the candidate `VARIANT:P:counted`, the
    /// baseline `VARIANT:P:untimed` (nil, nil for nil).
    ///
    /// Why both rewritten to one length: the workers read their environment and split the value into fields,
    /// and what they allocate doing so depends on its length (Swift keeps strings of up to 15 bytes inline, longer
    /// ones on the heap) and on its fields. With `code/fit:3` (10 bytes, inline) against `code/fit:3:untimed` (18
    /// bytes, on the heap) every baseline worker started with a heap laid out differently from every candidate
    /// worker, a difference between the builds that was not the slowdown and could move any variant's rows
    /// (docs/ab-sequential.md, "The nib/nofit flag"). Now the two values differ in one word of the same length.
    public static func sides(for value: String?) -> (baseline: String?, candidate: String?) {
        guard let placebo = placebo(for: value) else { return (nil, nil) }
        return (placebo, String(placebo.dropLast(untimed.count)) + counted)
    }

    /// The fields of a value of the variable: the variant, then the percentage and `untimed` when given.
    private static func fields(of value: String) -> [String] {
        value.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
    }

    /// What the variable asks of each variant (nil: nothing), from `environment`.
    public static func requests(
        for variants: [String],
        in environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> [Request?] {
        variants.map { request(for: $0, in: environment) }
    }

    /// Reads `clock` until `fraction` of `elapsed` has passed since its first reading here; returns the time
    /// waited, that much to within one clock read.
    public static func wait<Clock: MonotonicClock>(_ fraction: Double, of elapsed: UInt64, clock: inout Clock) -> UInt64
    {
        let from = clock.now()
        let deadline = from &+ UInt64((fraction * Double(elapsed)).rounded())
        var now = from
        while now < deadline { now = clock.now() }
        return now &- from
    }
}
