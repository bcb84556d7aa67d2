import GNUstepRow
import Toolkit

/// The sweep's rows (docs/gnustep.md, "Sweep rows"): rows of N labels translated from
/// `templates/sweep/RowN-nofit.xib`, built alone in three constructions: code, the keyed archive kept in memory
/// and the kept NSNib (the per-row file paths and the precomputed archive add nothing per label).
extension GNUstepToolkit: SweepingToolkit {
    public var sweepSizes: [Int] {
        (0..<nibornot_gnustep_sweep_count()).map { Int(nibornot_gnustep_sweep_size($0)) }
    }

    public var sweepConstructions: [String] { ["gnustep-code", "gnustep-archive", "gnustep-nib"] }

    public func makeSweepFactory(construction: String, labels: Int) throws -> TimedRowFactory {
        guard sweepConstructions.contains(construction) else {
            throw ToolkitError(
                "GNUstep has no sweep rows of '\(construction)'; sweep constructions: "
                    + "\(sweepConstructions.joined(separator: ", "))"
            )
        }
        guard sweepSizes.contains(labels) else {
            throw ToolkitError(
                "GNUstep has no sweep row of \(labels) labels (sizes: "
                    + "\(sweepSizes.map(String.init).joined(separator: ", ")))"
            )
        }
        return GNUstepSweepFactory(construction: try number(of: construction), labels: labels)
    }
}

final class GNUstepSweepFactory: TimedRowFactory {
    private let construction: NibornotGnustepConstruction
    private let labels: Int

    init(construction: NibornotGnustepConstruction, labels: Int) {
        self.construction = construction
        self.labels = labels
    }

    func makeTimedRow() throws -> AnyObject { try NativeGNUstepRow(sweep: construction, labels: labels) }
}
