import Results
import Statistics

/// One record of `comparisons.csv` as numbers: what a run's report concluded of one comparison, without the
/// samples behind it.
///
/// Why a type of its own: `across` reads the comparisons of runs whose samples were never kept (a machine's
/// record holds no samples.csv), and the side-by-side table (`ToolkitAnswers`) is made from these rows whether
/// they come from an analysis or from the file, so both give the same figures.
public struct ComparisonRow: Sendable, Equatable {
    public var spec: ComparisonSpec
    /// A/B of time per row, with its interval and the interval's coverage.
    public var ratio: Double
    public var lower: Double
    public var upper: Double
    public var level: Double
    public var pValue: Double
    public var adjustedPValue: Double
    /// The file's names of the test and the interval's method (`ComparisonsCSV.testName`, `methodName`).
    public var test: String
    public var intervalMethod: String
    public var processes: Int
    public var verdict: Verdict

    public init(
        spec: ComparisonSpec, ratio: Double, lower: Double, upper: Double, level: Double = 0.95,
        pValue: Double = 0, adjustedPValue: Double = 0, test: String = "t-test-over-blocks",
        intervalMethod: String = "t-interval-over-blocks", processes: Int = 10,
        verdict: Verdict = .inconclusive
    ) {
        self.spec = spec; self.ratio = ratio; self.lower = lower; self.upper = upper; self.level = level
        self.pValue = pValue; self.adjustedPValue = adjustedPValue; self.test = test
        self.intervalMethod = intervalMethod; self.processes = processes; self.verdict = verdict
    }

    /// The row an analysed comparison is written as.
    public init(_ result: ComparisonResult) {
        let paired = result.ratio
        self.init(
            spec: result.spec, ratio: paired.ratio, lower: paired.interval.lower, upper: paired.interval.upper,
            level: paired.interval.level, pValue: paired.pValue, adjustedPValue: result.adjustedPValue,
            test: ComparisonsCSV.testName(paired.test), intervalMethod: ComparisonsCSV.methodName(paired.method),
            processes: paired.processCount, verdict: result.verdict)
    }
}
