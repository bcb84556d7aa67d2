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
    /// Whether what is timed is a size change: one row, built and laid out before the clock starts, laid out
    /// again at another width on every call (GTK's rows with constraints and their frame twins: a re-solve).
    public let relaidOut: Bool

    public init(_ construction: Construction, _ fit: Fit, laidOut: Bool = false, relaidOut: Bool = false) {
        self.construction = construction
        self.fit = fit
        self.laidOut = laidOut
        self.relaidOut = relaidOut
    }

    /// The suffix of a construction's name for rows timed with the layout pass.
    public static let layoutSuffix = "+layout"
    /// The suffix of a construction's name for a row laid out again at another width.
    public static let relayoutSuffix = "+relayout"

    public var name: String {
        let suffixes = (laidOut ? Variant.layoutSuffix : "") + (relaidOut ? Variant.relayoutSuffix : "")
        return "\(construction.rawValue)\(suffixes)/\(fit.rawValue)"
    }

    private enum CodingKeys: String, CodingKey { case construction, fit, laidOut, relaidOut }

    /// Files written before re-layout variants existed have no `relaidOut`: false.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        construction = try container.decode(Construction.self, forKey: .construction)
        fit = try container.decode(Fit.self, forKey: .fit)
        laidOut = try container.decode(Bool.self, forKey: .laidOut)
        relaidOut = try container.decodeIfPresent(Bool.self, forKey: .relaidOut) ?? false
    }
    public var description: String { name }

    /// Every variant of every toolkit (`ToolkitDeclaration.all`): the model's, then the real toolkits'.
    public static let all: [Variant] = model + toolkits

    /// The UIKit model's variants (`VariantCatalog` builds these): its default run first.
    public static var model: [Variant] { ToolkitDeclaration.theModel.variants }

    /// The real toolkits' variants (each declares its own): every toolkit's with fit, then every toolkit's
    /// without. The default run measures those with fit (`defaultToolkitRun`).
    public static let toolkits: [Variant] = [Fit.fit, .nofit].flatMap { fit in
        ToolkitDeclaration.real.flatMap { $0.variants(fit) }
    }

    /// The real toolkits' variants of the default run: the seed's row with shrink-to-fit (`Cell.xib`), each
    /// construction alone and laid out.
    public static var defaultToolkitRun: [Variant] { ToolkitDeclaration.real.flatMap(\.defaultVariants) }

    /// What a run of the model measures unless `--variants` says otherwise (`ToolkitDeclaration.model`).
    public static var defaultRun: [Variant] { ToolkitDeclaration.theModel.defaultVariants }

    /// The variants of a run with `--template FILE.xib`: the user's template as designed, compiled to a
    /// nib and as a template, in every construction. There is no code variant: nobody wrote the row in code.
    public static let customTemplate: [Variant] = [
        Variant(.nib, .asDesigned), Variant(.nibCached, .asDesigned), Variant(.nibPrecomputed, .asDesigned),
        Variant(.templateUncached, .asDesigned), Variant(.templateCached, .asDesigned),
        Variant(.templatePrecomputed, .asDesigned),
    ]

    /// The real toolkits' variants of a user's cell (`run --template FILE.xib`): each construction a toolkit
    /// declares for it (`ToolkitDeclaration.userCellConstructions`), as designed, built alone and laid out, as the
    /// seed's row is on that toolkit.
    public static let customToolkitTemplate: [Variant] = ToolkitDeclaration.real.flatMap { toolkit in
        [false, true].flatMap { laidOut in
            toolkit.userCellConstructions.map { Variant($0, .asDesigned, laidOut: laidOut) }
        }
    }

    /// The variant with this exact name, if any (built-in or custom-template).
    public init?(name: String) {
        guard
            let found = (Variant.all + Variant.customTemplate + Variant.customToolkitTemplate).first(where: {
                $0.name == name
            })
        else { return nil }
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
