/// A published figure from the seed articles, and where this run measures the same thing.
public struct SeedFigure: Sendable, Equatable {
    /// Which of this run's numbers stands beside the seed's.
    public enum Counterpart: Sendable, Equatable {
        /// The steady-state comparison of `a` with `b` from the report's comparisons.
        case steady(a: String, b: String)
        /// The ratio of the cold medians of row `index` (1 = the first row a fresh process builds).
        case coldRow(index: Int, a: String, b: String)
        /// This benchmark does not measure it.
        case notMeasured(reason: String)
    }

    /// The seed's claim in its own terms.
    public var claim: String
    /// The ratio it implies, as "what/what": e.g. code/NIB.
    public var ratioName: String
    /// The implied ratio of times, approximately.
    public var ratio: Double
    public var counterpart: Counterpart
    /// Article and table the figure comes from (files under `shared/seeds/`).
    public var source: String
}

/// The seed articles' figures, kept as data with their sources so the report can set this run beside them.
///
/// The 2010 numbers are an iPhone 3G and the iOS simulator, so only ratios are comparable. "NIB" there is
/// `loadNibNamed:owner:options:`, which this project models as `template-uncached`; Interface Builder's
/// precomputed font sizes are modelled by `template-precomputed`.
public enum SeedFigures {
    static let article = "\"Load from NIB or construct views in code: which is faster?\" (Cocoa with Love, March 2010; seeds/002)"

    public static let all: [SeedFigure] = [
        SeedFigure(claim: "Simulator, shrink-to-fit on: code about 20% faster than the NIB (medians of the first 10: ~1.39 ms vs ~1.71 ms)",
                   ratioName: "code/NIB", ratio: 0.82,
                   counterpart: .steady(a: "code/fit", b: "template-uncached/fit"),
                   source: article + ", simulator table"),
        SeedFigure(claim: "iPhone 3G, shrink-to-fit on: code about 15% faster for the first cell",
                   ratioName: "code/NIB", ratio: 0.85,
                   counterpart: .coldRow(index: 1, a: "code/fit", b: "template-uncached/fit"),
                   source: article + ", first device table"),
        SeedFigure(claim: "iPhone 3G, shrink-to-fit on: the NIB about 17% faster from the third cell on (font sizes precomputed by Interface Builder)",
                   ratioName: "code/NIB", ratio: 1.20,
                   counterpart: .steady(a: "code/fit", b: "template-precomputed/fit"),
                   source: article + ", first device table"),
        SeedFigure(claim: "iPhone 3G, shrink-to-fit off: code about 7% faster",
                   ratioName: "code/NIB", ratio: 0.93,
                   counterpart: .steady(a: "code/nofit", b: "template-uncached/nofit"),
                   source: article + ", second device table"),
        SeedFigure(claim: "Apple: caching the NIB with UINib loads about 2x faster",
                   ratioName: "cached/uncached", ratio: 0.5,
                   counterpart: .steady(a: "template-cached/fit", b: "template-uncached/fit"),
                   source: "\"Speeding up table view cell loading with UINib\" (seeds/000), quoting Apple"),
        SeedFigure(claim: "Flattening the hierarchy into one view that draws everything: \"a factor of 10 or more\"",
                   ratioName: "flat/hierarchy", ratio: 0.1,
                   counterpart: .notMeasured(reason: "not measured here: every variant builds the full 20-label hierarchy"),
                   source: article + ", conclusion"),
    ]
}
