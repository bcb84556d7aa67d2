/// Counts of outliers by Tukey's fences, low and high, mild and severe; nothing is ever dropped.
///
/// Tukey, "Exploratory Data Analysis" (1977): with the type-7 quartiles Q1 and Q3 (see `Percentile`) and
/// IQR = Q3 − Q1, the inner fences are Q1 − 1.5·IQR and Q3 + 1.5·IQR and the outer fences Q1 − 3·IQR and
/// Q3 + 3·IQR. A value strictly beyond an inner fence but not beyond the outer one is a mild outlier; a value
/// strictly beyond an outer fence is a severe one. A value exactly on a fence belongs to the inner class.
public struct TukeyOutliers: Sendable, Equatable, Codable {
    /// Values below Q1 − 1.5·IQR but not below Q1 − 3·IQR.
    public var lowMild: Int
    /// Values below Q1 − 3·IQR.
    public var lowSevere: Int
    /// Values above Q3 + 1.5·IQR but not above Q3 + 3·IQR.
    public var highMild: Int
    /// Values above Q3 + 3·IQR.
    public var highSevere: Int

    /// Outlier counts given directly.
    public init(lowMild: Int, lowSevere: Int, highMild: Int, highSevere: Int) {
        self.lowMild = lowMild
        self.lowSevere = lowSevere
        self.highMild = highMild
        self.highSevere = highSevere
    }

    /// Classifies every value of an ascending, non-empty sample against Tukey's fences.
    public init(sorted: [Double]) {
        let q1 = Percentile.value(at: 0.25, inSorted: sorted)
        let q3 = Percentile.value(at: 0.75, inSorted: sorted)
        let iqr = q3 - q1
        let (innerLow, outerLow) = (q1 - 1.5 * iqr, q1 - 3 * iqr)
        let (innerHigh, outerHigh) = (q3 + 1.5 * iqr, q3 + 3 * iqr)
        self.init(lowMild: 0, lowSevere: 0, highMild: 0, highSevere: 0)
        for value in sorted {
            if value < outerLow {
                lowSevere += 1
            } else if value < innerLow {
                lowMild += 1
            } else if value > outerHigh {
                highSevere += 1
            } else if value > innerHigh {
                highMild += 1
            }
        }
    }

    /// Mild plus severe, low plus high.
    public var total: Int { lowMild + lowSevere + highMild + highSevere }
}
