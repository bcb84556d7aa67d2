import Foundation
import Toolkit

/// A harness self-test, off by default: with `NIB_OR_NOT_SELF_TEST_SLOWER=VARIANT` in a worker's
/// environment, that variant's timed batches take 3% longer (`VARIANT:PERCENT` for another amount).
///
/// It exists to check the A/B comparison end to end: a candidate run with the variable set is truly 3% slower
/// in one variant, and `nib-or-not ab` must flag it while the other variants stay put. After a batch of the
/// variant's rows is built, and before its clock stops, the worker reads the clock until the fraction of the
/// batch's time has passed (`wait`): each sample is then the fraction longer than its rows took, under whatever
/// else the host runs, to within one clock read (about 20 ns here, against batches of at least 50 µs).
///
/// Why the whole batch, by the clock: then the injected change is exact in the samples themselves, and what
/// `ab` measures beyond it is the rows' own change. Extra work after each row was not exact: arithmetic steps
/// sized once per worker from 200 rows of the variant alone measured 0.7% and 2.6% for the nominal 1% and 3% on
/// a loaded host (docs/ab-self-test-2026-11-26-rows-alone.md); steps sized from each row's own time, 1.2% and
/// 3.5% on a quiet host (one run each). The batch's wait still measures about 0.45% short, because the
/// candidate's rows are built that much faster, for a cause not yet found (docs/ab-self-test.md).
/// Never set it for a measurement you mean to publish.
///
/// `VARIANT:0` is the placebo: the same clock read after the batch, with no wait beyond it. `ab` gives it to the
/// baseline's workers whenever the candidate's are slowed, so that the two sides' samples differ only by the wait.
public enum SelfTestSlowdown {
    /// The environment variable naming the variant to slow down.
    public static let variable = "NIB_OR_NOT_SELF_TEST_SLOWER"
    /// How much more work the variant does: 3%.
    public static let fraction = 0.03

    /// How much more work `variant` should do: `fraction` when the variable is `VARIANT`, p/100 when it is
    /// `VARIANT:p` (another slowdown; 0 for the placebo); nil otherwise.
    public static func requestedFraction(for variant: String, in environment: [String: String]) -> Double? {
        guard let value = environment[variable] else { return nil }
        if value == variant { return fraction }
        let parts = value.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, parts[0] == variant, let percent = Double(parts[1]), percent >= 0, percent < 1_000 else {
            return nil
        }
        return percent / 100
    }

    /// The value that gives a baseline the same clock read as `value` gives the candidate, with no wait:
    /// `VARIANT:0` for `VARIANT` or `VARIANT:p`; nil for nil.
    public static func placebo(for value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return "\(value.split(separator: ":", maxSplits: 1)[0]):0"
    }

    /// The fraction each variant's batches are lengthened by (nil: not at all), from `environment`.
    public static func fractions(for variants: [String],
                                 in environment: [String: String] = ProcessInfo.processInfo.environment) -> [Double?] {
        variants.map { requestedFraction(for: $0, in: environment) }
    }

    /// Reads `clock` until `fraction` of `elapsed` has passed since `end`; returns the last reading, the batch's
    /// new end.
    public static func wait<Clock: MonotonicClock>(_ fraction: Double, of elapsed: UInt64, after end: UInt64,
                                                   clock: inout Clock) -> UInt64 {
        let deadline = end &+ UInt64((fraction * Double(elapsed)).rounded())
        var now = clock.now()
        while now < deadline { now = clock.now() }
        return now
    }
}
