import Results
import Statistics

extension RatioChart {
    /// One line of the chart: a comparison turned the way the report's side-by-side table reads it.
    struct Line: Equatable {
        /// "template per row / code, laid out": the sides by their role in the seed's question.
        var label: String
        var ratio: Double
        var lower: Double
        var upper: Double
        /// The verdict on the ratio as drawn (its numerator faster, slower, the same, or neither).
        var verdict: Verdict
    }

    /// One toolkit's lines under its heading.
    struct Group: Equatable {
        var title: String
        var lines: [Line]
    }

    /// The heading of comparisons no toolkit owns (the harness's self-check).
    static let harnessTitle = "The harness's self-check (known answers)"

    /// The run's comparisons grouped by toolkit, real toolkits first and the model last (`ToolkitLineup.reportOrder`),
    /// then the self-check; within a group in the report's order.
    ///
    /// Every comparison is turned as the side-by-side table reads: code against a template becomes template / code
    /// (above 1: code is faster), so that a reader sees the same figure in the chart, the table and the headlines;
    /// the other questions already put the thing tried over what it replaces (cached / per row, precomputed / cached,
    /// with fit / without).
    static func groups(_ analysis: RunAnalysis) -> [Group] {
        var byToolkit = [String: [Line]]()
        var selfCheck = [Line]()
        for result in analysis.comparisons {
            let line = Self.line(result)
            if let toolkit = Variant(name: result.spec.a)?.construction.toolkit.lineup.toolkit {
                byToolkit[toolkit, default: []].append(line)
            } else {
                selfCheck.append(line)
            }
        }
        var groups = ToolkitLineup.reportOrder.compactMap { lineup -> Group? in
            guard let lines = byToolkit[lineup.toolkit] else { return nil }
            return Group(
                title: lineup.isModel ? "\(lineup.title): a model of UIKit, not UIKit" : lineup.title, lines: lines)
        }
        if !selfCheck.isEmpty { groups.append(Group(title: harnessTitle, lines: selfCheck)) }
        return groups
    }

    /// The comparison as drawn: inverted when it puts code over a template.
    static func line(_ result: ComparisonResult) -> Line {
        let interval = result.ratio.interval
        let flip = result.spec.question == .codeVersusTemplate
        let (numerator, denominator) = flip ? (result.spec.b, result.spec.a) : (result.spec.a, result.spec.b)
        let verdict: Verdict =
            switch (flip, result.verdict) {
            case (true, .faster): .slower
            case (true, .slower): .faster
            default: result.verdict
            }
        return Line(
            label: label(numerator, over: denominator),
            ratio: flip ? 1 / result.ratio.ratio : result.ratio.ratio,
            lower: flip ? 1 / interval.upper : interval.lower,
            upper: flip ? 1 / interval.lower : interval.upper,
            verdict: verdict)
    }

    /// "cached template / code, laid out"; a side's fit is named only where the two sides differ in it, or where
    /// both are without it (the default rows fit their text).
    static func label(_ a: String, over b: String) -> String {
        guard let first = Variant(name: a), let second = Variant(name: b) else { return "\(a) / \(b)" }
        func side(_ variant: Variant, fitNamed: Bool) -> String {
            let role = Self.role(of: variant.construction)
            guard fitNamed else { return role }
            return role + (variant.fit == .nofit ? " without fit" : variant.fit == .fit ? " with fit" : " as designed")
        }
        let fitDiffers = first.fit != second.fit
        var label = "\(side(first, fitNamed: fitDiffers)) / \(side(second, fitNamed: fitDiffers))"
        if !fitDiffers && first.fit == .nofit { label += ", without fit" }
        if first.laidOut && second.laidOut { label += ", laid out" }
        return label
    }

    /// What a construction stands for in its toolkit's lineup ("template per row"), else its name.
    static func role(of construction: Construction) -> String {
        construction.toolkit.lineup.role(of: construction)?.name ?? construction.rawValue
    }
}
