/// A two-sided confidence interval with its nominal coverage.
///
/// How the bounds were obtained (percentile bootstrap, t-interval) is recorded by whoever produced it, e.g.
/// `PairedRatio.method`; this type only carries the numbers.
public struct ConfidenceInterval: Sendable, Equatable, Codable {
    /// The lower bound.
    public var lower: Double
    /// The upper bound, never below `lower`.
    public var upper: Double
    /// The nominal coverage, e.g. 0.95 for a 95% interval.
    public var level: Double

    /// An interval from `lower` to `upper` with nominal coverage `level`.
    public init(lower: Double, upper: Double, level: Double) {
        self.lower = lower
        self.upper = upper
        self.level = level
    }

    /// Whether `value` lies within the closed interval.
    public func contains(_ value: Double) -> Bool {
        lower <= value && value <= upper
    }

    /// `upper − lower`.
    public var width: Double { upper - lower }
}
