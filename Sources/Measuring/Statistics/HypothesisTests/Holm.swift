/// Holm–Bonferroni adjustment of p-values for multiple comparisons (family-wise error rate).
///
/// Holm, "A simple sequentially rejective multiple test procedure" (Scandinavian Journal of Statistics,
/// 1979). With the m p-values in ascending order p₍₁₎ ≤ … ≤ p₍ₘ₎, the adjusted value of the i-th is
/// max over j ≤ i of min(1, (m − j + 1)·p₍ⱼ₎): multiplied by the number of hypotheses not yet rejected, made
/// monotone, capped at 1. Rejecting every hypothesis whose adjusted p is below α is Holm's procedure at level
/// α. Equal p-values keep their input order. This matches
/// `statsmodels.stats.multitest.multipletests(method="holm")` and R's `p.adjust(method = "holm")`.
public enum Holm {
    /// Holm-adjusted p-values, in the order of `pValues`.
    public static func adjusted(_ pValues: [Double]) -> [Double] {
        let m = pValues.count
        let order = pValues.indices.sorted { (pValues[$0], $0) < (pValues[$1], $1) }
        var adjusted = [Double](repeating: 0, count: m)
        var runningMaximum = 0.0
        for (position, index) in order.enumerated() {
            let scaled = Swift.min(1, Double(m - position) * pValues[index])
            runningMaximum = Swift.max(runningMaximum, scaled)
            adjusted[index] = runningMaximum
        }
        return adjusted
    }
}
