/// The one published measurement of nib loading against code by number of subviews, kept as data with its
/// source so the sweep's report can set its ratios beside it.
///
/// mgenware/xib-loading-benchmark (2016), iPhone 6 Plus, iOS 9: `loadNibNamed:owner:options:` (no `UINib`
/// caching) of a view with N plain `UIView` subviews, against `[[ViewN alloc] init]` adding them in code;
/// no labels, no text. Ratios as printed there (the absolute times are 10 times too small, a units slip;
/// the ratios are unaffected). Source: `shared/research/nib-format.md`, section 4.
public enum MgenwareFigures {
    public static let source =
        "mgenware/xib-loading-benchmark (2016), iPhone 6 Plus, iOS 9, plain UIViews loaded with loadNibNamed (uncached)"

    /// XIB/code time ratio by number of subviews.
    public static let xibOverCode: [Int: Double] = [2: 5.6, 20: 1.75, 100: 1.64]
}
