@testable import Statistics
import Testing

/// The bisection over prepared counts gives exactly the median a walk over the pooled values gives, for
/// random groups (with ties) and random weights.
@Test func medianWindowAgreesWithTheWalk() throws {
    var generator = SplitMix64(seed: 21)
    for trial in 0..<200 {
        let groups: [[Double]] = (0..<(1 + trial % 9)).map { _ in
            (0..<(1 + generator.index(below: 12))).map { _ in Double(100 + generator.index(below: 40)) / 4 }
        }
        var pooled: [(value: Double, owner: Int)] = []
        for (owner, group) in groups.enumerated() { for value in group { pooled.append((value, owner)) } }
        pooled.sort { $0.value < $1.value || ($0.value == $1.value && $0.owner < $1.owner) }
        let values = pooled.map(\.value), owners = pooled.map(\.owner)
        let window = try #require(MedianWindow(values: values, owners: owners, groups: groups))
        let weights = groups.indices.map { _ in generator.index(below: 3) }
        let drawn = groups.indices.filter { weights[$0] > 0 }
        guard !drawn.isEmpty else { continue }
        let total = drawn.reduce(0) { $0 + weights[$1] * groups[$1].count }
        let walked = ProcessBootstrap.weightedMedian(values: values, owners: owners, weights: weights, total: total)
        #expect(window.median(weights: weights, drawn: drawn, total: total) == walked, "trial \(trial)")
    }
}
