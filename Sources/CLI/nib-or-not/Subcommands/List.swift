import ArgumentParser
import Builders
import Foundation
import Results

/// `nib-or-not list`: the variants and the templates they use.
struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the variants and the templates they use.")

    @Option(help: "Folder holding Cell.xib and Cell2.xib.")
    var templates = "templates"

    func run() throws {
        print("Variants (construction/fit):")
        for variant in Variant.model {
            print("  \(variant.name.padding(toLength: 26, withPad: " ", startingAt: 0)) \(Self.describe(variant, templates))")
        }
        print("Real toolkits' variants (run --toolkits \(ToolkitDeclaration.real.map(\.name).joined(separator: ",")); "
              + "'+layout': timed with the toolkit's layout pass; '+relayout': laid out again at another width):")
        for variant in Variant.toolkits {
            print("  \(variant.name.padding(toLength: 40, withPad: " ", startingAt: 0)) \(Self.describe(variant, templates))")
        }
        print("Your own template (run --template FILE.xib), built as designed:")
        for variant in Variant.customTemplate {
            let nib = Variant.customNibTemplate.contains(variant) ? " or FILE.nib (run --template FILE.nib: measured as it is)" : ""
            print("  \(variant.name.padding(toLength: 34, withPad: " ", startingAt: 0)) FILE.xib\(nib)")
        }
        print("Self-check workloads (--self-check, or --variants 'selfcheck/*'):")
        for workload in SyntheticWorkload.all {
            print("  \(workload.name.padding(toLength: 26, withPad: " ", startingAt: 0)) \(workload.iterations) dependent steps")
        }
        print("Templates:")
        for name in ["Cell.xib", "Cell2.xib"] {
            let path = "\(templates)/\(name)"
            let state = FileManager.default.fileExists(atPath: path) ? "" : "  (missing)"
            print("  \(path)\(state)")
        }
    }

    /// Where a variant's row comes from, as its toolkit declares, and whether the default run measures it.
    static func describe(_ variant: Variant, _ templates: String) -> String {
        let toolkit = variant.construction.toolkit
        let mark = toolkit.defaultVariants.contains(variant) ? "" : "  (not in the default run)"
        return toolkit.source(variant, templates) + mark
    }
}
