import ArgumentParser
import Builders
import Foundation
import Harness
import RealToolkits
import Results
import RowCatalog
import Typesetting

/// `nib-or-not count-rows`: builds one variant's rows for an instruction count under callgrind.
///
/// Used by `scripts/instruction-counts.sh`, which runs it under `valgrind --tool=callgrind
/// --dump-before=nib_or_not_counted_rows --dump-after=nib_or_not_counted_rows`; warm-up rows are built first,
/// outside that function.
struct CountRows: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "count-rows",
        abstract: "Build one variant's rows for an instruction count (see scripts/instruction-counts.sh).")

    @Option(help: "The variant or self-check workload to build.")
    var variant: String

    @Option(help: "Rows built before counting (fills caches, as the timed runs' warm-up does).")
    var warmup = 10

    @Option(help: "Rows built inside the counted function.")
    var rows = 20

    @Option(help: "Folder holding Cell.xib and Cell2.xib.")
    var templates = "templates"

    @Option(help: "Your own XIB or compiled nib, for the '.../as-designed' variants.")
    var template: String?

    @OptionGroup var fonts: FontOptions

    func validate() throws {
        // A sweep point builds through the same catalog, so its instructions can be counted too (issue 13).
        let sweepPoint = SweepVariant(name: variant).map { SweepVariant.generatedSizes.contains($0.labels) } ?? false
        guard sweepPoint || (Variant.measurableNames + Variant.customTemplateNames).contains(variant) else {
            throw ValidationError("--variant: no variant named '\(variant)'; run 'nib-or-not list'")
        }
        if rows < 1 { throw ValidationError("--rows must be at least 1 (got \(rows))") }
        if warmup < 0 { throw ValidationError("--warmup must be 0 or more (got \(warmup))") }
    }

    func run() throws {
        let model = VariantCatalog(
            templatesDirectory: URL(fileURLWithPath: templates),
            measurer: try FreeTypeMeasurer(substitutionsAt: try fonts.resolvedPath()),
            templateFile: template.map { URL(fileURLWithPath: $0) })
        let catalog = RowCatalog(model: model, toolkits: RealToolkits.all(templatesDirectory: model.templatesDirectory))
        // A toolkit that needs a display needs it before it starts: $DISPLAY, or a server of this command's own.
        let display = try WorkerDisplay(for: [variant], toolkits: catalog.toolkits)
        defer { display.stop() }
        if let name = display.server?.name { setenv("DISPLAY", name, 1) }
        let factory = try catalog.makeFactory(named: variant)
        var sink: [AnyObject] = []
        sink.reserveCapacity(warmup + rows)
        for _ in 0..<warmup { sink.append(try factory.makeTimedRow()) }
        try buildCountedRows(factory, rows, &sink)
        print("\(variant)\t\(rows)\t\(sink.count)")
    }
}
