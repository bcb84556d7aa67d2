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
    }

    /// One entry per toolkit with a comparison over 3 or more processes paired by round, in the order the run's
    /// comparisons first name them.
    public var groups: [Group]

    init(comparisons: [ComparisonResult], samplesByVariant: [String: [Sample]]) {
        var widest: [String: ComparisonResult] = [:]
        var order: [String] = []
        var titles: [String: String] = [:]
        for result in comparisons where result.ratio.processCount >= 3 {
            guard let a = Variant(name: result.spec.a), let b = Variant(name: result.spec.b),
                  a.construction.toolkit.name == b.construction.toolkit.name else { continue }
            let toolkit = a.construction.toolkit
            if widest[toolkit.name] == nil { order.append(toolkit.name) }
            titles[toolkit.name] = toolkit.title
            if widest[toolkit.name].map({ Self.halfWidth($0) < Self.halfWidth(result) }) ?? true { widest[toolkit.name] = result }
        }
        groups = order.compactMap { name in
            guard let result = widest[name] else { return nil }
            let pairs = RunAnalysis.processPairs(a: samplesByVariant[result.spec.a] ?? [], b: samplesByVariant[result.spec.b] ?? [])
            let rounds = pairs.filter(\.pairedByRound).map { pair in zip(pair.a, pair.b).map { log($0) - log($1) } }
            guard rounds.count >= 3, let spread = try? RoundNoiseSpread(rounds: rounds) else { return nil }
            return Group(toolkit: name, title: titles[name] ?? name, comparison: result.spec,
                         halfWidth: Self.halfWidth(result), spread: spread)
        }
    }

    static func halfWidth(_ result: ComparisonResult) -> Double {
        (result.ratio.interval.upper - result.ratio.interval.lower) / 2 / result.ratio.ratio
    }
}
