/// Fast medians of weighted pools of groups, for `ProcessBootstrap`: the same value as a walk over the pooled
/// sorted values, found by binary search over counts prepared once.
///
/// Whatever the weights, the pooled median lies between the smallest lower middle value of any group and the
/// largest upper middle value (below the first, each group holds at most ⌊(mₚ − 1)/2⌋ values, so fewer than
/// half the pool; above the second, likewise). Inside that window, `below[i][p]` counts group p's values
/// before pooled position i, so the number of pooled values up to a position is Σ wₚ·below[·][p], and the
/// median's ranks are found by bisection: about 2·log₂(window)·(groups drawn) steps per replicate instead of
/// a walk over the window. Prepared only when the table is small (window × groups ≤ 4 million counts).
struct MedianWindow {
    private let values: [Double]
    private let start: Int, end: Int
    private let groupCount: Int
    /// Row i − start (for i in start...end + 1), column p: group p's values at pooled positions < i.
    private let below: [Int32]

    init?(values: [Double], owners: [Int], groups: [[Double]]) {
        let sortedGroups = groups.map { $0.sorted() }
        guard let low = sortedGroups.map({ $0[($0.count - 1) / 2] }).min(),
            let high = sortedGroups.map({ $0[$0.count / 2] }).max()
        else { return nil }
        let start = values.firstIndex { $0 >= low } ?? 0
        let end = values.lastIndex { $0 <= high } ?? values.count - 1
        let rows = end - start + 2
        guard rows * groups.count <= 4_000_000 else { return nil }
        var below = [Int32](repeating: 0, count: rows * groups.count)
        for index in 0..<start { below[owners[index]] += 1 }
        for row in 1..<rows {
            let base = row * groups.count
            for p in 0..<groups.count { below[base + p] = below[base - groups.count + p] }
            below[base + owners[start + row - 1]] += 1
        }
        self.values = values
        self.start = start
        self.end = end
        self.groupCount = groups.count
        self.below = below
    }

    /// Type-7 median of the pool holding each group's values `weights[p]` times; `drawn` lists the groups
    /// with a positive weight and `total` is the pool's size.
    func median(weights: [Int], drawn: [Int], total: Int) -> Double {
        let lowerRank = (total - 1) / 2, upperRank = total / 2
        let lower = values[position(ofRank: lowerRank, weights: weights, drawn: drawn)]
        if lowerRank == upperRank { return lower }
        let upper = values[position(ofRank: upperRank, weights: weights, drawn: drawn)]
        return Percentile.interpolate(lower, upper, fraction: 0.5)
    }

    /// The smallest pooled position i in the window whose count of pooled values at positions ≤ i exceeds
    /// `rank` (the zero-based rank's position).
    private func position(ofRank rank: Int, weights: [Int], drawn: [Int]) -> Int {
        var low = start, high = end
        while low < high {
            let middle = (low + high) / 2
            let row = (middle + 1 - start) * groupCount
            var count = 0
            for p in drawn { count += weights[p] * Int(below[row + p]) }
            if count > rank { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
