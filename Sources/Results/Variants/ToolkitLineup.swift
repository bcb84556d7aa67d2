/// What each toolkit's constructions stand for in the seed's question, so that a report can put the question
/// to every toolkit alike: the template read for every row against code, the cached template against code,
/// and the precomputed template against the cached one. Kept as data: reports know no toolkit by name.
public struct ToolkitLineup: Sendable, Equatable {
    /// `model` for the UIKit model, else the toolkit's name in its constructions (`gtk`, `qt`).
    public var toolkit: String
    /// How a report names it.
    public var title: String
    /// Whether it is this project's model of UIKit rather than a real toolkit.
    public var isModel: Bool
    public var code: Construction
    /// The template read and parsed for every row (`loadNibNamed:`, `GtkBuilder`, `QUiLoader`).
    public var templatePerRow: Construction
    /// The template kept in memory and instantiated per row (`UINib`, a GTK class template); nil: none exists.
    public var cachedTemplate: Construction?
    /// The cached template with the fitted font sizes worked out ahead; nil: none exists.
    public var precomputedTemplate: Construction?
    /// Code generated from the template at build time (Qt's `uic`); nil: none.
    public var generatedCode: Construction?
    /// What its template constructions are, for a report's reader.
    public var summary: String

    /// The model first, then the real toolkits.
    public static let all: [ToolkitLineup] = [
        ToolkitLineup(toolkit: "model", title: "UIKit model (this project's)", isModel: true, code: .code,
                      templatePerRow: .nib, cachedTemplate: .nibCached, precomputedTemplate: .nibPrecomputed,
                      generatedCode: nil,
                      summary: "`nib` per row, `nib-cached`, `nib-precomputed`; its views are this project's model of UIKit, not UIKit"),
        ToolkitLineup(toolkit: "gtk", title: "GTK 4", isModel: false, code: .gtkCode, templatePerRow: .gtkBuilder,
                      cachedTemplate: .gtkTemplate, precomputedTemplate: .gtkTemplatePrecomputed, generatedCode: nil,
                      summary: "`GtkBuilder` parsing the UI file per row, a widget class template (`gtk_widget_init_template`), "
                          + "the same with fitted sizes in the template"),
        // Qt has no public way to keep a parsed .ui and instantiate it again (docs/qt.md).
        ToolkitLineup(toolkit: "qt", title: "Qt 6", isModel: false, code: .qtCode, templatePerRow: .qtUiLoader,
                      cachedTemplate: nil, precomputedTemplate: nil, generatedCode: .qtUic,
                      summary: "`QUiLoader` per row, and the C++ `uic` generated from the `.ui` (Qt has no cached template)"),
    ]

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
}
