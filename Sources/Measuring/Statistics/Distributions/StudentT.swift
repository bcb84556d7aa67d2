/// Student's t distribution with ν degrees of freedom: CDF, upper tail, two-sided p-value and quantiles.
///
/// The tails come from the regularized incomplete beta function: for x = ν/(ν + t²),
/// P(|T| > |t|) = Iₓ(ν/2, 1/2) (Abramowitz and Stegun 26.7.1 with 26.5.27), evaluated by continued fraction
/// (see `IncompleteBeta`). The quantile inverts the upper tail by bisection on [0, ∞) to full double
/// precision, so `quantile(cdf(t)) ≈ t` up to rounding of the CDF itself.
public struct StudentT: Sendable, Equatable, Codable {
    /// ν, the degrees of freedom (positive, need not be an integer).
    public var degreesOfFreedom: Double

    /// The t distribution with `degreesOfFreedom` ν; precondition: ν > 0.
    public init(degreesOfFreedom: Double) {
        precondition(degreesOfFreedom > 0, "StudentT needs positive degrees of freedom, got \(degreesOfFreedom).")
        self.degreesOfFreedom = degreesOfFreedom
    }

    /// P(|T| > |t|) = Iₓ(ν/2, 1/2) with x = ν/(ν + t²), the two-sided p-value of a t statistic.
    public func twoSidedPValue(_ t: Double) -> Double {
        tails(t).outside
    }

    /// P(T ≤ t).
    public func cdf(_ t: Double) -> Double {
        let (outside, inside) = tails(t)
        return t >= 0 ? 0.5 + 0.5 * inside : 0.5 * outside
    }

    /// P(T > t).
    public func survival(_ t: Double) -> Double {
        cdf(-t)
    }

    /// The t with P(T ≤ t) = p; −∞ at p = 0 and +∞ at p = 1. Precondition: p in 0...1.
    public func quantile(_ p: Double) -> Double {
        precondition((0...1).contains(p), "StudentT.quantile needs p in 0...1, got \(p).")
        if p == 0.5 { return 0 }
        return p > 0.5 ? upperQuantile(1 - p) : -upperQuantile(p)
    }

    /// P(|T| > |t|) and P(|T| ≤ |t|), each computed without cancellation.
    private func tails(_ t: Double) -> (outside: Double, inside: Double) {
        if t.isInfinite { return (0, 1) }
        let square = t * t
        let x = degreesOfFreedom / (degreesOfFreedom + square)
        let y = square / (degreesOfFreedom + square)
        let beta = IncompleteBeta.regularized(a: degreesOfFreedom / 2, b: 0.5, x: x, y: y)
        return (beta.lower, beta.upper)
    }

    /// The t ≥ 0 with P(T > t) = q, for q in 0...0.5, by doubling to a bracket and then bisection.
    private func upperQuantile(_ q: Double) -> Double {
        if q <= 0 { return .infinity }
        var low = 0.0
        var high = 1.0
        while survival(high) > q {
            low = high
            high *= 2
            if high.isInfinite { return .infinity }
        }
        while true {
            let middle = low + (high - low) / 2
            if middle <= low || middle >= high { return middle }
            if survival(middle) > q { low = middle } else { high = middle }
        }
    }
}
