@testable import Statistics
import Testing

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(b))
}

/// A textbook example worked by hand: x = 1…5, y = 2, 4, 5, 4, 5. x̄ = 3, ȳ = 4, Sxx = 10, Sxy = 6, so
/// slope 0.6, intercept 2.2; residuals −0.8, 0.6, 1.0, −0.6, −0.2 sum to squares 2.4, s² = 0.8;
/// SE(slope) = √0.08, SE(intercept) = √(0.8·(1/5 + 9/10)) = √0.88; t(0.975, 3) = 3.182446305;
/// Syy = 6, so R² = 1 − 2.4/6 = 0.6 (= Sxy²/(Sxx·Syy) = 36/60).
@Test func fitsAHandWorkedExample() throws {
    let line = try LeastSquaresLine(x: [1, 2, 3, 4, 5], y: [2, 4, 5, 4, 5])
    #expect(close(line.slope, 0.6))
    #expect(close(line.intercept, 2.2))
    #expect(close(line.slopeStandardError, 0.08.squareRoot()))
    #expect(close(line.interceptStandardError, 0.88.squareRoot()))
    #expect(close(line.rSquared, 0.6))
    let slope = line.slopeInterval()
    #expect(close(slope.lower, 0.6 - 3.182446305 * 0.08.squareRoot(), 1e-7))
    #expect(close(slope.upper, 0.6 + 3.182446305 * 0.08.squareRoot(), 1e-7))
}

/// Points exactly on a line give that line and zero-width intervals, even far from the origin.
@Test func exactLineIsRecoveredExactly() throws {
    let x: [Double] = [1, 2, 5, 10, 20, 50, 100].map { $0 + 1e6 }
    let line = try LeastSquaresLine(x: x, y: x.map { 3.5 + 0.25 * $0 })
    #expect(close(line.slope, 0.25))
    #expect(close(line.intercept, 3.5, 1e-6))
    #expect(line.slopeStandardError < 1e-12)
}

@Test func tooFewOrDegeneratePointsAreErrors() {
    #expect(throws: StatisticsError.self) { try LeastSquaresLine(x: [1, 2], y: [1, 2]) }
    #expect(throws: StatisticsError.self) { try LeastSquaresLine(x: [3, 3, 3], y: [1, 2, 3]) }
    #expect(throws: StatisticsError.self) { try LeastSquaresLine(x: [1, 2, 3], y: [1, 2]) }
    #expect(throws: StatisticsError.self) { try LeastSquaresLine(x: [1, 2, .nan], y: [1, 2, 3]) }
}

/// Identical processes leave nothing to resample: the interval is the value itself. Processes that differ
/// give an interval inside the range of their values that contains the statistic of them all.
@Test func processBootstrapResamplesWholeProcesses() throws {
    let same = try ProcessBootstrap.interval(processes: 8, options: BootstrapOptions(seed: 1, resamples: 200)) { _ in 7
    }
    #expect(same.lower == 7 && same.upper == 7)
    let values: [Double] = [10, 11, 12, 13, 14, 15, 16, 17, 18, 19]
    var seenCounts: Set<Int> = []
    let mean = try ProcessBootstrap.interval(
        processes: values.count, options: BootstrapOptions(seed: 3, resamples: 500)
    ) {
        seenCounts.insert($0.count)
        return $0.map { values[$0] }.reduce(0, +) / Double($0.count)
    }
    #expect(seenCounts == [10])
    #expect(mean.lower > 10 && mean.upper < 19 && mean.lower < 14.5 && mean.upper > 14.5)
    // Seeded: the same seed gives the same interval.
    let again = try ProcessBootstrap.interval(
        processes: values.count, options: BootstrapOptions(seed: 3, resamples: 500)
    ) {
        $0.map { values[$0] }.reduce(0, +) / Double($0.count)
    }
    #expect(again == mean)
}
