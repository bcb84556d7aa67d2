import ArgumentParser
import Builders
import Foundation
import Harness
import Results

/// `nib-or-not list`: the variants and the templates they use.
struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the variants and the templates they use.")

    @Option(help: "Folder holding Cell.xib and Cell2.xib.")
    var templates = "templates"

    @Flag(
        help: """
            Print this machine as run.json's `machine` records it (without the memory probe, which a run measures), \
            with its record id (results/machines/<id>/), as JSON, and nothing else.
            """)
    var machine = false

    @Option(
        help: """
            'text' (for a reader) or 'tsv': one line per variant of every toolkit, tab-separated, with a header: \
            variant, toolkit, role (the construction's part in the seed's question: code, template per row, ...; \
            '-' for none), laid_out (no, yes, or again for +relayout), fit (fit/nofit), default_run (yes/no), for \
            scripts.
            """)
    var format = ListFormat.text

    enum ListFormat: String, ExpressibleByArgument, CaseIterable { case text, tsv }

    func run() throws {
        if machine { return try printMachine() }
        if format == .tsv { return printTable() }
        print("Variants (construction/fit):")
        for variant in Variant.model {
            print(
                "  \(variant.name.padding(toLength: 26, withPad: " ", startingAt: 0)) "
                    + "\(Self.describe(variant, templates))"
            )
        }
        print(
            "Real toolkits' variants (run --toolkits \(ToolkitDeclaration.real.map(\.name).joined(separator: ",")); "
                + "'+layout': timed with the toolkit's layout pass; '+relayout': laid out again at another width):")
        for variant in Variant.toolkits {
            print(
                "  \(variant.name.padding(toLength: 40, withPad: " ", startingAt: 0)) "
                    + "\(Self.describe(variant, templates))"
            )
        }
        print("Your own template (run --template FILE.xib), built as designed:")
        for variant in Variant.customTemplate {
            let nib =
                Variant.customNibTemplate.contains(variant)
                ? " or FILE.nib (run --template FILE.nib: measured as it is)" : ""
            print("  \(variant.name.padding(toLength: 34, withPad: " ", startingAt: 0)) FILE.xib\(nib)")
        }
        // The real toolkits that build the user's cell too, from code compiled when the run starts (docs/gtk.md).
        for variant in Variant.customToolkitTemplate {
            let title = variant.construction.toolkit.title
            let name = variant.name.padding(toLength: 34, withPad: " ", startingAt: 0)
            print("  \(name) FILE.xib or FILE.nib on \(title)")
        }
        print("Self-check workloads (--self-check, or --variants 'selfcheck/*'):")
        for workload in SyntheticWorkload.all {
            print(
                "  \(workload.name.padding(toLength: 26, withPad: " ", startingAt: 0)) \(workload.iterations) "
                    + "dependent steps"
            )
        }
        print("Templates:")
        for name in ["Cell.xib", "Cell2.xib"] {
            let path = "\(templates)/\(name)"
            let state = FileManager.default.fileExists(atPath: path) ? "" : "  (missing)"
            print("  \(path)\(state)")
        }
    }

    /// Every variant with its toolkit and role, so that scripts group variants by toolkit without a list of
    /// name prefixes of their own.
    private func printTable() {
        print(["variant", "toolkit", "role", "laid_out", "fit", "default_run"].joined(separator: "\t"))
        for toolkit in ToolkitDeclaration.all {
            for variant in toolkit.variants {
                let role = ToolkitLineup.Role.allCases.first { toolkit.lineup.construction($0) == variant.construction }
                let fields = [
                    variant.name, toolkit.name, role?.name ?? "-",
                    variant.relaidOut ? "again" : variant.laidOut ? "yes" : "no",
                    variant.fit.rawValue, toolkit.defaultVariants.contains(variant) ? "yes" : "no",
                ]
                print(fields.joined(separator: "\t"))
            }
        }
    }

    private func printMachine() throws {
        let cpuModel = RunEnvironment.cpuModel() ?? "unknown"
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let description = MachineProbe.describe(cpuModel: cpuModel, cores: cores, probes: [])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        var object = try JSONSerialization.jsonObject(with: encoder.encode(description)) as? [String: Any] ?? [:]
        object["recordID"] = description.recordID
        object["cpuModel"] = cpuModel
        object["cores"] = cores
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        print(String(decoding: data, as: UTF8.self))
    }

    /// Where a variant's row comes from, as its toolkit declares, and whether the default run measures it.
    static func describe(_ variant: Variant, _ templates: String) -> String {
        let toolkit = variant.construction.toolkit
        let mark = toolkit.defaultVariants.contains(variant) ? "" : "  (not in the default run)"
        return toolkit.source(variant, templates) + mark
    }
}
