/// A comparison of several variants that looks at its data after each batch of pairs and stops when every
/// variant is decided (`SequentialRule`), spending its error rates over the looks (`ErrorSpending`).
///
/// At look k, at the fraction tₖ of the allowed time, it spends αₖ = f_α(tₖ) − f_α(tₖ₋₁) of the family's α
/// (Pocock's type) and βₖ likewise of β (the power family, ρ = 3: most of it at the last looks); the last look
/// (`isFinal`, the cap) spends all that is left. A variant's verdict, once
/// reached, stands: later pairs do not revisit it. The looks' error is bounded by the union (Bonferroni)
/// over looks and variants: P(any false alarm) ≤ Σₖ m·αₖ/m ≤ α, whatever the correlation between looks, which
/// matters here because each look re-blocks all the pairs so far (the canonical joint distribution of
/// group-sequential theory, which would allow sharper bounds, does not hold). Conservative, and checked by
/// simulation in the tests (SequentialComparisonSimulationTests).
public struct SequentialComparison {
    /// What each look spent and when.
    public struct Look: Sendable, Equatable, Codable {
        public var fraction: Double
        public var alpha: Double
        public var beta: Double
        public var seconds: Double
        public var pairs: Int
    }

    public let rule: SequentialRule
    /// The family, in order; m = its count.
    public let variants: [String]
    public private(set) var looks: [Look] = []
    /// Each variant's latest decision (frozen once decided).
    public private(set) var decisions: [String: SequentialDecision] = [:]
    private var spentAlpha = 0.0
    private var spentBeta = 0.0
    private var lastFraction = 0.0

    /// t₍B−1, (1+level)/2₎ for B blocks at a level; a parameter so that a simulation of thousands of comparisons
    /// can remember the values its looks share.
    private let critical: (Int, Double) -> Double

    public init(
        rule: SequentialRule, variants: [String],
        critical: @escaping (Int, Double) -> Double = BlockInterval.critical
    ) {
        self.rule = rule
        self.variants = variants
        self.critical = critical
    }

    /// Whether every variant has a verdict other than `undecided`.
    public var isFinished: Bool {
        variants.allSatisfy { decisions[$0].map { $0.verdict != .undecided } ?? false }
    }

    /// Looks at each variant's log ratios so far (pairs in the order they ran) at `fraction` of the allowed time;
    /// `isFinal` spends what is left. A variant with fewer than 2 pairs is left without a decision.
    /// Before `rule.minimumPairs` pairs a look (other than the last) spends and decides nothing: what it would have
    /// spent is left for the next.
    public mutating func look(
        _ logRatios: [String: [Double]], fraction: Double, isFinal: Bool, seconds: Double = 0
    ) throws {
        let pairs = logRatios.values.map(\.count).max() ?? 0
        guard isFinal || pairs >= rule.minimumPairs else {
            looks.append(Look(fraction: lastFraction, alpha: 0, beta: 0, seconds: seconds, pairs: pairs))
            return
        }
        let t = isFinal ? 1 : Swift.max(lastFraction, Swift.min(1, fraction))
        let alpha = Swift.max(
            0, ErrorSpending(total: rule.alpha, shape: rule.alphaSpending).spent(atFraction: t) - spentAlpha)
        let beta = Swift.max(
            0, ErrorSpending(total: rule.beta, shape: rule.betaSpending).spent(atFraction: t) - spentBeta)
        spentAlpha += alpha
        spentBeta += beta
        lastFraction = t
        looks.append(Look(fraction: t, alpha: alpha, beta: beta, seconds: seconds, pairs: pairs))
        let familyLevel = 1 - alpha / Double(Swift.max(variants.count, 1))
        let missLevel = 1 - 2 * beta
        var criticals: [Int: [Double: Double]] = [:]
        func critical(_ blocks: Int, _ level: Double) -> Double {
            if let known = criticals[blocks]?[level] { return known }
            let value = self.critical(blocks, level)
            criticals[blocks, default: [:]][level] = value
            return value
        }
        for variant in variants {
            if let decided = decisions[variant], decided.verdict != .undecided { continue }
            guard let values = logRatios[variant], values.count >= 2 else { continue }
            var decision = try rule.decide(values, familyLevel: familyLevel, missLevel: missLevel, critical: critical)
            decision.look = looks.count
            decision.seconds = seconds
            decisions[variant] = decision
        }
    }
}
