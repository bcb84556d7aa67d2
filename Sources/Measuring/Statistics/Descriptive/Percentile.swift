/// Percentiles by linear interpolation between closest ranks (Hyndman–Fan type 7).
///
/// For a sorted sample x₀ ≤ … ≤ xₙ₋₁ and a fraction p in [0, 1], let h = (n − 1)·p, j = ⌊h⌋ and g = h − j;
/// the percentile is xⱼ + g·(xⱼ₊₁ − xⱼ) (just xₙ₋₁ when j = n − 1). This is definition 7 of Hyndman and Fan,
/// "Sample quantiles in statistical packages" (The American Statistician, 1996), the default of NumPy
/// (`numpy.percentile(method="linear")`), R (`quantile(type = 7)`) and spreadsheet `PERCENTILE.INC`.
/// The median is the percentile at p = 0.5, i.e. the middle value or the mean of the two middle values.
public enum Percentile {
    /// The type-7 percentile at fraction `p` (0.95 for the 95th percentile) of an ascending sample.
    ///
    /// Preconditions: `sorted` is non-empty and ascending, and `p` lies in 0...1.
    public static func value(at p: Double, inSorted sorted: [Double]) -> Double {
        precondition(!sorted.isEmpty, "Percentile.value(at:inSorted:) needs at least one value.")
        precondition((0...1).contains(p), "Percentile.value(at:inSorted:) needs p in 0...1, got \(p).")
        let position = Double(sorted.count - 1) * p
        let lower = Int(position.rounded(.down))
        let upper = Swift.min(lower + 1, sorted.count - 1)
        return interpolate(sorted[lower], sorted[upper], fraction: position - Double(lower))
    }

    /// The median (type-7 percentile at 0.5) of an ascending, non-empty sample.
    public static func median(ofSorted sorted: [Double]) -> Double {
        value(at: 0.5, inSorted: sorted)
    }

    /// The median of a non-empty sample in any order.
    public static func median(of values: [Double]) -> Double {
        median(ofSorted: values.sorted())
    }

    /// `a + fraction·(b − a)`, written once so that every percentile in the module rounds the same way.
    static func interpolate(_ a: Double, _ b: Double, fraction: Double) -> Double {
        fraction == 0 ? a : a + fraction * (b - a)
    }
}
