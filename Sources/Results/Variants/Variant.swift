import Results

/// How a row comes to be (DESIGN.md, "Variants").
public enum Construction: String, CaseIterable, Sendable, Codable {
    /// Hand-written Swift code builds the row (`CodeRowBuilder`).
    case code
    /// Each row reads the compiled `.nib` from disk, indexes and decodes it, like
    /// `loadNibNamed:owner:options:`, which keeps nothing between calls.
    case nib
    /// The `.nib` was read and indexed once; each row decodes its objects again, like `UINib` and
    /// `instantiate(withOwner:options:)`.
    case nibCached = "nib-cached"
    /// As `nib-cached`, from a nib compiled with every label's fitted size worked out ahead: the seed
    /// author's hypothesis of why his NIB won on the device, not documented Interface Builder behaviour.
    case nibPrecomputed = "nib-precomputed"
    /// Each row reads the XIB's XML text from disk, parses it and instantiates it: what shipping the
    /// source format would cost (no iOS app does this). Outside the default run.
    case templateUncached = "template-uncached"
    /// The XIB was parsed once into a tree typed in advance; each row walks it, decoding nothing: the
    /// floor of any template engine. Outside the default run.
    case templateCached = "template-cached"
    /// As template-cached, with every label's fitted font size worked out once ahead. Outside the default run.
    case templatePrecomputed = "template-precomputed"
    /// Code builds a flattened row: one view draws the 20 labels' contents, held as values (`FlatRowBuilder`).
    case flat
    /// The flattened row compiled into a nib (`FlatNib`: the flat view as a custom class), read and indexed
    /// once; each row decodes it, like `UINib`. Outside the default run.
    case flatNibCached = "flat-nib-cached"

    /// GTK 4: `GtkLabel`s made one by one in C, label by label, like the seed's code.
    case gtkCode = "gtk-code"
    /// GTK 4: `GtkBuilder` reads and parses the row's UI file from disk for every row, like `loadNibNamed:`.
    case gtkBuilder = "gtk-builder"
    /// GTK 4: a widget class whose template was set once per process, instantiated per row: GTK's `UINib`.
    case gtkTemplate = "gtk-template"
    /// GTK 4: as gtk-template, from a template with every label's fitted size written in ahead.
    case gtkTemplatePrecomputed = "gtk-template-precomputed"
    /// Qt 6: `QLabel`s made one by one in C++, label by label.
    case qtCode = "qt-code"
    /// Qt 6: the C++ that Qt's `uic` generated from the row's `.ui` file, run per row (`setupUi`).
    case qtUic = "qt-uic"
    /// Qt 6: `QUiLoader` reads and parses the row's `.ui` file from disk for every row.
    case qtUiLoader = "qt-uiloader"

    /// Whether rows come from a compiled nib.
    public var isNib: Bool { self == .nib || self == .nibCached || self == .nibPrecomputed }

    /// The real toolkit that builds these rows (`gtk`, `qt`); nil for the UIKit model's constructions.
    public var toolkit: String? {
        switch self {
        case .gtkCode, .gtkBuilder, .gtkTemplate, .gtkTemplatePrecomputed: "gtk"
        case .qtCode, .qtUic, .qtUiLoader: "qt"
        default: nil
        }
    }
}

/// Whether the row's labels shrink their text to fit their width.
public enum Fit: String, CaseIterable, Sendable, Codable {
    /// Labels adjust their font size to fit (`Cell.xib`).
    case fit
    /// They do not (`Cell2.xib`).
    case nofit
    /// Each label does what the user's template says (`run --template FILE.xib`): the template's own
    /// settings, neither forced on nor off.
    case asDesigned = "as-designed"
}

/// One way of building the row: a construction and a fit setting, named `construction/fit`; a real toolkit's
/// row timed with its layout pass too is named `construction+layout/fit`.
public struct Variant: Hashable, Sendable, Codable, CustomStringConvertible {
    public let construction: Construction
    public let fit: Fit
    /// Whether each timed row also goes through the toolkit's layout pass (GTK: measure and allocate; Qt:
    /// polish and size hints). Only for the real toolkits: the model's rows are always laid out, since its
    /// layout is where shrink-to-fit happens, as `UILabel`'s does.
    public let laidOut: Bool

