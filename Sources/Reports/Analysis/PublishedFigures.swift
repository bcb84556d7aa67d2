/// Other measurements of a template loaded per row against code, as template/code ratios, kept as data with
/// their sources so the side-by-side table of toolkits can stand beside them.
public enum PublishedFigures {
    public struct Figure: Sendable, Equatable {
        public var claim: String
        /// Template per row over code.
        public var ratio: Double
        public var source: String
    }

    public static let all: [Figure] = [
        Figure(claim: "The seed, 2010 simulator, first 10 rows: NIB (`loadNibNamed:`) / code", ratio: 1 / 0.82,
               source: "seeds/002, simulator table; code about 20% faster"),
        Figure(claim: "The seed, iPhone 3G, first cell: NIB / code", ratio: 1 / 0.85,
               source: "seeds/002, first device table"),
        Figure(claim: "The seed, iPhone 3G, from the third cell: NIB / code", ratio: 1 / 1.20,
               source: "seeds/002, first device table; the NIB 17% faster"),
        Figure(claim: "mgenware, iPhone 6 Plus, 20 plain subviews: XIB (`loadNibNamed:`) / code",
               ratio: MgenwareFigures.xibOverCode[20]!, source: MgenwareFigures.source),
    ]
}

/// How far the same ratios have landed in runs on other machines of this kind and on this one under load, against
/// the reference run: what one run's intervals, which cover that run only, do not say. Measured with
/// `scripts/ratio-spread.py` (docs/machines.md), kept as data with that source.
public enum CrossMachineSpread {
    /// Largest difference from the reference run's ratio on other machines of this kind, quiet of other work, in
    /// percent: model code / cached nib without fit 0.137 against 0.116 on a host that ran at two speeds
    /// (2026-11-26); before it, 0.209 against 0.182 for the same pair with fit, GTK code / template 0.822
    /// against 0.929.
    public static let betweenMachinesPercent = 17.0
    /// Largest difference on one machine while other work loaded both cores (Qt code / `QUiLoader`, laid out).
    public static let underLoadPercent = 36.0
    public static let source = "docs/machines.md"
}
