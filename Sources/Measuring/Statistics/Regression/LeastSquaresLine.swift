/// The ordinary least-squares line y = intercept + slope·x through points, with the classical standard
/// errors and Student-t intervals of both coefficients.
///
/// Written out rather than taken from a library because it is a dozen lines of textbook algebra
/// (e.g. Draper and Smith, "Applied Regression Analysis", ch. 1): with x̄, ȳ the means,
/// Sxx = Σ(x − x̄)², Sxy = Σ(x − x̄)(y − ȳ): slope = Sxy / Sxx, intercept = ȳ − slope·x̄; the residual
/// variance s² = Σ residual² / (n − 2); SE(slope) = s / √Sxx, SE(intercept) = s·√(1/n + x̄²/Sxx).
/// Sums are taken about the means, which keeps them accurate when x is large and spread is small.
public struct LeastSquaresLine: Sendable, Equatable {
    public var intercept: Double
    public var slope: Double
    public var interceptStandardError: Double
    public var slopeStandardError: Double
    /// Points fitted.
    public var count: Int
    /// The share of y's variance about its mean that the line explains: 1 − Σ residual² / Σ(y − ȳ)²; 0 when y
    /// does not vary (there is nothing to explain).
    public var rSquared: Double

    /// Fits the line; needs at least three points (for a residual variance) and two distinct x values.
    public init(x: [Double], y: [Double]) throws {
        guard x.count == y.count else {
            throw StatisticsError.invalidParameter(
                name: "y", value: "\(y.count) values",
                expected: "as many values as x (\(x.count))")
        }
        try StatisticsError.validate(x, sample: "x of the line fit")
        try StatisticsError.validate(y, sample: "y of the line fit")
        guard x.count >= 3 else {
            throw StatisticsError.tooFewValues(sample: "points of the line fit", count: x.count, needed: 3)
        }
        let n = Double(x.count)
        let meanX = x.reduce(0, +) / n, meanY = y.reduce(0, +) / n
        var sxx = 0.0, sxy = 0.0
        for (xi, yi) in zip(x, y) {
            sxx += (xi - meanX) * (xi - meanX)
            sxy += (xi - meanX) * (yi - meanY)
        }
        guard sxx > 0 else {
            throw StatisticsError.invalidParameter(
                name: "x", value: "all \(meanX)", expected: "at least two distinct values")
        }
        slope = sxy / sxx
        intercept = meanY - slope * meanX
        var residuals = 0.0, syy = 0.0
        for (xi, yi) in zip(x, y) {
            let residual = yi - (intercept + slope * xi)
            residuals += residual * residual
            syy += (yi - meanY) * (yi - meanY)
        }
        rSquared = syy > 0 ? 1 - residuals / syy : 0
        let variance = residuals / (n - 2)
        slopeStandardError = (variance / sxx).squareRoot()
        interceptStandardError = (variance * (1 / n + meanX * meanX / sxx)).squareRoot()
        count = x.count
    }

    /// The Student-t interval (n − 2 degrees of freedom) of the slope.
    public func slopeInterval(level: Double = 0.95) -> ConfidenceInterval {
        interval(slope, slopeStandardError, level: level)
    }

    /// The Student-t interval (n − 2 degrees of freedom) of the intercept.
    public func interceptInterval(level: Double = 0.95) -> ConfidenceInterval {
        interval(intercept, interceptStandardError, level: level)
    }

    private func interval(_ estimate: Double, _ standardError: Double, level: Double) -> ConfidenceInterval {
        let t = StudentT(degreesOfFreedom: Double(count - 2)).quantile((1 + level) / 2)
        return ConfidenceInterval(
            lower: estimate - t * standardError, upper: estimate + t * standardError, level: level)
    }
}
