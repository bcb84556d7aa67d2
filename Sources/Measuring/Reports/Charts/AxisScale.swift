import Foundation
import Results

/// A mapping from data values to pixels along one axis, with "nice" tick values (1, 2 or 5 × 10ᵏ).
struct AxisScale {
    enum Kind { case linear, logarithmic }

    let kind: Kind
    let lower: Double
    let upper: Double
    /// Pixel positions of `lower` and `upper` (the second may be smaller, for a y axis).
    let start: Double
    let end: Double
    let ticks: [Double]

    /// A linear scale whose domain is `values` widened to whole tick steps, about `target` ticks.
    static func linear(
        covering values: [Double], from start: Double, to end: Double, includeZero: Bool = false,
        target: Int = 6
    ) -> AxisScale {
        var low = values.min() ?? 0, high = values.max() ?? 1
        if includeZero { low = min(low, 0) }
        if high - low <= 0 { (low, high) = (low == 0 ? (0, 1) : (low * 0.9, high * 1.1)) }
        let step = niceStep((high - low) / Double(target))
        let first = (low / step).rounded(.down), last = (high / step).rounded(.up)
        let ticks = stride(from: first, through: last, by: 1).map { $0 * step }
        return AxisScale(kind: .linear, lower: first * step, upper: last * step, start: start, end: end, ticks: ticks)
    }

    /// A log scale over `values` (all positive), widened to the nearest ticks outside them; ticks at 1, 2, 5 ×
    /// 10ᵏ, or every integer multiple of 10ᵏ when that gives fewer than three.
    static func logarithmic(covering values: [Double], from start: Double, to end: Double) -> AxisScale {
        let low = (values.min() ?? 1) / 1.05, high = (values.max() ?? 10) * 1.05
        func grid(_ multiples: [Double]) -> [Double] {
            let first = Int(log10(low).rounded(.down)), last = Int(log10(high).rounded(.up))
            return (first...last).flatMap { power in multiples.map { $0 * pow(10, Double(power)) } }
        }
        func snapped(_ multiples: [Double]) -> [Double] {
            let all = grid(multiples)
            let lower = all.last { $0 <= low } ?? low, upper = all.first { $0 >= high } ?? high
            return all.filter { $0 >= lower && $0 <= upper }
        }
        var chosen = snapped([1, 2, 5])
        if chosen.count < 3 { chosen = snapped([1, 2, 3, 4, 5, 6, 7, 8, 9]) }
        return AxisScale(
            kind: .logarithmic, lower: chosen.first ?? low, upper: chosen.last ?? high, start: start,
            end: end, ticks: chosen)
    }

    /// The pixel position of `value`.
    func position(_ value: Double) -> Double {
        let fraction: Double
        switch kind {
        case .linear: fraction = (value - lower) / (upper - lower)
        case .logarithmic: fraction = (log(max(value, .leastNormalMagnitude)) - log(lower)) / (log(upper) - log(lower))
        }
        return start + fraction * (end - start)
    }

    /// A tick's label with just enough decimals for its step or magnitude.
    func label(_ value: Double) -> String {
        let reference: Double
        switch kind {
        case .linear: reference = ticks.count > 1 ? ticks[1] - ticks[0] : max(abs(value), 1)
        case .logarithmic: reference = value
        }
        let places = max(0, -Int(log10(reference).rounded(.down)))
        return CSVFormat.fixed(value, places)
    }

    /// 1, 2 or 5 × 10ᵏ, the smallest not below `rough`.
    static func niceStep(_ rough: Double) -> Double {
        let magnitude = pow(10, log10(rough).rounded(.down))
        for multiple in [1.0, 2, 5, 10] where multiple * magnitude >= rough * (1 - 1e-9) {
            return multiple * magnitude
        }
        return 10 * magnitude
    }
}
