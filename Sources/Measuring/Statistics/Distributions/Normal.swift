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

    /// The p quantile of the standard normal distribution, by bisection on `cdf` to 1e-12 (0 < p < 1).
    static func quantile(_ p: Double) -> Double {
        var low = -40.0, high = 40.0
        while high - low > 1e-12 {
            let middle = (low + high) / 2
            if cdf(middle) < p { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }
}
