import Statistics
import Testing

// Worked by hand (Holm 1979): sorted 0.005, 0.01, 0.03, 0.04 times 4, 3, 2, 1 → 0.02, 0.03, 0.06, 0.04;
// the running maximum makes the last 0.06. Back in input order: 0.03, 0.06, 0.06, 0.02.
// R gives the same: p.adjust(c(0.01, 0.04, 0.03, 0.005), "holm").
@Test func workedExample() {
    let adjusted = Holm.adjusted([0.01, 0.04, 0.03, 0.005])
    let expected = [0.03, 0.06, 0.06, 0.02]
    #expect(zip(adjusted, expected).allSatisfy { isClose($0, $1) })
}

// By hand: sorted 0.2 × 3 = 0.6, 0.5 × 2 = 1.0, 0.9 × 1 = 0.9 → monotone 1.0; capped at 1.
@Test func cappedAndMonotone() {
    #expect(Holm.adjusted([0.5, 0.2, 0.9]) == [1.0, 0.6000000000000001, 1.0])
}

@Test func tiesAndEdgeCases() {
    #expect(Holm.adjusted([0.01, 0.01]) == [0.02, 0.02])
    #expect(Holm.adjusted([0.03]) == [0.03])
    #expect(Holm.adjusted([]).isEmpty)
}
