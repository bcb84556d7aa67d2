/// A small seeded pseudo-random generator, so every resample in a report regenerates byte for byte.
///
/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", OOPSLA 2014), in the
/// form Vigna publishes as `splitmix64.c`: the state advances by the golden-ratio increment
/// `0x9E3779B97F4A7C15`, and each output is the new state passed through the "variant 13" mixer (xor-shift 30,
/// multiply by `0xBF58476D1CE4E5B9`, xor-shift 27, multiply by `0x94D049BB133111EB`, xor-shift 31).
/// Every random choice in this module draws from it through `index(below:)`, never through the standard
/// library's `random(in:using:)`, whose mapping from raw bits may change between toolchains.
public struct SplitMix64: RandomNumberGenerator, Sendable, Equatable, Codable {
    /// The current state; the next output is derived from `state &+ 0x9E3779B97F4A7C15`.
    public private(set) var state: UInt64

    /// A generator whose first output is the mix of `seed &+ 0x9E3779B97F4A7C15`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 uniformly distributed bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniformly distributed integer in `0..<bound`, without modulo bias.
    ///
    /// Lemire's multiply-and-shift method ("Fast random integer generation in an interval", ACM TOMACS 2019):
    /// the high word of `next() × bound` is the result, and draws whose low word falls below
    /// `2^64 mod bound` are rejected and redrawn. Precondition: `bound > 0`.
    public mutating func index(below bound: Int) -> Int {
        precondition(bound > 0, "SplitMix64.index(below:) needs a positive bound, got \(bound).")
        let range = UInt64(bound)
        var product = next().multipliedFullWidth(by: range)
        if product.low < range {
            let threshold = (0 &- range) % range
            while product.low < threshold {
                product = next().multipliedFullWidth(by: range)
            }
        }
        return Int(product.high)
    }
}
