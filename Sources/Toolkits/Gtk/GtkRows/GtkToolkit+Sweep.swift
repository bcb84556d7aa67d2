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

    /// The frame rows' sweep constructions, then those with constraints (`sweep --toolkit gtk --constraints`).
    public var sweepConstructions: [String] {
        ["gtk-code", "gtk-builder", "gtk-template"] + Self.constraintConstructions
    }

    /// Frame rows are built alone; rows with constraints are built, put in a window of their own and laid out
    /// (unsolved, their constraints are only objects: the solve is what a constraint costs).
    public func makeSweepFactory(construction: String, labels: Int) throws -> TimedRowFactory {
        let number = try sweepNumber(of: construction, labels: labels)
        if Self.constraintConstructions.contains(construction) {
            return GtkConstraintSweepRowFactory(construction: number, labels: labels)
        }
        return GtkSweepRowFactory(construction: number, labels: labels)
    }

    /// A sweep row laid out and dumped (as `dumpRow`): every construction of a size must give the same text.
    public func dumpSweepRow(construction: String, labels: Int) throws -> String {
        let number = try sweepNumber(of: construction, labels: labels)
        if Self.constraintConstructions.contains(construction) {
            let row = try NativeGtkRow(constraintSweep: number, labels: labels)
            row.layOutConstrained(width: Self.constraintRowWidths.first)
            return row.dump()
        }
        let row = try NativeGtkRow(sweep: number, labels: labels)
        row.layOut()
        return row.dump()
    }

    /// Checked when the factory is made, so that a wrong size or construction fails before any timing.
    private func sweepNumber(of construction: String, labels: Int) throws -> NibornotGtkConstruction {
        guard sweepConstructions.contains(construction) else {
            throw ToolkitError(
                "GTK has no sweep rows of '\(construction)'; sweep constructions: "
                    + "\(sweepConstructions.joined(separator: ", "))"
            )
        }
        guard sweepSizes.contains(labels) else {
            throw ToolkitError(
                "GTK has no sweep row of \(labels) labels; sizes: "
                    + "\(sweepSizes.map(String.init).joined(separator: ", "))"
            )
        }
        return Self.constraintConstructions.contains(construction)
            ? try constraintNumber(of: construction) : try number(of: construction)
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

/// Makes the timed sweep rows with constraints: built, put in a window and laid out at 320 wide.
final class GtkConstraintSweepRowFactory: TimedRowFactory {
    private let construction: NibornotGtkConstruction
    private let labels: Int

    init(construction: NibornotGtkConstruction, labels: Int) {
        self.construction = construction
        self.labels = labels
    }

    func makeTimedRow() throws -> AnyObject {
        let row = try NativeGtkRow(constraintSweep: construction, labels: labels)
        row.layOutConstrained(width: GtkToolkit.constraintRowWidths.first)
        return row
    }
}
