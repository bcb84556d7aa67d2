import Foundation
import GNUstepRow
import Toolkit

/// One GNUstep row owned from Swift: it holds the only reference on the cell view, so releasing this object
/// frees the whole tree (on AppKit's thread: see `GNUstepToolkit`).
public final class NativeGNUstepRow {
    let pointer: OpaquePointer

    convenience init(construction: NibornotGnustepConstruction, fit: Bool) throws {
        try self.init { nibornot_gnustep_row_new(construction, fit, &$0) }
    }

    /// A sweep row of `labels` labels (docs/gnustep.md, "Sweep rows").
    convenience init(sweep construction: NibornotGnustepConstruction, labels: Int) throws {
        try self.init { nibornot_gnustep_sweep_row_new(construction, Int32(labels), &$0) }
    }

    /// A row of a user's cell loaded by `GNUstepToolkit.userCell(folder:)` (docs/gnustep.md, "A user's cell").
    convenience init(user cell: OpaquePointer, construction: NibornotGnustepConstruction) throws {
        try self.init { nibornot_gnustep_user_row_new(cell, construction, &$0) }
    }

    /// `make` is one of GNUstepRow's row constructors: a row, or NULL and a malloc'd error.
    private init(_ make: (inout UnsafeMutablePointer<CChar>?) -> OpaquePointer?) throws {
        var error: UnsafeMutablePointer<CChar>?
        guard let pointer = make(&error) else {
            defer { free(error) }
            throw ToolkitError(error.map { String(cString: $0) } ?? "GNUstep could not build the row")
        }
        self.pointer = pointer
    }

    deinit {
        nibornot_gnustep_row_free(pointer)
    }

    /// AppKit's layout pass over the row (docs/gnustep.md, "Laid out").
    public func layOut() throws {
        if let error = nibornot_gnustep_row_lay_out(pointer) {
            defer { free(error) }
            throw ToolkitError(String(cString: error))
        }
    }

    /// AppKit's layout pass over a user's row, through every level of its tree.
    public func layOutUserRow() throws {
        if let error = nibornot_gnustep_user_row_lay_out(pointer) {
            defer { free(error) }
            throw ToolkitError(String(cString: error))
        }
    }

    /// The view tree line by line (docs/gnustep.md, "The dump").
    public func dump() throws -> String {
        var error: UnsafeMutablePointer<CChar>?
        guard let text = nibornot_gnustep_row_dump(pointer, &error) else {
            defer { free(error) }
            throw ToolkitError(error.map { String(cString: $0) } ?? "GNUstep could not describe the row")
        }
        defer { free(text) }
        return String(cString: text)
    }

    /// Each label's font size in points, in tag order.
    public func fontSizes() -> [Double] {
        var sizes = [Double](repeating: 0, count: Int(NIBORNOT_GNUSTEP_LABELS))
        let count = nibornot_gnustep_row_font_sizes(pointer, &sizes, sizes.count)
        return Array(sizes.prefix(count))
    }
}
