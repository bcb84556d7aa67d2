/// Ranks with ties sharing their average rank, as the rank tests need them.
///
/// The values are ranked 1…n in ascending order; each group of equal values receives the mean of the ranks
/// it spans (the "midrank" convention of Wilcoxon, Mann and Whitney, and of `scipy.stats.rankdata`).
enum Ranking {
    /// Midranks in the order of `values`, and the size of every group of two or more equal values.
    static func averageRanks(_ values: [Double]) -> (ranks: [Double], tieSizes: [Int]) {
        let order = values.indices.sorted { values[$0] < values[$1] }
        var ranks = [Double](repeating: 0, count: values.count)
        var tieSizes = [Int]()
        var start = 0
        while start < order.count {
            var end = start + 1
            while end < order.count && values[order[end]] == values[order[start]] { end += 1 }
            let averageRank = Double(start + 1 + end) / 2  // mean of ranks start+1 … end
            for position in start..<end { ranks[order[position]] = averageRank }
            if end - start > 1 { tieSizes.append(end - start) }
            start = end
        }
        return (ranks, tieSizes)
    }

    /// Σ(t³ − t) over tie groups of sizes t, the quantity both tie corrections subtract.
    static func tieSum(_ tieSizes: [Int]) -> Double {
        tieSizes.reduce(0) { sum, size in
            let t = Double(size)
            return sum + (t * t * t - t)
        }
    }
}
