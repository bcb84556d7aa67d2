/// Seeds for the bootstraps of a report, derived from the run's seed and a label such as a variant's name.
///
/// FNV-1a, 64-bit (Fowler, Noll and Vo; offset basis 0xcbf29ce484222325, prime 0x100000001b3) over the eight
/// bytes of the run seed, little-endian, then the UTF-8 bytes of the label. Stable across processes,
/// toolchains and platforms, unlike Swift's `Hasher`, which is seeded randomly per process; so a report made
/// again from the same files draws the same resamples and prints the same intervals.
public enum StableSeed {
    public static func derive(runSeed: UInt64, label: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ byte: UInt8) {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        for shift in stride(from: 0, to: 64, by: 8) { mix(UInt8(truncatingIfNeeded: runSeed >> UInt64(shift))) }
        for byte in label.utf8 { mix(byte) }
        return hash
    }
}
