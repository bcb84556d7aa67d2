import Results

/// The questions a report answers, and which pairs of variants answer each: the report's table of contents.
///
/// Kept as data so that adding a question or a pair is one line here. Each pair is A vs B, the ratio A/B of
/// time per row (below 1: A is faster). A pair is skipped when the run lacks either variant.
public enum Question: String, CaseIterable, Sendable, Codable {
    /// Is hand-written code faster than building from a template?
    case codeVersusTemplate = "code-vs-template"
    /// What does keeping the parsed template in memory buy (like UINib)?
    case caching
    /// What does working out the fitted font sizes ahead of time buy (as Interface Builder does)?
    case precomputing
    /// What does shrink-to-fit cost?
    case shrinkToFit = "shrink-to-fit"
    /// Does the harness call equal work the same and resolve a 3% difference? (`--self-check`)
    case selfCheck = "self-check"

    /// The question as the report's section heading.
    public var title: String {
        switch self {
        case .codeVersusTemplate: "Is code faster than the template?"
        case .caching: "What does caching the parsed template buy?"
        case .precomputing: "What does precomputing the fitted font sizes buy?"
        case .shrinkToFit: "What does shrink-to-fit cost?"
        case .selfCheck: "Does the harness tell equal work from 3% more work?"
        }
    }
}

/// One planned comparison: A vs B, under a question.
public struct ComparisonSpec: Sendable, Equatable, Codable {
    public var question: Question
    /// The numerator variant, `construction/fit`.
    public var a: String
    /// The denominator variant.
    public var b: String

    public init(_ question: Question, _ a: String, _ b: String) {
        self.question = question; self.a = a; self.b = b
    }
}

/// Every comparison a report makes, in report order; the first of each question is its headline.
public enum ComparisonCatalog {
    /// The comparisons of a run of the seed's row.
    public static let all: [ComparisonSpec] = [
        ComparisonSpec(.codeVersusTemplate, "code/fit", "template-cached/fit"),
        ComparisonSpec(.codeVersusTemplate, "code/nofit", "template-cached/nofit"),
        ComparisonSpec(.codeVersusTemplate, "code/fit", "template-uncached/fit"),
        ComparisonSpec(.codeVersusTemplate, "code/nofit", "template-uncached/nofit"),
        ComparisonSpec(.codeVersusTemplate, "code/fit", "template-precomputed/fit"),
        ComparisonSpec(.caching, "template-cached/fit", "template-uncached/fit"),
        ComparisonSpec(.caching, "template-cached/nofit", "template-uncached/nofit"),
        ComparisonSpec(.precomputing, "template-precomputed/fit", "template-cached/fit"),
        ComparisonSpec(.shrinkToFit, "code/fit", "code/nofit"),
        ComparisonSpec(.shrinkToFit, "template-cached/fit", "template-cached/nofit"),
        ComparisonSpec(.shrinkToFit, "template-uncached/fit", "template-uncached/nofit"),
        // Known answers: the same work (expect "same"), then 3% more work (expect "slower", ratio 1.03).
        ComparisonSpec(.selfCheck, "selfcheck/equal-b", "selfcheck/equal-a"),
        ComparisonSpec(.selfCheck, "selfcheck/plus-3pct", "selfcheck/equal-a"),
    ]

    /// The comparisons of a run with `--template`: the user's template as designed. There is no code to
    /// compare it with, and its labels' fit settings are its own, so caching and precomputing are the questions.
    public static let customTemplate: [ComparisonSpec] = [
        ComparisonSpec(.caching, "template-cached/as-designed", "template-uncached/as-designed"),
        ComparisonSpec(.precomputing, "template-precomputed/as-designed", "template-cached/as-designed"),
    ]

    /// The comparisons for a run of `variants`: the custom-template ones when it measured a user's
    /// template, the seed row's otherwise (so neither report lists the other's pairs as skipped).
    public static func specs<S: Sequence>(for variants: S) -> [ComparisonSpec] where S.Element == String {
        variants.contains { $0.hasSuffix("/as-designed") } ? customTemplate : all
    }
}
