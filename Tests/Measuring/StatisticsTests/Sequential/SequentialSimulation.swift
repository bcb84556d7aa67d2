import Foundation
import Statistics

/// Simulated sequential comparisons, seeded, with no timing: each pair's log ratio per variant drawn as
/// N(δ, σ²) (Box–Muller over `SplitMix64`), and with probability `outliers` off by ±0.4 instead (one process of
/// the pair in the host's slow state, docs/drift.md). Looks after every `batch` pairs at the fraction
/// look/`looks` of the allowed time, the last one final, as `ab` looks at the fraction of `--max-seconds`; 24 pairs
/// a batch and 8 looks (192 pairs at most) keep a few thousand comparisons within a minute or two of a debug build.
struct SequentialSimulation {
    var effects: [Double]
    var sigma: Double
    var threshold: Double
    /// β of the rule; a false-alarm simulation sets it near 0, so that no variant is ever called not slower and
    /// each keeps every look's chance to err.
    var beta = 0.05
    var outliers = 0.0
    var batch = 24
    var looks = 8

    /// What the comparisons gave: per variant how many ended in each verdict, and the looks each took.
    struct Tally {
        var verdicts: [[SequentialVerdict: Int]]
        var looksTaken: [Int]
        var comparisons: Int
        /// Comparisons in which any variant whose effect is `nil` or 0 was called a regression or improvement.
        var withFalseAlarm = 0
        /// Comparisons in which every variant ended not slower (what an A/A comparison should give: exit 0).
        var allNotSlower = 0

        func rate(_ variant: Int, _ verdict: SequentialVerdict) -> Double {
            Double(verdicts[variant][verdict, default: 0]) / Double(comparisons)
        }
    }

    func run(_ comparisons: Int, seed: UInt64) throws -> Tally {
        var generator = SplitMix64(seed: seed)
        let memo = CriticalValues()
        let names = effects.indices.map { "v\($0)" }
        var tally = Tally(
            verdicts: Array(repeating: [:], count: effects.count), looksTaken: [], comparisons: comparisons)
        for _ in 0..<comparisons {
            var comparison = SequentialComparison(
                rule: SequentialRule(beta: beta, threshold: threshold), variants: names,
                critical: memo.critical)
            var values = Array(repeating: [Double](), count: effects.count)
            for look in 1...looks {
                for variant in effects.indices {
                    for _ in 0..<batch { values[variant].append(draw(effects[variant], &generator)) }
                }
                try comparison.look(
                    Dictionary(uniqueKeysWithValues: zip(names, values)),
                    fraction: Double(look) / Double(looks), isFinal: look == looks)
                if comparison.isFinished || look == looks { tally.looksTaken.append(look); break }
            }
            if names.allSatisfy({ comparison.decisions[$0]?.verdict == .notSlower }) { tally.allNotSlower += 1 }
            var falseAlarm = false
            for (variant, name) in names.enumerated() {
                let verdict = comparison.decisions[name]?.verdict ?? .undecided
                tally.verdicts[variant][verdict, default: 0] += 1
                if effects[variant] == 0 && (verdict == .regression || verdict == .improvement) { falseAlarm = true }
            }
            if falseAlarm { tally.withFalseAlarm += 1 }
        }
        return tally
    }

    private func draw(_ effect: Double, _ generator: inout SplitMix64) -> Double {
        let u1 = max(Double(generator.next() >> 11) / Double(1 << 53), .leastNonzeroMagnitude)
        let u2 = Double(generator.next() >> 11) / Double(1 << 53)
        let normal = (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
        if outliers > 0, Double(generator.next() >> 11) / Double(1 << 53) < outliers {
            return effect + (generator.next() & 1 == 0 ? 0.4 : -0.4) + sigma * normal
        }
        return effect + sigma * normal
    }
}

/// t quantiles remembered across the simulated comparisons, whose looks share their levels.
final class CriticalValues {
    private var known: [Int: [Double: Double]] = [:]

    func critical(_ blocks: Int, _ level: Double) -> Double {
        if let value = known[blocks]?[level] { return value }
        let value = BlockInterval.critical(blocks: blocks, level: level)
        known[blocks, default: [:]][level] = value
        return value
    }
}
