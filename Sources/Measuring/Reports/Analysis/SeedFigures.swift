/// A published figure from the seed articles, and where this run measures the same thing.
public struct SeedFigure: Sendable, Equatable {
    /// Which of this run's numbers stands beside the seed's.
    public enum Counterpart: Sendable, Equatable {
        /// The steady-state comparison of `a` with `b` from the report's comparisons.
        case steady(a: String, b: String)
        /// The ratio of the sums of the cold medians of rows `first` through `last` (1 = the first row a
        /// fresh process builds; `last` nil: through the last row measured).
        case coldRows(first: Int, last: Int?, a: String, b: String)
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
/// `loadNibNamed:owner:options:`, which this project models as `nib` (a compiled nib read and decoded for
/// every row). The seed's tables are each process's first rows, so they stand beside the cold series:
/// the simulator's "first 10 results" beside cold rows 1–10, the device's "first cell" beside cold row 1
/// and "from the third cell" beside cold rows 3 on. The seed author's explanation, that Interface Builder
/// precalculates the fitted font size, is a hypothesis; `nib-precomputed` measures what it would buy.
public enum SeedFigures {
    static let article =
        "\"Load from NIB or construct views in code: which is faster?\" (Cocoa with Love, March 2010; seeds/002)"

    public static let all: [SeedFigure] = [
        SeedFigure(
            claim:
                """
                Simulator, shrink-to-fit on: code about 20% faster than the NIB (medians of the first 10: ~1.39 \
                ms vs ~1.71 ms)
                """,
            ratioName: "code/NIB", ratio: 0.82,
            counterpart: .coldRows(first: 1, last: 10, a: "code/fit", b: "nib/fit"),
            source: article + ", simulator table"),
        SeedFigure(
            claim: "iPhone 3G, shrink-to-fit on: code about 15% faster for the first cell",
            ratioName: "code/NIB", ratio: 0.85,
            counterpart: .coldRows(first: 1, last: 1, a: "code/fit", b: "nib/fit"),
            source: article + ", first device table"),
        SeedFigure(
            claim: "iPhone 3G, shrink-to-fit on: the NIB about 17% faster from the third cell on",
            ratioName: "code/NIB", ratio: 1.20,
            counterpart: .coldRows(first: 3, last: nil, a: "code/fit", b: "nib/fit"),
            source: article + ", first device table"),
        SeedFigure(
            claim:
                """
                The seed author's hypothesis for that: \"it appears that Interface Builder precalculates\" the \
                fitted font size; here a nib compiled with the sizes worked out
                """,
            ratioName: "code/NIB", ratio: 1.20,
            counterpart: .steady(a: "code/fit", b: "nib-precomputed/fit"),
            source: article + ", first device table and its explanation"),
        SeedFigure(
            claim: "iPhone 3G, shrink-to-fit off: code about 7% faster (first 10 cells)",
            ratioName: "code/NIB", ratio: 0.93,
            counterpart: .coldRows(first: 1, last: 10, a: "code/nofit", b: "nib/nofit"),
            source: article + ", second device table"),
        SeedFigure(
            claim: "Apple: caching the NIB with UINib loads about 2x faster",
            ratioName: "cached/loaded", ratio: 0.5,
            counterpart: .steady(a: "nib-cached/fit", b: "nib/fit"),
            source: "\"Speeding up table view cell loading with UINib\" (seeds/000), quoting Apple"),
        SeedFigure(
            claim: "Flattening the hierarchy into one view that draws everything: \"a factor of 10 or more\"",
            ratioName: "flat/hierarchy", ratio: 0.1,
            counterpart: .steady(a: "flat/fit", b: "code/fit"),
            source: article + ", conclusion"),
    ]
}
