import Results

/// One comparison the report makes within every real toolkit, by the roles of its two sides
/// (`ToolkitLineup.Role`): a toolkit has it when its lineup has both roles. Those that answer the seed's question
/// side by side carry a `Figure`: a column of the report's table and a part of the terminal's sentence.
struct LineupComparison: Sendable {
    /// A side: a role's variant with shrink-to-fit, or code's without it (the fair partner of a precomputed
    /// template, since neither measures text per row, and what shrink-to-fit costs code).
    enum Side: Sendable, Equatable {
        case role(ToolkitLineup.Role)
        case codeWithoutFit
    }

    /// How the side-by-side table gives a comparison: a ratio read like the seed's (template over code).
    struct Figure: Sendable {
        /// The figure's name in the terminal's sentence ("template per row / code").
        var name: String
        /// Its column's title in the report's table, unless a toolkit that has `titledBy` writes its own
        /// (`ToolkitLineup.columnTitles`).
        var ownColumnTitle: String
        /// Whether the figure is b over a (the comparison is code over template; the figure, template over code).
        var inverted: Bool
        /// The optional columns it is shown with, only in a run that has one of them, so that other reports stay
        /// as they were; nil: a column of every report.
        var optionalGroup: String?
        /// The role whose toolkit may title the column: the side the figure is about.
        var titledBy: ToolkitLineup.Role?

        /// The column's title in a table of `lineups`: the titles those that play `titledBy` write, or its own.
        func columnTitle(among lineups: [ToolkitLineup]) -> String {
            guard let role = titledBy else { return ownColumnTitle }
            var titles: [String] = []
            for lineup in lineups where lineup.construction(role) != nil {
                if let title = lineup.columnTitles[role], !titles.contains(title) { titles.append(title) }
            }
            return titles.isEmpty ? ownColumnTitle : titles.joined(separator: "; ")
        }
    }

    var question: Question
    var a: Side
    var b: Side
    var figure: Figure?

    /// In the order the report lists them; the table's columns and the sentence's parts are `figures`' order.
    static let all: [LineupComparison] = [
        .init(
            question: .codeVersusTemplate, a: .role(.code), b: .role(.templatePerRow), figure: templatePerRowOverCode),
        .init(question: .codeVersusTemplate, a: .role(.code), b: .role(.cachedTemplate), figure: cachedOverCode),
        .init(question: .caching, a: .role(.cachedTemplate), b: .role(.templatePerRow)),
        .init(
            question: .precomputing, a: .role(.precomputedTemplate), b: .role(.cachedTemplate),
            figure: precomputedOverCached),
        .init(
            question: .precomputing, a: .role(.precomputedTemplate), b: .codeWithoutFit,
            figure: precomputedOverCodeWithoutFit),
        .init(
            question: .caching, a: .role(.aheadCompiledTemplate), b: .role(.cachedTemplate),
            figure: aheadCompiledOverCached),
        .init(question: .shrinkToFit, a: .role(.ownFitTemplate), b: .role(.cachedTemplate)),
        .init(question: .codeVersusTemplate, a: .role(.code), b: .role(.generatedCode), figure: generatedOverCode),
        .init(question: .codeVersusTemplate, a: .role(.code), b: .role(.xibTemplate), figure: xibOverCode),
        .init(question: .codeVersusTemplate, a: .role(.otherCode), b: .role(.templatePerRow)),
        .init(
            question: .codeVersusTemplate, a: .role(.otherCode), b: .role(.cachedTemplate),
            figure: cachedOverOtherCode),
        .init(
            question: .caching, a: .role(.otherCachedTemplate), b: .role(.cachedTemplate), figure: otherCachedOverCached
        ),
        .init(question: .shrinkToFit, a: .role(.code), b: .codeWithoutFit),
    ]

    static let templatePerRowOverCode = Figure(
        name: "template per row / code", ownColumnTitle: "template per row / code", inverted: true)
    static let cachedOverCode = Figure(
        name: "cached template / code", ownColumnTitle: "cached template / code", inverted: true)
    static let precomputedOverCached = Figure(
        name: "precomputed / cached", ownColumnTitle: "precomputed / cached", inverted: false)
    static let precomputedOverCodeWithoutFit = Figure(
        name: "precomputed / code without fit",
        ownColumnTitle: "precomputed / code without fit", inverted: false)
    static let generatedOverCode = Figure(
        name: "generated code / code", ownColumnTitle: "generated code / code", inverted: true)
    static let xibOverCode = Figure(
        name: "XIB / code", ownColumnTitle: "XIB / code", inverted: true, optionalGroup: "xib",
        titledBy: .xibTemplate)
    static let cachedOverOtherCode = Figure(
        name: "cached template / other code", ownColumnTitle: "cached template / other code",
        inverted: true, optionalGroup: "others")
    static let otherCachedOverCached = Figure(
        name: "other cached template / cached",
        ownColumnTitle: "other cached template / cached", inverted: false, optionalGroup: "others")
    static let aheadCompiledOverCached = Figure(
        name: "ahead-compiled / cached", ownColumnTitle: "ahead-compiled / cached",
        inverted: false, optionalGroup: "ahead")

    /// The side-by-side table's figures, in column order.
    static let figures: [Figure] = [
        templatePerRowOverCode, cachedOverCode, precomputedOverCached, precomputedOverCodeWithoutFit,
        generatedOverCode, xibOverCode, cachedOverOtherCode, otherCachedOverCached,
        aheadCompiledOverCached,
    ]

    /// The variant of `side` in `lineup`, built alone or laid out, of the seed's row with fit or of a user's cell
    /// (`fit` `.asDesigned`); nil when the toolkit has no such role.
    static func variant(_ side: Side, of lineup: ToolkitLineup, laidOut: Bool, fit: Fit = .fit) -> String? {
        switch side {
        case .role(let role): lineup.construction(role).map { Variant($0, fit, laidOut: laidOut).name }
        case .codeWithoutFit: Variant(lineup.code, .nofit, laidOut: laidOut).name
        }
    }

    /// This comparison's spec for `lineup`, or nil when the toolkit lacks a side.
    func spec(for lineup: ToolkitLineup, laidOut: Bool, fit: Fit = .fit) -> ComparisonSpec? {
        guard let first = Self.variant(a, of: lineup, laidOut: laidOut, fit: fit),
            let second = Self.variant(b, of: lineup, laidOut: laidOut, fit: fit)
        else { return nil }
        return ComparisonSpec(question, first, second)
    }
}
