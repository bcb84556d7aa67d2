/// What each toolkit's constructions stand for in the seed's question, so that a report can put the question
/// to every toolkit alike: the template read for every row against code, the cached template against code,
/// and the precomputed template against the cached one. Kept as data in each `ToolkitDeclaration`: reports
/// know no toolkit by name.
public struct ToolkitLineup: Sendable, Equatable {
    /// `model` for the UIKit model, else the toolkit's name in its constructions (`gtk`, `qt`); its declaration's.
    public internal(set) var toolkit = ""
    /// How a report names it; its declaration's title.
    public internal(set) var title = ""
    /// Whether it is this project's model of UIKit rather than a real toolkit; its declaration's.
    public internal(set) var isModel = false
    public var code: Construction
    /// The template read and parsed for every row (`loadNibNamed:`, `GtkBuilder`, `QUiLoader`).
    public var templatePerRow: Construction
    /// The template kept in memory and instantiated per row (`UINib`, a GTK class template); nil: none exists.
    public var cachedTemplate: Construction?
    /// The cached template with the fitted font sizes worked out ahead; nil: none exists.
    public var precomputedTemplate: Construction?
    /// Code generated from the template at build time (Qt's `uic`); nil: none.
    public var generatedCode: Construction?
    /// Apple's XIB source format read by the toolkit's own nib API and parsed per instantiation (GNUstep's
    /// `NSNib`); nil: none. Its column appears only in a report of a run that has one.
    public var xibTemplate: Construction?
    /// Code written another way, measured beside `code` (the web's elements styled from a stylesheet, where `code`
    /// sets each style property one by one); compared with the templates as `code` is. nil: none.
    public var otherCode: Construction?
    /// The cached template instantiated another way (the web's `document.importNode` beside `cloneNode`);
    /// compared with the template read per row as the cached template is. nil: none.
    public var otherCachedTemplate: Construction?
    /// The cached template compiled ahead of time by the toolkit's own tool rather than when the process first
    /// loads it (Qt Quick's `qmlcachegen` unit), set against the cached template; nil: none.
    public var aheadCompiledTemplate: Construction?
    /// The cached template fitted by the toolkit's own shrink-to-fit (Qt Quick's `Text.Fit`) instead of the
    /// project's rule, set against the cached template; nil: none.
    public var ownFitTemplate: Construction?
    /// What its template constructions are, for a report's reader.
    public var summary: String
    /// The report's column titles this toolkit writes for roles it plays, naming its own API (GNUstep's
    /// "XIB (`NSNib`) / code"); a role not here gets the comparison's own title (`titling(_:_:)`).
    public var columnTitles: [Role: String] = [:]

    /// The roles of a toolkit's constructions; its name and title come from the declaration holding it.
    public init(
        code: Construction, templatePerRow: Construction, cachedTemplate: Construction? = nil,
        precomputedTemplate: Construction? = nil, generatedCode: Construction? = nil, xibTemplate: Construction? = nil,
        otherCode: Construction? = nil, otherCachedTemplate: Construction? = nil,
        aheadCompiledTemplate: Construction? = nil, ownFitTemplate: Construction? = nil, summary: String
    ) {
        self.otherCode = otherCode
        self.otherCachedTemplate = otherCachedTemplate
        self.code = code
        self.templatePerRow = templatePerRow
        self.cachedTemplate = cachedTemplate
        self.precomputedTemplate = precomputedTemplate
        self.generatedCode = generatedCode
        self.xibTemplate = xibTemplate
        self.aheadCompiledTemplate = aheadCompiledTemplate
        self.ownFitTemplate = ownFitTemplate
        self.summary = summary
    }

    /// Every toolkit's, the model first (`ToolkitDeclaration.all`'s order).
    public static var all: [ToolkitLineup] { ToolkitDeclaration.all.map(\.lineup) }

    /// The order reports give their answers in: the real toolkits first, the model last.
    public static var reportOrder: [ToolkitLineup] { all.filter { !$0.isModel } + all.filter(\.isModel) }

    /// The lineup of the toolkit named `name`, if any.
    public static func named(_ name: String) -> ToolkitLineup? { all.first { $0.toolkit == name } }

    /// The variant of `construction` with shrink-to-fit, built alone or laid out.
    public static func variant(_ construction: Construction, laidOut: Bool) -> String {
        Variant(construction, .fit, laidOut: laidOut).name
    }

    /// The timings this toolkit's rows are measured with: built only (the model's rows are always laid out,
    /// so it has that one), and built then laid out for the real toolkits.
    public var stages: [Bool] { isModel ? [false] : [false, true] }

    /// The lineup with `title` as the report's column title for `role`'s comparison with code.
    public func titling(_ role: Role, _ title: String) -> ToolkitLineup {
        var lineup = self
        lineup.columnTitles[role] = title
        return lineup
    }
}