    public init(_ construction: Construction, _ fit: Fit, laidOut: Bool = false) {
        self.construction = construction
        self.fit = fit
        self.laidOut = laidOut
    }

    /// The suffix of a construction's name for rows timed with the layout pass.
    public static let layoutSuffix = "+layout"

    public var name: String { "\(construction.rawValue)\(laidOut ? Variant.layoutSuffix : "")/\(fit.rawValue)" }
    public var description: String { name }

    /// Every variant: every construction with and without fit, except the precomputed ones without fit,
    /// where there is nothing to precompute. The default run measures the first nine (`defaultRun`).
    public static let all: [Variant] = defaultRun + [
        Variant(.templateUncached, .fit), Variant(.templateUncached, .nofit),
        Variant(.templateCached, .fit), Variant(.templateCached, .nofit),
        Variant(.templatePrecomputed, .fit), Variant(.flatNibCached, .fit), Variant(.flatNibCached, .nofit),
    ] + toolkits

    /// The UIKit model's variants: every one but the real toolkits' (`VariantCatalog` builds these).
    public static var model: [Variant] { all.filter { $0.construction.toolkit == nil } }

    /// The real toolkits' variants: every construction built alone and with the layout pass, with and without
    /// fit (no precomputed template without fit). The default run measures those with fit (`defaultToolkitRun`).
    public static let toolkits: [Variant] = {
        let constructions: [Construction] = [.gtkCode, .gtkBuilder, .gtkTemplate, .gtkTemplatePrecomputed,
                                             .qtCode, .qtUic, .qtUiLoader]
        return [Fit.fit, .nofit].flatMap { fit in
            constructions.filter { fit == .fit || $0 != .gtkTemplatePrecomputed }.flatMap { construction in
                [Variant(construction, fit), Variant(construction, fit, laidOut: true)]
            }
        }
    }()

    /// The real toolkits' variants of the default run: the seed's row with shrink-to-fit (`Cell.xib`), each
    /// construction alone and laid out.
    public static let defaultToolkitRun: [Variant] = toolkits.filter { $0.fit == .fit }

    /// What a run measures unless `--variants` says otherwise: code, the flattened row and the compiled-nib
    /// constructions, the paths an iOS app really takes. The XIB-text and typed-tree variants are kept by name.
    public static let defaultRun: [Variant] = [
        Variant(.code, .fit), Variant(.code, .nofit), Variant(.flat, .fit), Variant(.flat, .nofit),
        Variant(.nib, .fit), Variant(.nib, .nofit),
        Variant(.nibCached, .fit), Variant(.nibCached, .nofit),
        Variant(.nibPrecomputed, .fit),
    ]

    /// The variants of a run with `--template FILE.xib`: the user's template as designed, compiled to a
    /// nib and as a template, in every construction. There is no code variant: nobody wrote the row in code.
    public static let customTemplate: [Variant] = [
        Variant(.nib, .asDesigned), Variant(.nibCached, .asDesigned), Variant(.nibPrecomputed, .asDesigned),
        Variant(.templateUncached, .asDesigned), Variant(.templateCached, .asDesigned),
        Variant(.templatePrecomputed, .asDesigned),
    ]

    /// The variant with this exact name, if any (built-in or custom-template).
    public init?(name: String) {
        guard let found = (Variant.all + Variant.customTemplate).first(where: { $0.name == name }) else { return nil }
        self = found
    }

    /// Whether the variant builds the user's template (`run --template`) rather than the seed's row.
    public var isCustomTemplate: Bool { fit == .asDesigned }

    /// The file in the templates folder that describes this variant's row (none for custom-template variants).
    public var templateFileName: String { fit == .fit ? "Cell.xib" : "Cell2.xib" }

    /// `templateFileName` without `.xib`: the name a `TemplateCache` knows it by.
    public var templateName: String { fit == .fit ? "Cell" : "Cell2" }

    /// Whether the variant's nib is compiled with the labels' fitted sizes worked out.
    public var nibIsPrecomputed: Bool { construction == .nibPrecomputed }
}
