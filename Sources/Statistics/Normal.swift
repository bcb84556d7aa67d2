import Foundation

/// The standard normal distribution's CDF and upper tail, through the complementary error function.
///
/// Φ(z) = erfc(−z/√2)/2 and 1 − Φ(z) = erfc(z/√2)/2 (Abramowitz and Stegun 7.1.2 and 26.2.29), with `erfc`
/// from the C library, so both tails keep their relative precision.
enum Normal {
    /// Φ(z) = P(Z ≤ z).
    static func cdf(_ z: Double) -> Double {
        0.5 * erfc(-z / 2.0.squareRoot())
    }

    /// 1 − Φ(z) = P(Z > z).
    static func survival(_ z: Double) -> Double {
        0.5 * erfc(z / 2.0.squareRoot())
    }

    /// Two-sided p-value of a z statistic, 2·(1 − Φ(|z|)), at most 1.
    static func twoSidedPValue(_ z: Double) -> Double {
        Swift.min(1, 2 * survival(abs(z)))
    }
}
