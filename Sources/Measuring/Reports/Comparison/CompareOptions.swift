import Statistics

/// Settings of `RunComparison`: when a change counts, and how sure it must be.
public struct CompareOptions: Sendable, Equatable {
    /// A regression must be at least this much slower (0.05: 5%); an improvement its mirror, 1/(1 + τ).
    public var threshold: Double
    /// Ratios inside the band are noise; the whole interval must clear it.
    public var band: NoiseBand
    /// Significance level for the Holm-adjusted p-values.
    public var alpha: Double
    /// Coverage of the intervals.
    public var level: Double
    /// Whether more allocations per row in the candidate count as a regression (default) or only as a note.
    public var allocationIncreaseIsRegression: Bool
    /// How much two runs of one build differ as a whole; every interval is widened by it.
    public var drift: BetweenRunDrift

    public init(
        threshold: Double = 0.05, band: NoiseBand = .onePercent, alpha: Double = 0.05, level: Double = 0.95,
        allocationIncreaseIsRegression: Bool = true, drift: BetweenRunDrift = .measured
    ) {
        self.drift = drift
        self.threshold = threshold; self.band = band; self.alpha = alpha; self.level = level
        self.allocationIncreaseIsRegression = allocationIncreaseIsRegression
    }
}
