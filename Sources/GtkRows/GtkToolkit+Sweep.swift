import GtkRow
import Toolkit

/// The sweep's rows (docs/gtk.md, "Sweep rows"): rows of N labels translated from
/// `templates/sweep/RowN-nofit.xib`, built alone in three constructions. No `gtk-template-precomputed`: the
/// sweep rows do not shrink-to-fit, so that template would be `gtk-template`'s.
extension GtkToolkit: SweepingToolkit {
    /// Read from GtkRow's generated table, so the sizes are those the generator found, not a second list.
    public var sweepSizes: [Int] {
        (0..<nibornot_gtk_sweep_count()).map { Int(nibornot_gtk_sweep_size($0)) }
    }

    public var sweepConstructions: [String] { ["gtk-code", "gtk-builder", "gtk-template"] }

    public func makeSweepFactory(construction: String, labels: Int) throws -> TimedRowFactory {
        GtkSweepRowFactory(construction: try sweepNumber(of: construction, labels: labels), labels: labels)
    }

    /// A sweep row laid out and dumped (as `dumpRow`): every construction of a size must give the same text.
    public func dumpSweepRow(construction: String, labels: Int) throws -> String {
        let row = try NativeGtkRow(sweep: try sweepNumber(of: construction, labels: labels), labels: labels)
        row.layOut()
        return row.dump()
    }

    /// Checked when the factory is made, so that a wrong size or construction fails before any timing.
    private func sweepNumber(of construction: String, labels: Int) throws -> NibornotGtkConstruction {
        guard sweepConstructions.contains(construction) else {
            throw ToolkitError("GTK has no sweep rows of '\(construction)'; sweep constructions: \(sweepConstructions.joined(separator: ", "))")
        }
        guard sweepSizes.contains(labels) else {
            throw ToolkitError("GTK has no sweep row of \(labels) labels; sizes: \(sweepSizes.map(String.init).joined(separator: ", "))")
        }
        return try number(of: construction)
    }
}

/// Makes the timed sweep rows of one construction and size: built alone, no layout pass.
final class GtkSweepRowFactory: TimedRowFactory {
    private let construction: NibornotGtkConstruction
    private let labels: Int

    init(construction: NibornotGtkConstruction, labels: Int) {
        self.construction = construction
        self.labels = labels
    }

    func makeTimedRow() throws -> AnyObject {
        try NativeGtkRow(sweep: construction, labels: labels)
    }
}
