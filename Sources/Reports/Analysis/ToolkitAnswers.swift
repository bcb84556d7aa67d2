import Results
import Statistics

/// The seed's question put to every toolkit of a run, from the report's comparisons: for each toolkit and
/// timing, the template read per row over code, the cached template over code, the precomputed template over
/// the cached one, and code generated from the template over code (`ToolkitLineup` says which is which).
///
/// Template/code is the inverse of the comparisons' code/template ratio (above 1: code is faster), and its
/// interval the inverse of theirs, so the figures read like the seed's and mgenware's.
public struct ToolkitAnswers: Sendable {
    /// One ratio with its 95% interval.
    public struct Figure: Sendable, Equatable {
        public var ratio: Double
        public var lower: Double
        public var upper: Double
    }

    /// One line of the side-by-side table.
    public struct Line: Sendable {
        public var lineup: ToolkitLineup
        /// Whether the rows were timed with the toolkit's layout pass.
        public var laidOut: Bool
        public var templatePerRowOverCode: Figure?
        public var cachedOverCode: Figure?
        public var precomputedOverCached: Figure?
        /// The precomputed template over code without fit: the fair partner, since neither measures text per row.
        public var precomputedOverCodeWithoutFit: Figure?
        public var generatedOverCode: Figure?
        /// The XIB read by the toolkit's nib API (GNUstep's `NSNib`) over code.
        public var xibOverCode: Figure?
        /// The cached template over the other code (the web's stylesheet code), and the cached template made the
        /// other way over the cached template (the web's `importNode` over `cloneNode`).
        public var cachedOverOtherCode: Figure? = nil
        public var otherCachedOverCached: Figure? = nil
        /// The cached template compiled ahead of time over the cached template (Qt Quick's `qmlcachegen` unit).
        public var aheadCompiledOverCached: Figure?
    }

    /// The real toolkits first, then the model, each timing that the run has a comparison for.
    public var lines: [Line]

    public init(_ analysis: RunAnalysis) {
        func result(_ a: String, _ b: String) -> ComparisonResult? {
            analysis.comparisons.first { $0.spec.a == a && $0.spec.b == b }
        }
        func inverse(_ result: ComparisonResult?) -> Figure? {
            result.map { Figure(ratio: 1 / $0.ratio.ratio, lower: 1 / $0.ratio.interval.upper, upper: 1 / $0.ratio.interval.lower) }
        }
        func direct(_ result: ComparisonResult?) -> Figure? {
            result.map { Figure(ratio: $0.ratio.ratio, lower: $0.ratio.interval.lower, upper: $0.ratio.interval.upper) }
        }
        lines = ToolkitLineup.reportOrder.flatMap { lineup in
            lineup.stages.compactMap { laidOut -> Line? in
                let name = { (construction: Construction?) in
                    construction.map { ToolkitLineup.variant($0, laidOut: laidOut) } ?? "" }
                let code = name(lineup.code), cached = name(lineup.cachedTemplate)
                let codeWithoutFit = Variant(lineup.code, .nofit, laidOut: laidOut).name
                let line = Line(lineup: lineup, laidOut: laidOut,
                                templatePerRowOverCode: inverse(result(code, name(lineup.templatePerRow))),
                                cachedOverCode: inverse(result(code, cached)),
                                precomputedOverCached: direct(result(name(lineup.precomputedTemplate), cached)),
                                precomputedOverCodeWithoutFit: direct(result(name(lineup.precomputedTemplate), codeWithoutFit)),
                                generatedOverCode: inverse(result(code, name(lineup.generatedCode))),
                                xibOverCode: inverse(result(code, name(lineup.xibTemplate))),
                                cachedOverOtherCode: inverse(result(name(lineup.otherCode), cached)),
                                otherCachedOverCached: direct(result(name(lineup.otherCachedTemplate), cached)),
                                aheadCompiledOverCached: direct(result(name(lineup.aheadCompiledTemplate), cached)))
                let figures = [line.templatePerRowOverCode, line.cachedOverCode, line.precomputedOverCached,
                               line.precomputedOverCodeWithoutFit, line.generatedOverCode, line.xibOverCode,
                               line.cachedOverOtherCode, line.otherCachedOverCached, line.aheadCompiledOverCached]
                return figures.contains { $0 != nil } ? line : nil
            }
        }
    }

    /// One line per toolkit and timing, for the terminal: "GTK 4, built: template per row / code 2.07
    /// (2.03–2.11), cached template / code 1.97 (1.95–1.99), precomputed / cached 0.95 (0.94–0.96)."
    public var sentences: [String] {
        lines.map { line in
            let timed = line.lineup.isModel ? "a model of UIKit" : (line.laidOut ? "built and laid out" : "built")
            let parts = [("template per row / code", line.templatePerRowOverCode), ("cached template / code", line.cachedOverCode),
                         ("precomputed / cached", line.precomputedOverCached),
                         ("precomputed / code without fit", line.precomputedOverCodeWithoutFit),
                         ("generated code / code", line.generatedOverCode),
                         ("XIB / code", line.xibOverCode), ("cached template / other code", line.cachedOverOtherCode),
                         ("other cached template / cached", line.otherCachedOverCached),
                         ("ahead-compiled / cached", line.aheadCompiledOverCached)]
                .compactMap { name, figure in
                    figure.map { "\(name) \(CSVFormat.fixed($0.ratio, 2)) (\(CSVFormat.fixed($0.lower, 2))–\(CSVFormat.fixed($0.upper, 2)))" }
                }
            return "\(line.lineup.title), \(timed): " + parts.joined(separator: ", ") + "."
        }
    }

    /// Whether any line has a XIB figure (the report's table then has that column).
    public var hasXIB: Bool { lines.contains { $0.xibOverCode != nil } }

    /// Whether any line has the other code's or the other cached template's figure (the web's: their columns).
    public var hasOthers: Bool { lines.contains { $0.cachedOverOtherCode != nil || $0.otherCachedOverCached != nil } }
    /// Whether any line has an ahead-compiled figure (the report's table then has that column).
    public var hasAheadCompiled: Bool { lines.contains { $0.aheadCompiledOverCached != nil } }

    /// Whether the run measured a real toolkit's pair at all.
    public var hasRealToolkit: Bool { lines.contains { !$0.lineup.isModel } }
}
