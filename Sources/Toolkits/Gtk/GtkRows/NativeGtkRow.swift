import Foundation
import GtkRow
import Toolkit

/// One GTK row owned from Swift: it holds the only reference on the cell widget, so releasing this object
/// frees the whole tree (on the GTK thread: see `GtkToolkit`).
public final class NativeGtkRow {
    let pointer: OpaquePointer
    /// How the row is freed: a row with constraints also destroys its window.
    private let release: (OpaquePointer) -> Void

    convenience init(construction: NibornotGtkConstruction, fit: Bool) throws {
        try self.init { nibornot_gtk_row_new(construction, fit, &$0) }
    }

    /// A row of the user's cell (`run --template`; docs/gtk.md, "A user's cell"): CODE, BUILDER or TEMPLATE.
    convenience init(user cell: OpaquePointer, construction: NibornotGtkConstruction) throws {
        try self.init { nibornot_gtk_user_row_new(cell, construction, &$0) }
    }

    /// A sweep row of `labels` labels (docs/gtk.md, "Sweep rows").
    convenience init(sweep construction: NibornotGtkConstruction, labels: Int) throws {
        try self.init { nibornot_gtk_sweep_row_new(construction, Int32(labels), &$0) }
    }

    /// The seed's row with Auto Layout (docs/gtk.md, "Rows with constraints"): CODE, BUILDER or TEMPLATE.
    convenience init(constraints construction: NibornotGtkConstruction, fit: Bool) throws {
        try self.init(release: { nibornot_gtk_constraint_row_free($0) }) {
            nibornot_gtk_constraint_row_new(construction, fit, &$0)
        }
    }

    /// A sweep row with constraints of `labels` labels: CODE, BUILDER or TEMPLATE.
    convenience init(constraintSweep construction: NibornotGtkConstruction, labels: Int) throws {
        try self.init(release: { nibornot_gtk_constraint_row_free($0) }) {
            nibornot_gtk_constraint_sweep_row_new(construction, Int32(labels), &$0)
        }
    }

    /// `make` is one of GtkRow's row constructors: a row, or NULL and a malloc'd error.
    private init(
        release: @escaping (OpaquePointer) -> Void = { nibornot_gtk_row_free($0) },
        _ make: (inout UnsafeMutablePointer<CChar>?) -> OpaquePointer?
    ) throws {
        var error: UnsafeMutablePointer<CChar>?
        guard let pointer = make(&error) else {
            defer { free(error) }
            throw ToolkitError(error.map { String(cString: $0) } ?? "GTK could not build the row")
        }
        self.pointer = pointer
        self.release = release
    }

    deinit {
        release(pointer)
    }

    /// The widget tree line by line (docs/gtk.md, "The dump").
    public func dump() -> String {
        let text = nibornot_gtk_row_dump(pointer)!
        defer { free(text) }
        return String(cString: text)
    }

    /// Each label's font size as GTK will draw it, in tag order.
    public func fontSizes() -> [Double] {
        var sizes = [Double](repeating: 0, count: Int(NIBORNOT_GTK_LABELS))
        let count = nibornot_gtk_row_font_sizes(pointer, &sizes, sizes.count)
        return Array(sizes.prefix(count))
    }

    /// GTK's layout pass: measure, then allocate at the cell's frame size.
    public func layOut() {
        nibornot_gtk_row_lay_out(pointer)
    }

    /// A frame row's layout pass at `width` (its height as built): a size change for the re-layout variants.
    public func layOut(width: Int) {
        nibornot_gtk_row_lay_out_at_width(pointer, Int32(width))
    }

    /// A row with constraints' layout pass at `width` (the first call puts it in a window of its own).
    public func layOutConstrained(width: Int) {
        nibornot_gtk_constraint_row_lay_out(pointer, Int32(width))
    }

    /// For tests: counts the row's widgets as GTK finalizes them (`finalized` must outlive the row).
    /// Returns how many widgets are watched.
    public func watchFinalization(into finalized: UnsafeMutablePointer<Int32>) -> Int {
        Int(nibornot_gtk_row_watch_finalization(pointer, finalized))
    }
}
