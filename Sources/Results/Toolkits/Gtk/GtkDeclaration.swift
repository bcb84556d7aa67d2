extension Construction {
    /// GTK 4: `GtkLabel`s made one by one in C, label by label, like the seed's code.
    public static let gtkCode = Construction(declaring: "gtk-code")
    /// GTK 4: `GtkBuilder` reads and parses the row's UI file from disk for every row, like `loadNibNamed:`.
    public static let gtkBuilder = Construction(declaring: "gtk-builder")
    /// GTK 4: a widget class whose template was set once per process, instantiated per row: GTK's `UINib`.
    public static let gtkTemplate = Construction(declaring: "gtk-template")
    /// GTK 4: as gtk-template, from a template with every label's fitted size written in ahead.
    public static let gtkTemplatePrecomputed = Construction(declaring: "gtk-template-precomputed")
}

extension ToolkitDeclaration {
    /// GTK 4 (docs/gtk.md): rows built by `Sources/GtkRow`, run by `GtkRows.GtkToolkit`.
    public static let gtk = ToolkitDeclaration.realToolkit(
        name: "gtk", title: "GTK 4",
        constructions: [
            .init(.gtkCode, noun: "GTK code", isTemplate: false),
            .init(.gtkBuilder, noun: "GtkBuilder", isTemplate: true),
            .init(.gtkTemplate, noun: "the GTK class template", isTemplate: true),
            .init(.gtkTemplatePrecomputed, noun: "the precomputed GTK class template", isTemplate: true),
        ],
        fitOnly: [.gtkTemplatePrecomputed],
        lineup: ToolkitLineup(code: .gtkCode, templatePerRow: .gtkBuilder, cachedTemplate: .gtkTemplate,
                              precomputedTemplate: .gtkTemplatePrecomputed,
                              summary: "`GtkBuilder` parsing the UI file per row, a widget class template (`gtk_widget_init_template`), "
                                  + "the same with fitted sizes in the template"),
        sweep: [.gtkCode, .gtkBuilder, .gtkTemplate],
        filesFolder: "gtk")
}
