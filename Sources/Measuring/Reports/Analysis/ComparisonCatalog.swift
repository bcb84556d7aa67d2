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
    /// What does flattening the row into one view that draws everything buy?
    case flattening
    /// Does the harness call equal work the same and resolve a 3% difference? (`--self-check`)
    case selfCheck = "self-check"

    /// The question as the report's section heading.
    public var title: String {
        switch self {
        case .codeVersusTemplate: "Is code faster than the nib (or the template)?"
        case .caching: "What does caching buy (UINib against loadNibNamed)?"
        case .precomputing: "What does precomputing the fitted font sizes buy (the seed author's hypothesis)?"
        case .shrinkToFit: "What does shrink-to-fit cost?"
        case .flattening: "What does flattening the row into one view buy?"
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
    /// The comparisons of a run of the seed's row: the compiled-nib ones, which answer the seed's question
    /// as iOS loads a nib, then the self-check.
    public static let all: [ComparisonSpec] = [
        ComparisonSpec(.codeVersusTemplate, "code/fit", "nib-cached/fit"),
        ComparisonSpec(.codeVersusTemplate, "code/nofit", "nib-cached/nofit"),
        ComparisonSpec(.codeVersusTemplate, "code/fit", "nib/fit"),
        ComparisonSpec(.codeVersusTemplate, "code/nofit", "nib/nofit"),
        ComparisonSpec(.codeVersusTemplate, "code/fit", "nib-precomputed/fit"),
        // Apple's "about 2x" for UINib is this pair.
        ComparisonSpec(.caching, "nib-cached/fit", "nib/fit"),
        ComparisonSpec(.caching, "nib-cached/nofit", "nib/nofit"),
        ComparisonSpec(.precomputing, "nib-precomputed/fit", "nib-cached/fit"),
        // The fair partner: neither side measures text while the row is built.
        ComparisonSpec(.precomputing, "nib-precomputed/fit", "code/nofit"),
        ComparisonSpec(.shrinkToFit, "code/fit", "code/nofit"),
        ComparisonSpec(.shrinkToFit, "nib-cached/fit", "nib-cached/nofit"),
        ComparisonSpec(.shrinkToFit, "nib/fit", "nib/nofit"),
        ComparisonSpec(.flattening, "flat/fit", "code/fit"),
        ComparisonSpec(.flattening, "flat/nofit", "code/nofit"),
        ComparisonSpec(.flattening, "flat/fit", "nib-cached/fit"),
        // Known answers: the same work (expect "same"), then 3% more work (expect "slower", ratio 1.03).
        ComparisonSpec(.selfCheck, "selfcheck/equal-b", "selfcheck/equal-a"),
        ComparisonSpec(.selfCheck, "selfcheck/plus-3pct", "selfcheck/equal-a"),
    ]

    /// The comparisons of the XIB-text and typed-tree variants, made only when a run measures one of them
    /// (they are outside the default run).
    public static let templates: [ComparisonSpec] = [
        ComparisonSpec(.codeVersusTemplate, "code/fit", "template-cached/fit"),
        ComparisonSpec(.codeVersusTemplate, "code/nofit", "template-cached/nofit"),
        ComparisonSpec(.codeVersusTemplate, "code/fit", "template-uncached/fit"),
        ComparisonSpec(.codeVersusTemplate, "code/nofit", "template-uncached/nofit"),
        ComparisonSpec(.codeVersusTemplate, "code/fit", "template-precomputed/fit"),
        ComparisonSpec(.caching, "template-cached/fit", "template-uncached/fit"),
        ComparisonSpec(.caching, "template-cached/nofit", "template-uncached/nofit"),
        ComparisonSpec(.precomputing, "template-precomputed/fit", "template-cached/fit"),
        ComparisonSpec(.precomputing, "template-precomputed/fit", "code/nofit"),
        ComparisonSpec(.shrinkToFit, "template-cached/fit", "template-cached/nofit"),
        ComparisonSpec(.shrinkToFit, "template-uncached/fit", "template-uncached/nofit"),
    ]

    /// The comparisons of the flattened row loaded from a nib, made only when a run measures it (it is
    /// outside the default run): against the cached nib of the full hierarchy, and against flat in code.
    public static let flatNibs: [ComparisonSpec] = [
        ComparisonSpec(.flattening, "flat-nib-cached/fit", "nib-cached/fit"),
        ComparisonSpec(.flattening, "flat-nib-cached/nofit", "nib-cached/nofit"),
        ComparisonSpec(.flattening, "flat-nib-cached/fit", "flat/fit"),
    ]

    /// The comparisons of a run with `--template`: the user's template as designed. There is no code to
    /// compare it with, and its labels' fit settings are its own, so caching and precomputing are the questions.
    public static let customTemplate: [ComparisonSpec] = [
        ComparisonSpec(.caching, "nib-cached/as-designed", "nib/as-designed"),
        ComparisonSpec(.precomputing, "nib-precomputed/as-designed", "nib-cached/as-designed"),
    ]

    /// The custom-template comparisons of the template variants, when a run measures one of them.
    public static let customTemplates: [ComparisonSpec] = [
        ComparisonSpec(.caching, "template-cached/as-designed", "template-uncached/as-designed"),
        ComparisonSpec(.precomputing, "template-precomputed/as-designed", "template-cached/as-designed"),
    ]

    /// A user's cell on each real toolkit that builds one (`run --template`), asked what the seed's row is asked
    /// there, built alone and laid out: code against the template read per row and against the kept template, then
    /// what keeping it buys and what writing the fitted sizes in buys (GTK's precomputed template), code against the
    /// code a tool generated from the template (Qt's uic, qmltc), and the template a tool compiled ahead against the
    /// kept one (qmlcachegen).
    public static let customToolkits: [ComparisonSpec] = ToolkitDeclaration.real.flatMap { toolkit in
        [false, true].flatMap { customSpecs(toolkit, laidOut: $0) }
    }

    private static func customSpecs(_ toolkit: ToolkitDeclaration, laidOut: Bool) -> [ComparisonSpec] {
        let builds = Set(toolkit.userCellConstructions)
        let name = { (construction: Construction?) in
            construction.flatMap { builds.contains($0) ? Variant($0, .asDesigned, laidOut: laidOut).name : nil }
        }
        let lineup = toolkit.lineup
        let (code, perRow, kept) = (name(lineup.code), name(lineup.templatePerRow), name(lineup.cachedTemplate))
        // Where a tool compiles the template to code ahead of time (Qt's uic), that code against the hand-written.
        let (generated, ahead) = (name(lineup.generatedCode), name(lineup.aheadCompiledTemplate))
        let precomputed = name(lineup.precomputedTemplate)
        return [
            (Question.codeVersusTemplate, code, perRow), (.codeVersusTemplate, code, kept), (.caching, kept, perRow),
            (.precomputing, precomputed, kept), (.codeVersusTemplate, code, generated), (.caching, ahead, kept),
        ].compactMap { question, a, b in a.flatMap { a in b.map { ComparisonSpec(question, a, $0) } } }
    }

    /// The seed's questions put to each real toolkit (`ToolkitLineup`), for rows built alone and laid out:
    /// code against the template read per row, the cached template and code generated from the template;
    /// caching; precomputing, against the cached template and against code without fit (neither measures text);
    /// and, when the run has rows without fit, what shrink-to-fit costs code.
    public static let toolkits: [ComparisonSpec] = ToolkitLineup.all.filter { !$0.isModel }.flatMap { lineup in
        lineup.stages.flatMap { laidOut in LineupComparison.all.compactMap { $0.spec(for: lineup, laidOut: laidOut) } }
    }

    /// The comparisons for a run of `variants`: the custom-template ones when it measured a user's
    /// template, the seed row's otherwise (so neither report lists the other's pairs as skipped); the
    /// template variants' pairs only when the run measured a template variant.
    public static func specs<S: Sequence>(for variants: S) -> [ComparisonSpec] where S.Element == String {
        let names = Array(variants)
        let custom = names.contains { $0.hasSuffix("/as-designed") }
        let withTemplates = names.contains { $0.hasPrefix("template-") }
        var (nib, template) = custom ? (customTemplate, customTemplates) : (all, templates)
        if !custom, names.contains(where: { $0.hasPrefix("flat-nib-") }) { nib += flatNibs }
        // A toolkit's pairs only where the run timed both sides, so a run of one toolkit lists no other's as skipped.
        let measured = Set(names)
        let toolkitPairs = (custom ? customToolkits : toolkits).filter {
            measured.contains($0.a) && measured.contains($0.b)
        }
        guard withTemplates || !toolkitPairs.isEmpty else { return nib }
        // Template and toolkit pairs go after the nib pairs of the same question, so each question's headline
        // stays a pair of the model's (the report's side-by-side table gives every toolkit's answer).
        let others = (withTemplates ? template : []) + toolkitPairs
        return Question.allCases.flatMap { question in (nib + others).filter { $0.question == question } }
    }
}
