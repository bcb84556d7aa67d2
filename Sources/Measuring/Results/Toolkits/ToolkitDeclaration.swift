/// Everything the harness, the CLI and the reports know of a toolkit, declared once as data: its constructions
/// with their nouns, its variants and default run, its lineup for the seed's question and its sweep set. The
/// UIKit model is one toolkit among the others (`isModel`). `docs/adding-a-toolkit.md` says how to add one.
///
/// The declarations are registered in `ToolkitDeclaration.all` (`Toolkits.swift`); what builds their rows at
/// run time is a `Toolkit` (module Toolkit) of the same `name`, in `RealToolkits` for the command and in its own
/// worker executable.
public struct ToolkitDeclaration: Sendable {
    /// One construction of the toolkit as declared: the construction, how a report names it, and whether its
    /// rows come from a template.
    public struct ConstructionEntry: Sendable {
        public var construction: Construction
        public var noun: String
        public var isTemplate: Bool

        public init(_ construction: Construction, noun: String, isTemplate: Bool) {
            self.construction = construction
            self.noun = noun
            self.isTemplate = isTemplate
        }
    }

    /// `model` for the UIKit model, else the prefix of its constructions' names (`gtk` for `gtk-code`).
    public var name: String
    /// How reports and the CLI name it ("GTK 4").
    public var title: String
    /// Whether it is this project's model of UIKit rather than a real toolkit.
    public var isModel: Bool
    /// Its constructions, in the order lists and reports give them.
    public var constructions: [ConstructionEntry]
    /// Every variant it has, in the order `list` and reports give them.
    public var variants: [Variant]
    /// The variants a run measures unless `--variants` says otherwise.
    public var defaultVariants: [Variant]
    /// What its constructions stand for in the seed's question.
    public var lineup: ToolkitLineup
    /// The constructions that have rows of N labels (`sweep`), in report order; empty: it cannot be swept.
    public var sweepConstructions: [Construction]
    /// Those a sweep of this toolkit measures unless `--constructions` says otherwise.
    public var defaultSweepConstructions: [Construction]
    /// Where `list` says a variant's row comes from, given the templates folder.
    public var source: @Sendable (_ variant: Variant, _ templates: String) -> String
    /// Constructions that are another's twin, built the same way from another row (GTK's rows with
    /// constraints and their frame rows): `--variants` that picks one picks its twin's same variant too, so a
    /// run always has both to compare.
    public var twins: [(Construction, Construction)] = []
    /// The shared library its worker executable loads (as `ldd` names it) and no other toolkit's worker may;
    /// nil: it links none of its own (the model; Chromium, driven in a browser process of its own). Set with
    /// `linking(_:builtOn:)`.
    public var library: String?
    /// The toolkit whose library its own is built on (WebKitGTK's on GTK 4's): its worker loads that one too.
    public var builtOn: String?
    /// What it can do that its data does not already say (a constraint solver); `capabilities` adds the rest
    /// (sweep, relayout, table). Set with `offering(_:)`.
    public var declaredCapabilities: Set<Capability> = []
    /// The constructions that build a user's cell (`run --template MyCell.xib`), each as the variant
    /// `construction/as-designed`; empty: it measures the seed's row only. Set with `buildingUserCells(_:)`.
    public var userCellConstructions: [Construction] = []
    /// Its table of the seed's rows (`table --toolkit`), if it has one. Set with `withTable(_:)`.
    public var table: ToolkitTable?
    /// The Debian package whose version is the toolkit's library's (`libgtk-4-1`), which `run.json` records
    /// (`MachineDescription.libraries`); nil: none (the model). Set with `versioned(by:)`.
    public var versionPackage: String?

