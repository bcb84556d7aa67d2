import Foundation
import QtRow
import Toolkit

/// The sweep's rows in Qt (docs/qt.md, "Sweep rows"): every construction, from the translation of
/// `templates/sweep/RowN-nofit.xib` (forms in `formsDirectory/sweep/`), built without the layout pass.
extension QtToolkit: SweepingToolkit {
    /// Read from the C side, which has them from the generator with the rows, so the list cannot name a
    /// size whose code was not generated.
    public var sweepSizes: [Int] {
        var sizes: UnsafePointer<Int32>?
        let count = nibornot_qt_sweep_sizes(&sizes)
        guard let sizes else { return [] }
        return (0..<count).map { Int(sizes[$0]) }
    }

    /// Every construction has sweep rows.
    public var sweepConstructions: [String] { constructions }

    public func makeSweepFactory(construction: String, labels: Int) throws -> TimedRowFactory {
        try makeSweepRowFactory(construction: construction, labels: labels)
    }

    /// The same factory with its concrete type, whose `makeRow()` gives a row the tests can dump.
    public func makeSweepRowFactory(construction: String, labels: Int) throws -> QtRowFactory {
        try QtRowFactory(
            construction: try kind(of: construction), sweepLabels: labels,
            form: formsDirectory.appendingPathComponent("sweep/Row\(labels).ui").path)
    }
}
