import Foundation
import Toolkit

/// A harness self-test, off by default: with `NIB_OR_NOT_SELF_TEST_SLOWER=VARIANT` in a worker's
/// environment, that variant's rows do 3% more work inside the timed row build (`VARIANT:PERCENT` for
/// another amount).
///
/// It exists to check the A/B comparison end to end: a candidate run with the variable set is truly 3% slower
/// in one variant, and `nib-or-not ab` must flag it while the other variants stay put. The extra work is a
/// chain of dependent multiply-xorshift steps (as in `SyntheticWorkload`) after each row is built, so it
/// allocates nothing and cannot be optimised away. The number of steps is calibrated in the worker, before
/// warm-up: the median time of 200 rows (after 50 untimed) and the median time per step of five chains of
/// 100,000 steps, so that the steps take 3% of a row. Never set it for a measurement you mean to publish.
///
/// `VARIANT:0` is the placebo: the same calibration and wrapper with no steps. `ab` gives it to the baseline's
/// workers whenever the candidate's are slowed, because the calibration's 250 extra rows and the wrapper change
/// a worker by themselves: on this machine under load, `code/fit:0.001` against a plain baseline came out 2.4%
/// slower (and `code/nofit`, never wrapped, 0.9%), and the nominal 3% came out 5.6%.
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

    /// The value that gives a baseline the same calibration and wrapper as `value` gives the candidate, with no
    /// extra work: `VARIANT:0` for `VARIANT` or `VARIANT:p`; nil for nil.
    public static func placebo(for value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return "\(value.split(separator: ":", maxSplits: 1)[0]):0"
    }

    /// `factory` unchanged, or wrapped to do more work when the variable names `variant`.
    public static func apply<Clock: MonotonicClock>(to factory: TimedRowFactory, variant: String,
                                                    environment: [String: String] = ProcessInfo.processInfo.environment,
                                                    clock: inout Clock) throws -> TimedRowFactory {
        guard let fraction = requestedFraction(for: variant, in: environment) else { return factory }
        for _ in 0..<50 { _ = try factory.makeTimedRow() }
        var rowTimes = [UInt64]()
        for _ in 0..<200 {
            let start = clock.now()
            let row = try factory.makeTimedRow()
            let end = clock.now()
            withExtendedLifetime(row) {}
            rowTimes.append(end &- start)
        }
        let spinner = SlowedRowFactory(base: factory, steps: 0)
        var stepTimes = [Double]()
        for _ in 0..<5 {
            let start = clock.now()
            spinner.spin(100_000)
            stepTimes.append(Double(clock.now() &- start) / 100_000)
        }
        let row = Double(rowTimes.sorted()[rowTimes.count / 2])
        let step = max(stepTimes.sorted()[2], 1e-3)
        return SlowedRowFactory(base: factory, steps: Int((fraction * row / step).rounded()))
    }
}

/// A factory that builds its base's row, then runs `steps` dependent arithmetic steps.
public final class SlowedRowFactory: TimedRowFactory {
    private let base: TimedRowFactory
    /// Steps of extra work per row.
    public let steps: Int
    private var state: UInt64 = 0x2545_F491_4F6C_DD1D

    public init(base: TimedRowFactory, steps: Int) {
        self.base = base
        self.steps = steps
    }

    public func makeTimedRow() throws -> AnyObject {
        let row = try base.makeTimedRow()
        spin(steps)
        return row
    }

    /// Runs `count` steps; the result goes to a public global, which the optimiser must keep, so the chain
    /// runs even where nothing reads the factory afterwards (as in the calibration).
    func spin(_ count: Int) {
        var value = state
        for _ in 0..<count { value = (value ^ (value >> 29)) &* 0xBF58_476D_1CE4_E5B9 }
        state = value | 1
        selfTestSink = value
    }
}

/// Where `SlowedRowFactory` leaves its result; public so that no build can prove the work unused.
nonisolated(unsafe) public var selfTestSink: UInt64 = 0
