import Results
import Statistics

/// The one-sentence finding of a comparison, phrased from its verdict and nothing else.
///
/// "faster"/"slower" only when the verdict says so (Holm-adjusted test significant and the whole interval
/// beyond the noise band); "the same" when the interval lies inside the band; otherwise the sentence says
/// plainly that the run cannot tell, and why. Percentages are of time per row: ratio 0.877 is "12.3% faster";
/// beyond a factor of 2 the sentence gives the factor instead ("7.5 times as fast", "2.4 times as long").
public enum Headline {
    public static func sentence(_ result: ComparisonResult) -> String {
        let (a, b, context) = nouns(result.spec.a, result.spec.b)
        let ratio = result.ratio.ratio
        let stats = statistics(result)
        let prefix = context.map { "\($0), " } ?? ""
        let text: String
        switch result.verdict {
        case .faster where ratio <= 0.5:
            text = "\(prefix)\(a) builds the row \(CSVFormat.fixed(1 / ratio, 1)) times as fast as \(b) (\(stats))."
        case .faster:
            text = "\(prefix)\(a) builds the row \(percent(1 - ratio))% faster than \(b) (\(stats))."
        case .slower where ratio >= 2:
            text = "\(prefix)\(a) takes \(CSVFormat.fixed(ratio, 1)) times as long as \(b) to build the row (\(stats))."
        case .slower:
            text = "\(prefix)\(a) builds the row \(percent(ratio - 1))% slower than \(b) (\(stats))."
        case .same:
            text =
                """
                \(prefix)\(a) and \(b) build the row in the same time, within the ±\(bandPercent) noise band \
                (\(stats)).
                """
        case .inconclusive:
            let why =
                result.adjustedPValue < RunAnalysis.alpha
                ? "the interval reaches into the ±\(bandPercent) noise band"
                : "the difference is not significant after Holm's correction"
            text = "\(prefix)we cannot tell whether \(a) is faster than \(b): \(why) (\(stats))."
        }
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    /// The sentence, led by the model's title when both sides are the UIKit model's variants ("UIKit model (this
    /// project's): with shrink-to-fit, code builds ..."), as the Headlines say it; other sentences as they are.
    public static func namingTheModel(_ result: ComparisonResult) -> String {
        let text = sentence(result)
        guard let a = Variant(name: result.spec.a), let b = Variant(name: result.spec.b),
            a.construction.toolkit.isModel, b.construction.toolkit.isModel
        else { return text }
        return "\(a.construction.toolkit.title): " + text.prefix(1).lowercased() + text.dropFirst()
    }

    /// "ratio 0.877, 95% CI 0.871–0.883, p_adj = 0.004", plus a caveat when only one process was compared.
    public static func statistics(_ result: ComparisonResult) -> String {
        let interval = result.ratio.interval
        var text =
            "ratio \(CSVFormat.fixed(result.ratio.ratio, 3)), \(CSVFormat.fixed(interval.level * 100, 0))% CI "
            + "\(CSVFormat.fixed(interval.lower, 3))–\(CSVFormat.fixed(interval.upper, 3)), "
            + pValue(result.adjustedPValue, name: "p_adj")
        if result.ratio.method == .withinProcessBootstrap {
            text += "; one process only, so its samples were treated as independent"
        }
        return text
    }

    /// "p_adj = 0.004", or "p_adj < 0.001" for smaller values.
    public static func pValue(_ p: Double, name: String) -> String {
        p < 0.001 ? "\(name) < 0.001" : "\(name) = \(CSVFormat.fixed(p, 3))"
    }

    static var bandPercent: String {
        CSVFormat.fixed((RunAnalysis.band.upper - 1) * 100, 0) + "%"
    }

    static func percent(_ fraction: Double) -> String { CSVFormat.fixed(fraction * 100, 1) }

    /// How to name A and B in a sentence, and the shared setting as context: "code" and "the cached template"
    /// with context "with shrink-to-fit" when only the construction differs; full names otherwise.
    static func nouns(_ a: String, _ b: String) -> (String, String, String?) {
        if let wa = selfCheckNoun(a), let wb = selfCheckNoun(b) { return (wa, wb, nil) }
        guard let va = Variant(name: a), let vb = Variant(name: b) else { return (a, b, nil) }
        if va.fit == vb.fit { return (noun(va), noun(vb), fitPhrase(va.fit)) }
        return ("\(noun(va)) \(fitPhrase(va.fit))", "\(noun(vb)) \(fitPhrase(vb.fit))", nil)
    }

    /// "the self-check workload plus-3pct (10300 steps)" for a self-check name, else nil.
    static func selfCheckNoun(_ name: String) -> String? {
        guard let workload = SelfCheckWorkloads.all.first(where: { $0.name == name }) else { return nil }
        return "the self-check workload \(VariantName.parts(name).fit) (\(workload.iterations) steps)"
    }

    /// The construction's noun, with "laid out" for a real toolkit's row timed with its layout pass.
    static func noun(_ variant: Variant) -> String {
        variant.construction.noun + (variant.laidOut ? " (laid out)" : "")
    }

    static func fitPhrase(_ fit: Fit) -> String {
        switch fit {
        case .fit: "with shrink-to-fit"
        case .nofit: "without shrink-to-fit"
        case .asDesigned: "for the template as designed"
        }
    }
}
