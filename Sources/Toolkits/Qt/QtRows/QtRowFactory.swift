import Foundation
import QtRow
import Toolkit

/// The rows of one Qt construction and fit, built as the harness times them: construction, the fit step,
/// and with `laidOut` the layout pass, all inside `makeTimedRow()`.
public final class QtRowFactory: TimedRowFactory {
    private let factory: OpaquePointer

    convenience init(construction: nibornot_qt_construction, fit: Bool, laidOut: Bool, form: String) throws {
        self.init(owning: try QtCall.call.value { nibornot_qt_factory_create(construction, fit, laidOut, form, $0) })
    }

    /// The sweep's rows of `labels` labels: shrink-to-fit off, no layout pass (docs/qt.md, "Sweep rows").
    convenience init(construction: nibornot_qt_construction, sweepLabels labels: Int, form: String) throws {
        self.init(
            owning: try QtCall.call.value {
                nibornot_qt_sweep_factory_create(construction, Int32(clamping: labels), form, $0)
            })
    }

    private init(owning factory: OpaquePointer) {
        self.factory = factory
    }

    deinit {
        nibornot_qt_factory_free(factory)
    }

    public func makeTimedRow() throws -> AnyObject {
        try makeRow()
    }

    /// A row owned by the returned object.
    public func makeRow() throws -> QtOwnedRow {
        QtOwnedRow(try QtCall.call.value { nibornot_qt_factory_make_row(factory, $0) })
    }
}

/// One native row: the cell widget and its tree, deleted when this object is released.
public final class QtOwnedRow {
    let row: OpaquePointer

    init(_ row: OpaquePointer) {
        self.row = row
    }

    deinit {
        nibornot_qt_row_free(row)
    }

    /// The layout pass on a row built without it (the factory runs it itself when made with `laidOut`).
    public func layOut() {
        nibornot_qt_row_lay_out(row)
    }

    /// The row as text, one widget a line (docs/qt.md, "The dump").
    public func dump() -> String {
        guard let text = nibornot_qt_row_dump(row) else { return "" }
        defer { free(text) }
        return String(cString: text)
    }

    /// The point size each label uses, in tag order.
    public func fontSizes() -> [Double] {
        var sizes = [Double](repeating: 0, count: 64)
        let count = sizes.withUnsafeMutableBufferPointer { nibornot_qt_row_font_sizes(row, $0.baseAddress, $0.count) }
        return Array(sizes.prefix(count))
    }

    /// For tests: counts this row's widgets as they are destroyed (`QtCall.destroyedWidgets`).
    public func watchDestruction() {
        nibornot_qt_row_watch(row)
    }
}
