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

    /// Whether rows come from a compiled nib.
    public var isNib: Bool { self == .nib || self == .nibCached || self == .nibPrecomputed }
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

/// One way of building the row: a construction and a fit setting, named `construction/fit`.
public struct Variant: Hashable, Sendable, Codable, CustomStringConvertible {
    public let construction: Construction
    public let fit: Fit

    public init(_ construction: Construction, _ fit: Fit) {
        self.construction = construction
        self.fit = fit
    }

    public var name: String { "\(construction.rawValue)/\(fit.rawValue)" }
    public var description: String { name }

    /// Every variant: every construction with and without fit, except the precomputed ones without fit,
    /// where there is nothing to precompute. The default run measures the first nine (`defaultRun`).
    public static let all: [Variant] = defaultRun + [
        Variant(.templateUncached, .fit), Variant(.templateUncached, .nofit),
        Variant(.templateCached, .fit), Variant(.templateCached, .nofit),
        Variant(.templatePrecomputed, .fit), Variant(.flatNibCached, .fit), Variant(.flatNibCached, .nofit),
    ]

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
