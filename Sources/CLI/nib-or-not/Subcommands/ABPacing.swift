import Foundation
import Reports
import Statistics

/// When `ab` looks and whether a look is its last: the fraction of `--max-seconds` elapsed is what the sequential
/// rule spends its error rates by, and a look is final when one more pair, at the pace of the pairs so far,
/// would end after the cap (less an allowance for writing the reports), or the most pairs are reached; a batch
/// that would pass the cap ends early there (`capReached`).
struct ABPacing {
    let maxSeconds: Double
    let batch: Int
    let maxPairs: Int
    /// When the command began: the fraction spent is of the whole command's time, which the cap bounds.
    let started: Date
    /// When the first pair began: the pace is of pairs, not of the checks before them.
    let pairsBegan: Date

    /// Seconds kept for the run folders' reports and the comparison after the last batch.
    static let reportSeconds = 5.0

    init(maxSeconds: Double, batch: Int, maxPairs: Int, started: Date, pairsBegan: Date) {
        self.maxSeconds = maxSeconds
        self.batch = batch
        self.maxPairs = maxPairs
        self.started = started
        self.pairsBegan = pairsBegan
    }

    /// The look after `pairs` pairs at `now`.
    func look(afterPairs pairs: Int, now: Date) -> (fraction: Double, isFinal: Bool, seconds: Double) {
        let seconds = now.timeIntervalSince(started)
        let paired = now.timeIntervalSince(pairsBegan)
        let perPair = paired / Double(max(pairs, 1))
        // Final when not even one more pair fits: a batch that would pass the cap still starts, and ends early at
        // the cap (`capReached`), so that the time up to the cap is used, not left when a whole batch no longer fits.
        let isFinal = pairs >= maxPairs || seconds + perPair > maxSeconds - ABPacing.reportSeconds
        return (seconds / maxSeconds, isFinal, seconds)
    }

    /// Whether one more pair, at the pace of the pairs so far, would end after the cap (less the reports'
    /// allowance): the batch then ends early, and its look is the last (`look` finds no room for another pair).
    func capReached(afterPairs pairs: Int, now: Date) -> Bool {
        let seconds = now.timeIntervalSince(started)
        let perPair = now.timeIntervalSince(pairsBegan) / Double(max(pairs, 1))
        return seconds + perPair > maxSeconds - ABPacing.reportSeconds
    }

    /// One progress line after a look: the pairs, the time and the verdicts so far.
    static func describe(_ ab: SequentialAB, pairs: Int, seconds: Double) -> String {
        let verdicts = ab.verdicts
        let counts = SequentialVerdict.allCases.compactMap { verdict -> String? in
            let n = verdicts.filter { $0 == verdict }.count
            return n > 0 ? "\(n) \(verdict.rawValue)" : nil
        }
        return
            "look \(ab.comparison?.looks.count ?? 0): \(pairs) pairs, \(Int(seconds.rounded())) s: "
            + "\(counts.joined(separator: ", "))"
    }
}
