import Foundation

/// The regularized incomplete beta function Iₓ(a, b) and its complement, by continued fraction.
///
/// Iₓ(a, b) = xᵃ(1 − x)ᵇ / (a·B(a, b)) · 1/(1 + d₁/(1 + d₂/(1 + …))), with
/// d₂ₘ₊₁ = −(a + m)(a + b + m)x / ((a + 2m)(a + 2m + 1)) and d₂ₘ = m(b − m)x / ((a + 2m − 1)(a + 2m)),
/// the continued fraction given in Abramowitz and Stegun 26.5.8 and described in Press et al., "Numerical
/// Recipes", §6.4. It converges quickly for x < (a + 1)/(a + b + 2); above that the symmetry
/// Iₓ(a, b) = 1 − I₁₋ₓ(b, a) is used, and whichever side was computed directly is returned undiminished so
/// that small tails keep their relative precision. The fraction is evaluated by the modified Lentz method
/// (Thompson and Barnett, J. Comput. Phys. 1986); B(a, b) comes from `lgamma`.
enum IncompleteBeta {
    /// Iₓ(a, b) as `lower` and 1 − Iₓ(a, b) as `upper`, for a, b > 0 and x in 0...1 with `y` = 1 − x
    /// supplied by the caller (who can often compute it without cancellation).
    static func regularized(a: Double, b: Double, x: Double, y: Double) -> (lower: Double, upper: Double) {
        if x <= 0 { return (0, 1) }
        if y <= 0 { return (1, 0) }
        if x < (a + 1) / (a + b + 2) {
            let lower = frontFactor(a: a, b: b, x: x, y: y) / continuedFraction(a: a, b: b, x: x)
            return (lower, 1 - lower)
        }
        let upper = frontFactor(a: b, b: a, x: y, y: x) / continuedFraction(a: b, b: a, x: y)
        return (1 - upper, upper)
    }

    /// xᵃ·yᵇ / (a·B(a, b)), computed in logarithms.
    private static func frontFactor(a: Double, b: Double, x: Double, y: Double) -> Double {
        let logBeta = lgamma(a) + lgamma(b) - lgamma(a + b)
        return exp(a * log(x) + b * log(y) - logBeta) / a
    }

    /// The denominator 1 + d₁/(1 + d₂/(1 + …)) by the modified Lentz method.
    private static func continuedFraction(a: Double, b: Double, x: Double) -> Double {
        let tiny = 1e-300
        let tolerance = 4 * Double.ulpOfOne
        var value = 1.0
        var numeratorRatio = value  // Cₖ in Lentz's notation
        var denominatorRatio = 0.0  // Dₖ
        for k in 1...10_000 {
            let term = coefficient(k, a: a, b: b, x: x)
            denominatorRatio = 1 + term * denominatorRatio
            if abs(denominatorRatio) < tiny { denominatorRatio = tiny }
            numeratorRatio = 1 + term / numeratorRatio
            if abs(numeratorRatio) < tiny { numeratorRatio = tiny }
            denominatorRatio = 1 / denominatorRatio
            let step = numeratorRatio * denominatorRatio
            value *= step
            if abs(step - 1) < tolerance { break }
        }
        return value
    }

    /// The k-th partial numerator dₖ of the continued fraction.
    private static func coefficient(_ k: Int, a: Double, b: Double, x: Double) -> Double {
        let m = Double(k / 2)
        if k % 2 == 1 {
            return -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))
        }
        return m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m))
    }
}
