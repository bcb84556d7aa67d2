extension Construction {
    /// The construction as a report's sentence names it ("the cached nib", "GtkBuilder"): kept with the
    /// constructions, so that reports name a real toolkit's without knowing it.
    public var noun: String {
        switch self {
        case .code: "code"
        case .nib: "the loaded nib"
        case .nibCached: "the cached nib"
        case .nibPrecomputed: "the precomputed nib"
        case .templateUncached: "the uncached template"
        case .templateCached: "the cached template"
        case .templatePrecomputed: "the precomputed template"
        case .flat: "the flattened row"
        case .flatNibCached: "the flattened row from a cached nib"
        case .gtkCode: "GTK code"
        case .gtkBuilder: "GtkBuilder"
        case .gtkTemplate: "the GTK class template"
        case .gtkTemplatePrecomputed: "the precomputed GTK class template"
        case .qtCode: "Qt code"
        case .qtUic: "Qt's uic code"
        case .qtUiLoader: "QUiLoader"
        }
    }
}
