import Foundation
import QmlRow
import Toolkit

/// The rows of one Qt Quick construction and fit, built as the harness times them: construction, the fit step
/// (where the construction takes it), and with `polished` the polish step, all inside `makeTimedRow()`.
public final class QmlRowFactory: TimedRowFactory {
    private let factory: OpaquePointer

    init(construction: nibornot_qml_construction, fit: Bool, polished: Bool, documents: String) throws {
        factory = try QmlCall.call.value { nibornot_qml_factory_create(construction, fit, polished, documents, $0) }
    }

    /// The sweep's rows of `labels` labels: shrink-to-fit off, not polished (docs/qml.md, "Sweep rows").
    init(construction: nibornot_qml_construction, sweepLabels labels: Int, documents: String) throws {
        factory = try QmlCall.call.value {
            nibornot_qml_sweep_factory_create(construction, Int32(clamping: labels), documents, $0)
        }
    }

    deinit {
        nibornot_qml_factory_free(factory)
    }

    public func makeTimedRow() throws -> AnyObject {
        try makeRow()
    }

    /// A row owned by the returned object.
    public func makeRow() throws -> QmlOwnedRow {
        QmlOwnedRow(try QmlCall.call.value { nibornot_qml_factory_make_row(factory, $0) })
    }
}

/// One native row: the cell item and its tree, deleted when this object is released.
public final class QmlOwnedRow {
    private let row: OpaquePointer

    init(_ row: OpaquePointer) {
        self.row = row
    }

    deinit {
        nibornot_qml_row_free(row)
    }

    /// The polish step on a row built without it (the factory runs it itself when made `polished`).
    public func polish() {
        nibornot_qml_row_polish(row)
    }

    /// The row as text, one item a line (docs/qml.md, "The dump").
    public func dump() -> String {
        guard let text = nibornot_qml_row_dump(row) else { return "" }
        defer { free(text) }
        return String(cString: text)
    }

    /// The point size each label's text is laid out at, in tag order.
    public func fontSizes() -> [Double] {
        var sizes = [Double](repeating: 0, count: 128)
        let count = sizes.withUnsafeMutableBufferPointer { nibornot_qml_row_font_sizes(row, $0.baseAddress, $0.count) }
        return Array(sizes.prefix(count))
    }

    /// The items of the row, itself included.
    public var itemCount: Int { nibornot_qml_row_item_count(row) }

    /// For tests: the root item's class and the URL of the document it was made from (`nibornot_qml_row_origin`).
    public var origin: String {
        guard let text = nibornot_qml_row_origin(row) else { return "" }
        defer { free(text) }
        return String(cString: text)
    }

    /// For tests: counts this row's items as they are destroyed (`QmlCall.destroyedItems`).
    public func watchDestruction() {
        nibornot_qml_row_watch(row)
    }
}
