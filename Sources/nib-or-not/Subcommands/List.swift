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
        for variant in Variant.all where variant.construction.toolkit == nil {
            let source: String
            switch variant.construction {
            case .code: source = "CodeRowBuilder"
            case .flat: source = "FlatRowBuilder"
            case .nib, .nibCached, .nibPrecomputed: source = "\(templates)/\(variant.templateFileName), compiled when the run starts"
            default: source = "\(templates)/\(variant.templateFileName)"
            }
            let mark = Variant.defaultRun.contains(variant) ? "" : "  (not in the default run)"
            print("  \(variant.name.padding(toLength: 26, withPad: " ", startingAt: 0)) \(source)\(mark)")
        }
        print("Real toolkits' variants (run --toolkits gtk,qt; '+layout': timed with the toolkit's layout pass):")
        for variant in Variant.toolkits {
            let source = variant.construction.toolkit == "gtk" ? "GTK 4, \(templates)/gtk/" : "Qt 6, \(templates)/qt/"
            let mark = Variant.defaultToolkitRun.contains(variant) ? "" : "  (not in the default run)"
            print("  \(variant.name.padding(toLength: 38, withPad: " ", startingAt: 0)) \(source)\(mark)")
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
}
