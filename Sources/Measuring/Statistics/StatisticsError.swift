/// Everything that can go wrong in the Statistics module: bad input data or bad parameters.
///
/// Each message is a full sentence that names the sample or parameter at fault and what would fix it.
public enum StatisticsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A sample that needs at least one value has none.
    case emptySample(sample: String)
    /// A sample has `count` values but the statistic needs at least `needed`.
    case tooFewValues(sample: String, count: Int, needed: Int)
    /// A sample holds NaN or an infinity at `index` (zero-based).
    case nonFiniteValue(sample: String, index: Int)
    /// A sample of durations holds zero or a negative number at `index` (zero-based), so ratios are undefined.
    case nonPositiveValue(sample: String, index: Int, value: Double)
    /// A paired comparison was given no worker processes.
    case noProcesses
    /// A parameter is outside its valid range.
    case invalidParameter(name: String, value: String, expected: String)

    /// A sentence describing the problem and its fix.
    public var description: String {
        switch self {
        case .emptySample(let sample):
            "The sample \(sample) is empty; a statistic needs at least one measurement, so check that the "
                + "run recorded samples for it."
        case .tooFewValues(let sample, let count, let needed):
            "The sample \(sample) has \(count) value\(count == 1 ? "" : "s"), but this statistic needs at "
                + "least \(needed); collect more measurements."
        case .nonFiniteValue(let sample, let index):
            "The sample \(sample) holds a value that is not a finite number at index \(index); remove or "
                + "re-measure it."
        case .nonPositiveValue(let sample, let index, let value):
            "The sample \(sample) holds \(value) at index \(index), but durations must be positive for a "
                + "ratio; re-measure with a larger batch size."
        case .noProcesses:
            "A paired ratio needs samples from at least one worker process, but none were given; run with "
                + "one or more processes."
        case .invalidParameter(let name, let value, let expected):
            "The parameter \(name) is \(value), but it must be \(expected); pass a value in that range."
        }
    }
}

extension StatisticsError {
    /// Throws unless `values` is non-empty, finite and, when `positive`, strictly positive.
    static func validate(_ values: [Double], sample: String, positive: Bool = false) throws {
        if values.isEmpty { throw StatisticsError.emptySample(sample: sample) }
        for (index, value) in values.enumerated() {
            if !value.isFinite { throw StatisticsError.nonFiniteValue(sample: sample, index: index) }
            if positive && value <= 0 {
                throw StatisticsError.nonPositiveValue(sample: sample, index: index, value: value)
            }
        }
    }

    /// Throws unless `level` lies strictly between 0 and 1.
    static func validate(level: Double, name: String = "level") throws {
        if !(level > 0 && level < 1) {
            throw StatisticsError.invalidParameter(
                name: name, value: "\(level)", expected: "strictly between 0 and 1 (e.g. 0.95)")
        }
    }
}
