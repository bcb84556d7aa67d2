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
        Figure(
            claim: "The seed, 2010 simulator, first 10 rows: NIB (`loadNibNamed:`) / code", ratio: 1 / 0.82,
            source: "seeds/002, simulator table; code about 20% faster"),
        Figure(
            claim: "The seed, iPhone 3G, first cell: NIB / code", ratio: 1 / 0.85,
            source: "seeds/002, first device table"),
        Figure(
            claim: "The seed, iPhone 3G, from the third cell: NIB / code", ratio: 1 / 1.20,
            source: "seeds/002, first device table; the NIB 17% faster"),
        Figure(
            claim: "mgenware, iPhone 6 Plus, 20 plain subviews: XIB (`loadNibNamed:`) / code",
            ratio: MgenwareFigures.xibOverCode[20]!, source: MgenwareFigures.source),
    ]
}
