import Foundation
import Results
import Statistics

/// Where each toolkit's widest interval gets its width: how far its processes' log ratios spread, against how
/// far their rounds' noise alone would spread them (`RoundNoiseSpread`).
///
/// Why: a run's intervals are over processes, so a user who wants them narrower can give a group more rounds
/// per worker or more workers. The first helps only as far as the rounds' noise is what makes the processes
/// differ; this says, from the run itself, which one its widest interval needs.
public struct SpreadSources: Sendable, Equatable {
    public struct Group: Sendable, Equatable {
        /// The toolkit (`ToolkitDeclaration.name`).
        public var toolkit: String
        public var title: String
        /// The group's widest comparison (the largest half-width relative to its ratio).
        public var comparison: ComparisonSpec
        /// Half of the widest interval's width, relative to its ratio.
        public var halfWidth: Double
        public var spread: RoundNoiseSpread
        /// About how wide the interval would be, relative to now, with twice the rounds per worker: the rounds'
        /// part of the variance halves and the processes' own part stays, √(1 − share / 2).
        public var widthWithTwiceTheRounds: Double { (1 - spread.roundsShare / 2).squareRoot() }
        /// The same with twice the workers: every part of the variance halves, √½ (ignoring the t quantile's change).
        public static let widthWithTwiceTheProcesses = 0.5.squareRoot()
        /// The split of the same time between rounds and workers that would make the interval narrowest, when the
        /// run was calibrated (so what a worker and a round cost is known).
        public var allocation: Allocation?
    }

    /// The best split of a group's time between workers and rounds, by the classic two-stage optimum (Cochran,
    /// "Sampling Techniques", 1977, §10.6): a worker's estimate has variance P + R/n after n rounds (R/n the
    /// rounds' part, `fromRounds`², P the rest of the spread's variance) and costs f + n·c seconds (`fixedSeconds`,
    /// `secondsPerRound` of the calibration). For a fixed time N·(f + n·c), (P + R/n)/N is smallest at
    /// n* = √(R·f / (P·c)). Why: whether more rounds or more workers pay depends on both the spread and the
    /// costs, and the run has measured both.
    public struct Allocation: Sendable, Equatable {
        /// The median rounds per worker this run timed.
        public var rounds: Int
        public var workers: Int
        /// n*, at least 2; fewer when n* would leave room for fewer than `minimumWorkers`.
        public var optimalRounds: Int
        /// The workers that fit in the same time with n* rounds each: at least `minimumWorkers` when the time
        /// allows that many at 2 rounds (a run of fewer workers may get fewer).
        public var optimalWorkers: Double
        /// One worker per block of the ten-block interval (`BlockInterval.defaultBlocks`): fewer, and the interval
        /// over blocks no longer holds, however well the rounds pay (as when the workers' own part is nil).
        public static let minimumWorkers = BlockInterval.defaultBlocks
        /// √(variance at the optimum / variance now), for the same time.
        public var width: Double

        init?(spread: RoundNoiseSpread, rounds: Int, fixedSeconds: Double, secondsPerRound: Double) {
            guard rounds >= 2, fixedSeconds > 0, secondsPerRound > 0 else { return nil }
            let roundsPart = spread.fromRounds * spread.fromRounds * Double(rounds)
            let processPart = max(
                0, spread.betweenProcesses * spread.betweenProcesses - spread.fromRounds * spread.fromRounds)
            let time = Double(spread.processes) * (fixedSeconds + Double(rounds) * secondsPerRound)
            let fewestWorkers = Double(max(Self.minimumWorkers, 2))
            // The small allowance keeps floating-point rounding from taking a round off the rounds a worker had.
            let mostRounds = max(2, ((time / fewestWorkers - fixedSeconds) / secondsPerRound + 1e-9).rounded(.down))
            let best =
                processPart > 0 ? (roundsPart * fixedSeconds / (processPart * secondsPerRound)).squareRoot() : .infinity
            optimalRounds = Int(min(mostRounds, max(2, best.rounded())))
            optimalWorkers = time / (fixedSeconds + Double(optimalRounds) * secondsPerRound)
            let now = (processPart + roundsPart / Double(rounds)) / Double(spread.processes)
            let then = (processPart + roundsPart / Double(optimalRounds)) / optimalWorkers
            (self.rounds, workers, width) = (rounds, spread.processes, now > 0 ? (then / now).squareRoot() : 1)
        }
    }

    /// One entry per toolkit with a comparison over 3 or more processes paired by round, in the order the run's
    /// comparisons first name them.
    public var groups: [Group]

    init(comparisons: [ComparisonResult], samplesByVariant: [String: [Sample]], calibration: RunCalibration?) {
        var widest: [String: ComparisonResult] = [:]
        var order: [ToolkitDeclaration] = []
        for result in comparisons where result.ratio.processCount >= 3 {
            guard let a = Variant(name: result.spec.a), let b = Variant(name: result.spec.b),
                a.construction.toolkit.name == b.construction.toolkit.name
            else { continue }
            let toolkit = a.construction.toolkit
            if widest[toolkit.name] == nil { order.append(toolkit) }
            if widest[toolkit.name].map({ $0.ratio.relativeHalfWidth < result.ratio.relativeHalfWidth }) ?? true {
                widest[toolkit.name] = result
            }
        }
        groups = order.compactMap { toolkit in
            let name = toolkit.name
            guard let result = widest[name] else { return nil }
            let pairs = RunAnalysis.processPairs(
                a: samplesByVariant[result.spec.a] ?? [], b: samplesByVariant[result.spec.b] ?? [])
            let rounds = pairs.filter(\.pairedByRound).map { pair in zip(pair.a, pair.b).map { log($0) - log($1) } }
            guard rounds.count >= 3, let spread = try? RoundNoiseSpread(rounds: rounds) else { return nil }
            let costs = calibration?.groups.first { $0.group == name }
            let allocation = costs.flatMap { costs in
                Allocation(
                    spread: spread, rounds: Int(Percentile.median(of: rounds.map { Double($0.count) }).rounded(.down)),
                    fixedSeconds: costs.fixedSeconds, secondsPerRound: costs.secondsPerRound)
            }
            return Group(
                toolkit: name, title: toolkit.title, comparison: result.spec,
                halfWidth: result.ratio.relativeHalfWidth, spread: spread, allocation: allocation)
        }
    }

}
