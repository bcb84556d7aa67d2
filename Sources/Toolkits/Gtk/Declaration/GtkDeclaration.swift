extension Construction {
    /// GTK 4: `GtkLabel`s made one by one in C, label by label, like the seed's code.
    public static let gtkCode = Construction(declaring: "gtk-code")
    /// GTK 4: `GtkBuilder` reads and parses the row's UI file from disk for every row, like `loadNibNamed:`.
    public static let gtkBuilder = Construction(declaring: "gtk-builder")
    /// GTK 4: a widget class whose template was set once per process, instantiated per row: GTK's `UINib`.
    public static let gtkTemplate = Construction(declaring: "gtk-template")
    /// GTK 4: as gtk-template, from a template with every label's fitted size written in ahead.
    public static let gtkTemplatePrecomputed = Construction(declaring: "gtk-template-precomputed")
    /// GTK 4, Auto Layout: the row of CellAutoLayout.xib in C, its labels placed by GtkConstraintLayout constraints.
    public static let gtkConstraintsCode = Construction(declaring: "gtk-constraints-code")
    /// GTK 4, Auto Layout: GtkBuilder parses the row's UI file, constraints included, for every row.
    public static let gtkConstraintsBuilder = Construction(declaring: "gtk-constraints-builder")
    /// GTK 4, Auto Layout: a widget class whose template (constraints included) was set once per process.
    public static let gtkConstraintsTemplate = Construction(declaring: "gtk-constraints-template")

    /// GTK's constructions with constraints, each the twin of the frame construction named without `constraints-`.
    public static let gtkConstraintTwins: [(frames: Construction, constraints: Construction)] = [
        (.gtkCode, .gtkConstraintsCode), (.gtkBuilder, .gtkConstraintsBuilder), (.gtkTemplate, .gtkConstraintsTemplate),
    ]
}

extension ToolkitDeclaration {
    /// GTK 4 (docs/gtk.md): rows built by `Sources/Toolkits/Gtk/GtkRow`, run by `GtkRows.GtkToolkit`. Beside the frame
    /// rows, the rows with Auto Layout (docs/gtk.md, "Rows with constraints"): built, laid out, and, with their
    /// frame twins, laid out again at another width (`+relayout`); outside the default run, which stays the
    /// frame rows' (`run --variants 'gtk-constraints*'` selects them with their twins).
    public static let gtk: ToolkitDeclaration = {
        var declaration = gtkDeclaration
        let withConstraints = Construction.gtkConstraintTwins.map(\.constraints)
        declaration.twins = Construction.gtkConstraintTwins.map { ($0.constraints, $0.frames) }
        declaration.source = { variant, templates in
            withConstraints.contains(variant.construction)
                ? "GTK 4, \(templates)/\(variant.fit == .fit ? "Cell" : "Cell2")AutoLayout.xib in \(templates)/gtk/"
                : "GTK 4, \(templates)/gtk/"
        }
        // A sweep of GTK measures the frame rows unless told otherwise (`sweep --toolkit gtk --constraints`).
        declaration.defaultSweepConstructions = declaration.sweepConstructions.filter { !withConstraints.contains($0) }
        for fit in [Fit.fit, .nofit] {
            let relayouts = Construction.gtkConstraintTwins.flatMap {
                [Variant($0.frames, fit, relaidOut: true), Variant($0.constraints, fit, relaidOut: true)]
            }
            let last = declaration.variants.lastIndex { $0.fit == fit }.map { $0 + 1 } ?? declaration.variants.endIndex
            declaration.variants.insert(contentsOf: relayouts, at: last)
        }
        // GTK's worker loads GTK 4; it has a table (`GtkListView`) and solves a XIB's constraints (docs/gtk.md).
        // A user's cell is built by code compiled at run time, its UI file per row and its class template.
        declaration.userCellConstructions = [.gtkCode, .gtkBuilder, .gtkTemplate, .gtkTemplatePrecomputed]
        return declaration.linking("libgtk-4.so").versioned(by: "libgtk-4-1").offering(.solve).withTable(.gtk)
    }()

    private static let gtkDeclaration = ToolkitDeclaration.realToolkit(
        name: "gtk", title: "GTK 4",
        constructions: [
            .init(.gtkCode, noun: "GTK code", isTemplate: false),
            .init(.gtkBuilder, noun: "GtkBuilder", isTemplate: true),
            .init(.gtkTemplate, noun: "the GTK class template", isTemplate: true),
            .init(.gtkTemplatePrecomputed, noun: "the precomputed GTK class template", isTemplate: true),
            .init(.gtkConstraintsCode, noun: "GTK code with constraints", isTemplate: false),
            .init(.gtkConstraintsBuilder, noun: "GtkBuilder with constraints", isTemplate: true),
            .init(.gtkConstraintsTemplate, noun: "the GTK class template with constraints", isTemplate: true),
        ],
        fitOnly: [.gtkTemplatePrecomputed],
        notInDefaultRun: Construction.gtkConstraintTwins.map(\.constraints),
        lineup: ToolkitLineup(
            code: .gtkCode, templatePerRow: .gtkBuilder, cachedTemplate: .gtkTemplate,
            precomputedTemplate: .gtkTemplatePrecomputed,
            summary: "`GtkBuilder` parsing the UI file per row, a widget class template (`gtk_widget_init_template`), "
                + "the same with fitted sizes in the template"),
        sweep: [
            .gtkCode, .gtkBuilder, .gtkTemplate, .gtkConstraintsCode, .gtkConstraintsBuilder, .gtkConstraintsTemplate,
        ],
        filesFolder: "gtk")
}
