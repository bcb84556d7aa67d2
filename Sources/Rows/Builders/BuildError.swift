import Results

/// What can go wrong while choosing or preparing the variants to build.
public enum BuildError: Error, Equatable, CustomStringConvertible {
    /// A template instantiated to nothing the harness can time.
    case noRow(template: String)
    /// A variant name or pattern that matches none of the variants.
    case unknownVariant(String)
    /// A template file that does not exist where the variant expects it.
    case missingTemplate(path: String)
    /// A custom-template variant (`.../as-designed`) was asked for, but no template file was given.
    case noCustomTemplate(variant: String)
    /// A sweep size whose rows were not generated.
    case noSweepRow(labels: Int)
    /// A real toolkit's variant (`gtk-...`, `qt-...`) asked of the UIKit model's catalog.
    case toolkitVariant(name: String, toolkit: String)
    /// A variant that builds the user's template from its XIB, asked of a compiled nib (`run --template FILE.nib`).
    case compiledNibVariant(variant: String, file: String)

    public var description: String {
        switch self {
        case .noRow(let template):
            return
                """
                \(template): the template has no top-level view and no 'loadedCell' outlet, so there is no row to \
                build
                """
        case .unknownVariant(let name):
            return "no variant matches '\(name)'; run 'nib-or-not list' to see the variants"
        case .missingTemplate(let path):
            return
                "\(path): template file not found; pass --templates with the folder that holds Cell.xib and Cell2.xib"
        case .noCustomTemplate(let variant):
            return "variant '\(variant)' builds the user's template, but none was given; pass --template FILE.xib"
        case .compiledNibVariant(let variant, let file):
            return
                "variant '\(variant)' builds the row from a XIB, but \(file) is a compiled nib; a nib is measured with "
                + Variant.customNibTemplate.map(\.name).joined(separator: " and ")
                + " and on the real toolkits (a nib has no XIB to read as a template, and precomputing would "
                + "rewrite it)"
        case .noSweepRow(let labels):
            return
                "no generated row of \(labels) labels (generated: "
                + "\(SweepRows.sizes.map(String.init).joined(separator: ", "))); "
                + "run scripts/generate-sweep-rows.py --sizes with it, then rebuild"
        case .toolkitVariant(let name, let toolkit):
            return
                "variant '\(name)' is built by the \(toolkit) toolkit, not by the UIKit model; ask the toolkit for it"
        }
    }
}
