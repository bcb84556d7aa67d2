/// How a row comes to be (DESIGN.md, "Variants").
public enum Construction: String, CaseIterable, Sendable, Codable {
    /// Hand-written Swift code builds the row (`CodeRowBuilder`).
    case code
    /// Each row reads the XIB from disk, parses it and instantiates it, like `loadNibNamed:owner:options:`.
    case templateUncached = "template-uncached"
    /// The XIB was parsed once and kept; each row is instantiated from it, like `UINib`.
    case templateCached = "template-cached"
    /// As cached, but every label's fitted font size was worked out once ahead, as Interface Builder does.
    case templatePrecomputed = "template-precomputed"
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

    /// The seven variants: every construction with and without fit, except precomputed without fit,
    /// where there is nothing to precompute.
    public static let all: [Variant] = [
        Variant(.code, .fit), Variant(.code, .nofit),
        Variant(.templateUncached, .fit), Variant(.templateUncached, .nofit),
        Variant(.templateCached, .fit), Variant(.templateCached, .nofit),
        Variant(.templatePrecomputed, .fit),
    ]

    /// The variants of a run with `--template FILE.xib`: the three template constructions of the user's
    /// template as designed. There is no code variant: nobody wrote the row in code.
    public static let customTemplate: [Variant] = [
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
}
