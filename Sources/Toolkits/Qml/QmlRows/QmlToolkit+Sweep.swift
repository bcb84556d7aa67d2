import Foundation
import QmlRow
import Toolkit

/// The sweep's rows in Qt Quick (docs/qml.md, "Sweep rows"): the document compiled per row, the kept component
/// and code, from the translation of `templates/sweep/RowN-nofit.xib` (documents in `documentsDirectory/sweep/`),
/// built without the polish step.
extension QmlToolkit: SweepingToolkit {
    /// Read from the C side, which has them from the generator with the code rows.
    public var sweepSizes: [Int] {
        var sizes: UnsafePointer<Int32>?
        let count = nibornot_qml_sweep_sizes(&sizes)
        guard let sizes else { return [] }
        return (0..<count).map { Int(sizes[$0]) }
    }

    /// The per-row template, the cached template and code: what the per-label question needs. The ahead-compiled
    /// constructions would need a qmlcachegen unit and a qmltc class per size.
    public var sweepConstructions: [String] { ["qml-component-file", "qml-component", "qml-code"] }

    public func makeSweepFactory(construction: String, labels: Int) throws -> TimedRowFactory {
        try makeSweepRowFactory(construction: construction, labels: labels)
    }

    /// The same factory with its concrete type, whose `makeRow()` gives a row the tests can dump.
    public func makeSweepRowFactory(construction: String, labels: Int) throws -> QmlRowFactory {
        guard sweepConstructions.contains(construction) else {
            throw ToolkitError(
                "\(construction) has no sweep rows; use one of \(sweepConstructions.joined(separator: ", ")).")
        }
        return try QmlRowFactory(
            construction: try kind(of: construction), sweepLabels: labels, documents: documentsDirectory.path)
    }
}
