import Statistics
import Testing

// Expected outputs from an independent Python transcription of Vigna's splitmix64.c:
//   s = (s + 0x9E3779B97F4A7C15) % 2**64; z = s; z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) % 2**64;
//   z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) % 2**64; out = z ^ (z >> 31)
// Seed 0 gives 0xe220a8397b1dcdaf first, the value usually quoted for splitmix64.

@Test func splitMixSeedZeroMatchesReference() {
    var generator = SplitMix64(seed: 0)
    #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
    #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(generator.next() == 0x06C4_5D18_8009_454F)
}

@Test func splitMixSeed42MatchesReference() {
    var generator = SplitMix64(seed: 42)
    #expect(generator.next() == 0xBDD7_3226_2FEB_6E95)
    #expect(generator.next() == 0x28EF_E333_B266_F103)
    #expect(generator.next() == 0x4752_6757_130F_9F52)
}

// Python reference for Lemire's method: p = next() * bound; retry while p % 2**64 < (2**64 - bound) % bound;
// index = p >> 64. Seed 7, bound 10 gives 3, 0, 9, 5, 4, 2, 4, 3.
@Test func boundedIndicesMatchReference() {
    var generator = SplitMix64(seed: 7)
    let indices = (0..<8).map { _ in generator.index(below: 10) }
    #expect(indices == [3, 0, 9, 5, 4, 2, 4, 3])
}

@Test func boundedIndicesStayInRange() {
    var generator = SplitMix64(seed: 1)
    for bound in [1, 2, 3, 7, 1000] {
        for _ in 0..<200 {
            let index = generator.index(below: bound)
            #expect(index >= 0 && index < bound)
        }
    }
}

@Test func sameSeedSameSequence() {
    var first = SplitMix64(seed: 123)
    var second = SplitMix64(seed: 123)
    #expect((0..<5).map { _ in first.next() } == (0..<5).map { _ in second.next() })
}
