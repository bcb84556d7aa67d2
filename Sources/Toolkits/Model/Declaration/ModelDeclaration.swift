extension Construction {
    /// Hand-written Swift code builds the row (`CodeRowBuilder`).
    public static let code = Construction(declaring: "code")
    /// Each row reads the compiled `.nib` from disk, indexes and decodes it, like
    /// `loadNibNamed:owner:options:`, which keeps nothing between calls.
    public static let nib = Construction(declaring: "nib")
    /// The `.nib` was read and indexed once; each row decodes its objects again, like `UINib` and
    /// `instantiate(withOwner:options:)`.
    public static let nibCached = Construction(declaring: "nib-cached")
    /// As `nib-cached`, from a nib compiled with every label's fitted size worked out ahead: the seed
    /// author's hypothesis of why his NIB won on the device, not documented Interface Builder behaviour.
    public static let nibPrecomputed = Construction(declaring: "nib-precomputed")
    /// Each row reads the XIB's XML text from disk, parses it and instantiates it: what shipping the
    /// source format would cost (no iOS app does this). Outside the default run.
    public static let templateUncached = Construction(declaring: "template-uncached")
    /// The XIB was parsed once into a tree typed in advance; each row walks it, decoding nothing: the
    /// floor of any template engine. Outside the default run.
    public static let templateCached = Construction(declaring: "template-cached")
    /// As template-cached, with every label's fitted font size worked out once ahead. Outside the default run.
    public static let templatePrecomputed = Construction(declaring: "template-precomputed")
    /// Code builds a flattened row: one view draws the 20 labels' contents, held as values (`FlatRowBuilder`).
    public static let flat = Construction(declaring: "flat")
    /// The flattened row compiled into a nib (`FlatNib`: the flat view as a custom class), read and indexed
    /// once; each row decodes it, like `UINib`. Outside the default run.
    public static let flatNibCached = Construction(declaring: "flat-nib-cached")

    /// Whether rows come from a compiled nib.
    public var isNib: Bool { self == .nib || self == .nibCached || self == .nibPrecomputed }
}

extension ToolkitDeclaration {
    /// This project's model of UIKit: views in Swift, nibs in Apple's NIBArchive format (README, "A model of
    /// UIKit, not UIKit"). Its rows are always laid out, since its layout is where shrink-to-fit happens.
    public static let model = ToolkitDeclaration(
        name: "model", title: "UIKit model (this project's)", isModel: true,
        constructions: [
            .init(.code, noun: "code", isTemplate: false),
            .init(.nib, noun: "the loaded nib", isTemplate: true),
            .init(.nibCached, noun: "the cached nib", isTemplate: true),
            .init(.nibPrecomputed, noun: "the precomputed nib", isTemplate: true),
            .init(.templateUncached, noun: "the uncached template", isTemplate: true),
            .init(.templateCached, noun: "the cached template", isTemplate: true),
            .init(.templatePrecomputed, noun: "the precomputed template", isTemplate: true),
            .init(.flat, noun: "the flattened row", isTemplate: false),
            .init(.flatNibCached, noun: "the flattened row from a cached nib", isTemplate: true),
        ],
        // Every construction with and without fit, except the precomputed ones without fit, where there is
        // nothing to precompute; the default run first.
        variants: modelDefaultRun + [
            Variant(.templateUncached, .fit), Variant(.templateUncached, .nofit),
            Variant(.templateCached, .fit), Variant(.templateCached, .nofit),
            Variant(.templatePrecomputed, .fit), Variant(.flatNibCached, .fit), Variant(.flatNibCached, .nofit),
        ],
        defaultVariants: modelDefaultRun,
        lineup: ToolkitLineup(
            code: .code, templatePerRow: .nib, cachedTemplate: .nibCached, precomputedTemplate: .nibPrecomputed,
            summary:
                "`nib` per row, `nib-cached`, `nib-precomputed`; its views are this project's model of UIKit, not UIKit"
        ),
        sweepConstructions: [.code, .flat, .nibCached, .nib, .templateCached, .templateUncached],
        // The XIB-text template constructions are available by name; the uncached one in particular is best
        // swept on its own: its megabytes of XML parsing per row perturb the small rows timed beside it in the
        // same process (code's row of 100 labels measured 33 µs in a sweep without it and 55 µs with it, on
        // one loaded machine).
        defaultSweepConstructions: [.code, .flat, .nibCached, .nib],
        source: { variant, templates in
            switch variant.construction {
            case .code: "CodeRowBuilder"
            case .flat: "FlatRowBuilder"
            case .nib, .nibCached, .nibPrecomputed:
                "\(templates)/\(variant.templateFileName), compiled when the run starts"
            default: "\(templates)/\(variant.templateFileName)"
            }
        }
    )
    .withTable(.model)

    /// What a run of the model measures unless `--variants` says otherwise: code, the flattened row and the
    /// compiled-nib constructions, the paths an iOS app really takes. The XIB-text and typed-tree variants are
    /// kept by name.
    static let modelDefaultRun: [Variant] = [
        Variant(.code, .fit), Variant(.code, .nofit), Variant(.flat, .fit), Variant(.flat, .nofit),
        Variant(.nib, .fit), Variant(.nib, .nofit),
        Variant(.nibCached, .fit), Variant(.nibCached, .nofit),
        Variant(.nibPrecomputed, .fit),
    ]
}
