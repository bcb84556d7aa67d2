import Foundation
import Reports
import Statistics

/// When `ab` looks and whether a look is its last: the fraction of `--max-seconds` elapsed is what the sequential
/// rule spends its error rates by, and a look is final when one more pass of pairs (one of each group still open),
/// at the pace of the latest passes, would end after the cap (less an allowance for writing the reports), or the
/// most pairs are reached; a batch that would pass the cap ends early there (`capReached`).
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

    /// The passes and the time of the latest look: the pace of a pass is measured since then, since a pass gets
    /// cheaper when a group's verdicts are reached and it stops getting pairs (`InterleavedRun`).
    private var latestLook: (passes: Int, at: Date)?
    /// Seconds a pass took between the two latest looks (before the first look: since the first pass began).
    private var latestPace: Double?

    /// The look after `passes` passes of pairs at `now`.
    mutating func look(afterPairs passes: Int, now: Date) -> (fraction: Double, isFinal: Bool, seconds: Double) {
        let seconds = now.timeIntervalSince(started)
        let perPass = pace(afterPasses: passes, now: now)
        (latestLook, latestPace) = ((passes, now), perPass)
        // Final when not even one more pass fits: a batch that would pass the cap still starts, and ends early at
        // the cap (`capReached`), so that the time up to the cap is used, not left when a whole batch no longer fits.
        let isFinal = passes >= maxPairs || seconds + perPass > maxSeconds - ABPacing.reportSeconds
        return (seconds / maxSeconds, isFinal, seconds)
    }

    /// Whether one more pass, at the pace of the passes since the latest look, would end after the cap (less the
    /// reports' allowance): the batch then ends early, and its look is the last (`look` finds no room for another).
    func capReached(afterPairs passes: Int, now: Date) -> Bool {
        now.timeIntervalSince(started) + pace(afterPasses: passes, now: now) > maxSeconds - ABPacing.reportSeconds
    }

    /// Seconds per pass since the latest look; the latest look's own pace when no pass has run since.
    private func pace(afterPasses passes: Int, now: Date) -> Double {
        let since = latestLook ?? (0, pairsBegan)
        guard passes > since.passes else { return latestPace ?? now.timeIntervalSince(pairsBegan) }
        return now.timeIntervalSince(since.at) / Double(passes - since.passes)
    }

    /// One progress line after a look: the passes, the time, the verdicts so far and the groups still open.
    static func describe(_ ab: SequentialAB, pairs: Int, seconds: Double, open: [String]) -> String {
        let verdicts = ab.verdicts
        let counts = SequentialVerdict.allCases.compactMap { verdict -> String? in
            let n = verdicts.filter { $0 == verdict }.count
            return n > 0 ? "\(n) \(verdict.rawValue)" : nil
        }
        return
            "look \(ab.comparison?.looks.count ?? 0): \(pairs) pairs, \(Int(seconds.rounded())) s: "
            + "\(counts.joined(separator: ", "))"
            + (open.isEmpty || ab.isFinished ? "" : "; pairs go on for \(open.joined(separator: ", "))")
    }
}
