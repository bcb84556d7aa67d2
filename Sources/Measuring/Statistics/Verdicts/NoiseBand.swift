/// The range of ratios A/B too small to call a difference: by default [0.99, 1.01], i.e. ±1%.
///
/// Process-to-process noise on the benchmark machines makes differences of about 1% indistinguishable
/// from none (see the design's measurement method), so a verdict needs the whole interval beyond the band.
public struct NoiseBand: Sendable, Equatable, Codable {
    /// The default band, [0.99, 1.01].
    public static let onePercent = NoiseBand(lower: 0.99, upper: 1.01)

    /// Lower edge of the band (a ratio below 1).
    public var lower: Double
    /// Upper edge of the band (a ratio above 1).
    public var upper: Double

    /// The band [lower, upper].
    public init(lower: Double, upper: Double) {
        self.lower = lower
        self.upper = upper
    }

    /// The symmetric band [1 − fraction, 1 + fraction]; `fraction` 0.01 gives `onePercent`.
    public init(fraction: Double) {
        self.init(lower: 1 - fraction, upper: 1 + fraction)
    }

    /// Whether the closed interval lies entirely inside the closed band.
    public func contains(_ interval: ConfidenceInterval) -> Bool {
        lower <= interval.lower && interval.upper <= upper
    }
}
