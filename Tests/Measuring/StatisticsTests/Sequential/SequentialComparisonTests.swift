import Foundation
import Statistics
import Testing

/// The looks spend f(t) − f(tₖ₋₁) each, the last all that is left: in total α and β exactly.
@Test func theLooksSpendTheErrorRatesOnceInTotal() throws {
    var comparison = SequentialComparison(rule: SequentialRule(threshold: 0.01, minimumPairs: 2), variants: ["a"])
    let noisy = (0..<20).map { Double($0 % 5) / 100 - 0.02 }
    for (look, fraction) in [0.1, 0.3, 0.2, 0.6].enumerated() {
        try comparison.look(["a": Array(noisy.prefix(4 * (look + 2)))], fraction: fraction, isFinal: false)
    }
    // A fraction that went back spends nothing.
    #expect(comparison.looks[2].alpha == 0)
    #expect(isClose(comparison.looks.map(\.alpha).reduce(0, +), ErrorSpending(total: 0.05).spent(atFraction: 0.6)))
    try comparison.look(["a": noisy], fraction: 0.7, isFinal: true)
    #expect(isClose(comparison.looks.map(\.alpha).reduce(0, +), 0.05))
    #expect(isClose(comparison.looks.map(\.beta).reduce(0, +), 0.05))
    #expect(comparison.looks.last?.fraction == 1)
}

/// A verdict stands once reached: later pairs that point the other way do not revisit it; the comparison is
/// finished only when every variant has one, and a variant with too few pairs has none.
@Test func aVerdictOnceReachedStands() throws {
    var comparison = SequentialComparison(rule: SequentialRule(threshold: 0.01), variants: ["slow", "same"])
    let slow = (0..<40).map { 0.05 + Double($0 % 4) / 1000 }
    try comparison.look(["slow": slow, "same": [0.0]], fraction: 0.5, isFinal: false)
    #expect(comparison.decisions["slow"]?.verdict == .regression)
    #expect(comparison.decisions["same"] == nil && !comparison.isFinished)
    let same = (0..<40).map { Double($0 % 4) / 1000 - 0.0015 }
    try comparison.look(["slow": slow + same + same, "same": same], fraction: 0.8, isFinal: false, seconds: 12)
    #expect(comparison.decisions["slow"]?.look == 1 && comparison.decisions["slow"]?.verdict == .regression)
    #expect(comparison.decisions["same"]?.verdict == .notSlower && comparison.decisions["same"]?.look == 2)
    #expect(comparison.decisions["same"]?.seconds == 12)
    #expect(comparison.isFinished)
}

/// Before the rule's minimum of pairs a look (not the last) spends nothing and decides nothing, however clear the
/// data; the next look spends what it left.
@Test func aLookBeforeTheMinimumOfPairsSpendsNothing() throws {
    var comparison = SequentialComparison(rule: SequentialRule(threshold: 0.01), variants: ["slow"])
    let slow = (0..<48).map { 0.05 + Double($0 % 4) / 1000 }
    try comparison.look(["slow": Array(slow.prefix(24))], fraction: 0.3, isFinal: false)
    #expect(comparison.looks[0].alpha == 0 && comparison.decisions.isEmpty)
    try comparison.look(["slow": slow], fraction: 0.5, isFinal: false)
    #expect(isClose(comparison.looks[1].alpha, ErrorSpending(total: 0.05).spent(atFraction: 0.5)))
    #expect(comparison.decisions["slow"]?.verdict == .regression && comparison.decisions["slow"]?.look == 2)
}
