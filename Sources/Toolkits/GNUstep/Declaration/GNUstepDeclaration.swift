extension Construction {
    /// GNUstep AppKit: `NSTextField`s made one by one in Objective-C, label by label, like the seed's code.
    public static let gnustepCode = Construction(declaring: "gnustep-code")
    /// GNUstep: the row's keyed archive (`NSKeyedArchiver`, made at start-up from the XIB's row) kept in memory and
    /// decoded per row by `NSKeyedUnarchiver`: the counterpart of `UINib`.
    public static let gnustepArchive = Construction(declaring: "gnustep-archive")
    /// GNUstep: the same archive read from disk and decoded per row, as `loadNibNamed:` reads a nib.
    public static let gnustepArchiveFile = Construction(declaring: "gnustep-archive-file")
    /// GNUstep: an `NSNib` of the Cocoa XIB kept, `instantiateWithOwner:topLevelObjects:` per row (GNUstep parses
    /// the XIB again on every instantiation).
    public static let gnustepNib = Construction(declaring: "gnustep-nib")
    /// GNUstep: a new `NSNib` of the XIB file per row.
    public static let gnustepNibFile = Construction(declaring: "gnustep-nib-file")
    /// GNUstep: the keyed archive of the row with every label's fitted size written in, decoded per row.
    public static let gnustepArchivePrecomputed = Construction(declaring: "gnustep-archive-precomputed")
}

extension ToolkitDeclaration {
    /// GNUstep AppKit (docs/gnustep.md): rows built by `Sources/Toolkits/GNUstep/GNUstepRow`, run by
    /// `GNUstepRows.GNUstepToolkit`.
    /// `gnustep-nib-file` stays outside the default run: no comparison uses it, and its two variants took a third
    /// of a GNUstep round (two `NSNib` parses of about 5.7 ms each), time the compared variants' rounds need
    /// on a loaded host (docs/noisy-host.md). `run --variants 'gnustep-nib-file*'` selects it.
    /// A user's cell (`run --template MyCell.xib`; docs/gnustep.md, "A user's cell") is built by code compiled at run
    /// time, its archive read per row and kept, and `NSNib` on the Cocoa XIB translated from it.
    public static let gnustep: ToolkitDeclaration = {
        var declaration = gnustepDeclaration
        declaration.userCellConstructions = [
            .gnustepCode, .gnustepArchiveFile, .gnustepArchive, .gnustepArchivePrecomputed, .gnustepNib,
        ]
        return declaration
    }()

    private static let gnustepDeclaration = ToolkitDeclaration.realToolkit(
        name: "gnustep", title: "GNUstep AppKit",
        constructions: [
            .init(.gnustepCode, noun: "GNUstep code", isTemplate: false),
            .init(.gnustepArchive, noun: "the cached GNUstep archive", isTemplate: true),
            .init(.gnustepArchiveFile, noun: "the GNUstep archive read per row", isTemplate: true),
            .init(.gnustepNib, noun: "GNUstep's kept NSNib", isTemplate: true),
            .init(.gnustepNibFile, noun: "GNUstep's NSNib read per row", isTemplate: true),
            .init(.gnustepArchivePrecomputed, noun: "the precomputed GNUstep archive", isTemplate: true),
        ],
        fitOnly: [.gnustepArchivePrecomputed],
        notInDefaultRun: [.gnustepNibFile],
        lineup: ToolkitLineup(
            code: .gnustepCode, templatePerRow: .gnustepArchiveFile, cachedTemplate: .gnustepArchive,
            precomputedTemplate: .gnustepArchivePrecomputed, xibTemplate: .gnustepNib,
            summary: "a keyed archive of the row read from disk and decoded per row (`loadNibNamed:`), "
                + "kept in memory and decoded per row (`UINib`), the same with fitted sizes; "
                + "and `NSNib` instantiating the Cocoa XIB, which it parses again for every row"
        )
        .titling(.xibTemplate, "XIB (`NSNib`) / code"),
        sweep: [.gnustepCode, .gnustepArchive, .gnustepNib],
        filesFolder: "gnustep"
    )
    .linking("libgnustep-gui.so").versioned(by: "libgnustep-gui0.29")
}
