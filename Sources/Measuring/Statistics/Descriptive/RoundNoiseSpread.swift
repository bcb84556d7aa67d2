/// How far the processes' estimates spread, against how far their rounds' noise alone would spread them.
///
/// Each process gives the median of its rounds' values (for a comparison, the paired log ratios `PairedRatio`
/// takes the median of). `betweenProcesses` is the Bessel-corrected standard deviation of those medians.
/// `fromRounds` is the spread the rounds alone would give them: per process the large-sample standard error of a
/// median, √(π/2) · σ / √n, with σ estimated robustly as IQR / 1.349 (type-7 quartiles, `Percentile`; a
/// preempted round moves it little), squared, averaged over the processes and square-rooted.
///
/// Why: an interval over processes narrows with more processes whatever makes them differ, but with more
/// rounds per process only as far as the rounds' noise is what makes them differ. When processes differ beyond
/// their rounds (a host's process modes, docs/noisy-host.md), only more processes narrow it. For processes that
/// do not differ and rounds of normal noise the two figures agree; on this project's runs the standard error
/// agreed with a bootstrap of each process's rounds to within 3% (Qt's code / `QUiLoader`, 0.77% against 0.79%).
public struct RoundNoiseSpread: Sendable, Equatable {
    /// Number of processes.
    public var processes: Int
    /// Standard deviation over processes of their medians.
    public var betweenProcesses: Double
    /// Root mean square over processes of the standard error of each one's median from its rounds.
    public var fromRounds: Double

    /// The part of the spread's variance the rounds' noise explains: (fromRounds / betweenProcesses)², at most 1;
    /// 1 when the processes' medians do not differ at all.
    public var roundsShare: Double {
        betweenProcesses > 0 ? min(1, (fromRounds * fromRounds) / (betweenProcesses * betweenProcesses)) : 1
    }

    /// Spread of `rounds`, one array of round values per process; throws unless there are two or more processes,
    /// each with two or more finite values.
    public init(rounds: [[Double]]) throws {
        guard rounds.count >= 2 else {
            throw StatisticsError.invalidParameter(name: "processes", value: "\(rounds.count)", expected: "at least 2")
        }
        for (index, values) in rounds.enumerated() {
            try StatisticsError.validate(
                values, sample: "of process \(index) given to the round-noise spread", positive: false)
            guard values.count >= 2 else {
                throw StatisticsError.invalidParameter(
                    name: "rounds of process \(index)", value: "\(values.count)",
                    expected: "at least 2")
            }
        }
        let sorted = rounds.map { $0.sorted() }
        let medians = sorted.map { Percentile.median(ofSorted: $0) }
        processes = rounds.count
        betweenProcesses = Moments.standardDeviation(medians, mean: Moments.mean(medians)) ?? 0
        let squaredErrors = sorted.map { values -> Double in
            let sigma =
                (Percentile.value(at: 0.75, inSorted: values) - Percentile.value(at: 0.25, inSorted: values)) / 1.349
            let error = (Double.pi / 2).squareRoot() * sigma / Double(values.count).squareRoot()
            return error * error
        }
        fromRounds = Moments.mean(squaredErrors).squareRoot()
    }
}