    public init(
        name: String, title: String, isModel: Bool, constructions: [ConstructionEntry], variants: [Variant],
        defaultVariants: [Variant], lineup: ToolkitLineup, sweepConstructions: [Construction],
        defaultSweepConstructions: [Construction], source: @escaping @Sendable (Variant, String) -> String
    ) {
        self.name = name
        self.title = title
        self.isModel = isModel
        self.constructions = constructions
        self.variants = variants
        self.defaultVariants = defaultVariants
        // The lineup is named as its toolkit is, so both are said once.
        var lineup = lineup
        lineup.toolkit = name
        lineup.title = title
        lineup.isModel = isModel
        self.lineup = lineup
        self.sweepConstructions = sweepConstructions
        self.defaultSweepConstructions = defaultSweepConstructions
        self.source = source
    }

    /// A real toolkit: every construction built alone and laid out, with and without fit, except those in
    /// `fitOnly` (nothing to precompute without fit); the default run is the variants with fit, except those of
    /// `notInDefaultRun` (measured when a run names them), and code without fit where the toolkit has a precomputed
    /// template: that template measures no text at run time, and neither does code without fit, so the pair is the
    /// fair one beside precomputed / cached; a sweep measures every sweep construction.
    public static func realToolkit(
        name: String, title: String, constructions: [ConstructionEntry], fitOnly: [Construction] = [],
        notInDefaultRun: [Construction] = [], lineup: ToolkitLineup, sweep: [Construction],
        filesFolder: String
    ) -> ToolkitDeclaration {
        let variants = { (fit: Fit) in
            constructions.map(\.construction).filter { fit == .fit || !fitOnly.contains($0) }.flatMap { construction in
                [Variant(construction, fit), Variant(construction, fit, laidOut: true)]
            }
        }
        return ToolkitDeclaration(
            name: name, title: title, isModel: false, constructions: constructions,
            variants: variants(.fit) + variants(.nofit),
            defaultVariants: variants(.fit).filter { !notInDefaultRun.contains($0.construction) }
                + (lineup.precomputedTemplate == nil
                    ? []
                    : [
                        Variant(lineup.code, .nofit),
                        Variant(lineup.code, .nofit, laidOut: true),
                    ]),
            lineup: lineup, sweepConstructions: sweep, defaultSweepConstructions: sweep,
            source: { _, templates in "\(title), \(templates)/\(filesFolder)/" })
    }

    /// The variants of `fit` (used to keep `Variant.toolkits` in its order: every toolkit's with fit first).
    public func variants(_ fit: Fit) -> [Variant] { variants.filter { $0.fit == fit } }

    /// A construction's declaration with its toolkit, looked up by name.
    struct Declared: Sendable {
        var construction: Construction
        var noun: String
        var isTemplate: Bool
        var toolkit: ToolkitDeclaration
    }

    /// Every declared construction by name. Two toolkits declaring one name is a programming error, caught here.
    static let byConstruction: [String: Declared] = Dictionary(
        ToolkitDeclaration.all.flatMap { toolkit in
            toolkit.constructions.map {
                (
                    $0.construction.rawValue,
                    Declared(
                        construction: $0.construction, noun: $0.noun,
                        isTemplate: $0.isTemplate, toolkit: toolkit)
                )
            }
        },
        uniquingKeysWith: { first, _ in preconditionFailure("construction '\(first.construction)' is declared twice") })

    /// The declaration named `name`, if any.
    public static func named(_ name: String) -> ToolkitDeclaration? { all.first { $0.name == name } }

    /// The real toolkits, in registration order.
    public static var real: [ToolkitDeclaration] { all.filter { !$0.isModel } }

    /// The UIKit model's declaration.
    public static var theModel: ToolkitDeclaration { all.first(where: \.isModel)! }

    /// The real toolkit that builds the variant or sweep point named `name` (nil: the model builds it, or nothing
    /// does). Workers are started, and their toolkits loaded, by this answer.
    public static func realToolkitName(ofVariant name: String) -> String? {
        let toolkit = (Variant(name: name)?.construction ?? SweepVariant(name: name)?.construction)?.toolkit
        return toolkit.flatMap { $0.isModel ? nil : $0.name }
    }
}
