import Foundation
import GtkRow
import Toolkit

/// The seed's table on GTK 4 (docs/gtk.md, "The table"): a `GtkListView` of the seed's rows in a 320 × 568
/// window, recycling its rows through one of three factories, or a `GtkBox` with a row per row of data.
///
/// As every GTK object, made, used and released on the thread that started the toolkit. A frame (`frame()`)
/// is one of GTK's frame clock, run by iterating GTK's main loop until it is painted; its time is its work.
public final class GtkTable {
    /// How the table gets its rows; the raw values are the names in the report.
    public enum Factory: String, CaseIterable, Sendable {
        /// `GtkSignalListItemFactory`: `setup` builds the row in C (gtk-code's row), `bind` fills and fits it.
        case code = "gtk-list-code"
        /// The same, `setup` instantiating the row's widget class template (gtk-template's class).
        case template = "gtk-list-template"
        /// `GtkBuilderListItemFactory` over `CellListItem.ui`, bound by a handler the UI file connects.
        case builder = "gtk-list-builder"
        /// No recycling: a `GtkBox` in a `GtkScrolledWindow`, a code row built and bound for every row of data.
        case noReuse = "gtk-list-no-reuse"

        var number: NibornotGtkListFactory {
            switch self {
            case .code: NIBORNOT_GTK_LIST_CODE
            case .template: NIBORNOT_GTK_LIST_TEMPLATE
            case .builder: NIBORNOT_GTK_LIST_BUILDER
            case .noReuse: NIBORNOT_GTK_LIST_NO_REUSE
            }
        }
    }

    /// The window's size and a row's height, in pixels (UIKit points).
    public static let viewportHeight = Double(NIBORNOT_GTK_LIST_HEIGHT)
    public static let rowHeight = Double(NIBORNOT_GTK_LIST_ROW_HEIGHT)

    private let pointer: OpaquePointer
    public let factory: Factory
    public let rows: Int

    /// A table of `rows` rows, every text empty until `setTexts`; nothing built before `show()`. Needs a started
    /// `GtkToolkit`; throws its one-line error otherwise (or when the list-item UI file is missing).
    public init(factory: Factory, fit: Bool, rows: Int) throws {
        var error: UnsafeMutablePointer<CChar>?
        guard let pointer = nibornot_gtk_list_new(factory.number, fit, rows, &error) else {
            defer { free(error) }
            throw ToolkitError(error.map { String(cString: $0) } ?? "GTK could not make the table")
        }
        self.pointer = pointer
        self.factory = factory
        self.rows = rows
    }

    deinit { nibornot_gtk_list_free(pointer) }

    /// Stores a row's texts (one per label, tag order); the screen shows them once the row is bound or reloaded.
    public func setTexts(row: Int, _ texts: [String]) {
        var copies = texts.map { UnsafePointer(strdup($0)) }
        defer { copies.forEach { free(UnsafeMutablePointer(mutating: $0)) } }
        copies.withUnsafeMutableBufferPointer { buffer in
            nibornot_gtk_list_set_texts(pointer, row, buffer.baseAddress, buffer.count)
        }
    }

    /// The first screen's work before its first frame: the window made and presented with the table in it
    /// (the box makes and binds every row here; the list view makes and binds its rows in the first frame).
    public func show() { nibornot_gtk_list_show(pointer) }

    /// Runs one frame of GTK's frame clock (style validation, layout, snapshot and render) and returns its
    /// work in nanoseconds, without the clock's wait for the frame. Throws if no frame came within 5 s.
    @discardableResult
    public func frame() throws -> UInt64 {
        let nanoseconds = nibornot_gtk_list_frame(pointer)
        guard nanoseconds >= 0 else { throw ToolkitError("GTK painted no frame of the table within 5 s") }
        return UInt64(nanoseconds)
    }

    /// Scrolls to `offset` pixels from the top; the list view recycles and binds rows at once, the next
    /// frame lays them out.
    public func scroll(to offset: Double) { nibornot_gtk_list_scroll_to(pointer, offset) }

    /// The data of `rows` changed: the list view binds new items for them (the box its rows again).
    public func reload(_ rows: Range<Int>) {
        guard !rows.isEmpty else { return }
        nibornot_gtk_list_reload(pointer, rows.lowerBound, rows.count)
    }

    /// Rows created (a new row widget tree: `setup`) and bound (filled with a row's texts: `bind`) so far.
    public var rowsCreated: Int { Int(nibornot_gtk_list_rows_created(pointer)) }
    public var rowsBound: Int { Int(nibornot_gtk_list_rows_bound(pointer)) }

    /// The type name of the renderer that paints the window (`GskGLRenderer`, `GskCairoRenderer`), once shown.
    public var rendererName: String { String(cString: nibornot_gtk_list_renderer(pointer)) }

    /// The rows that intersect the viewport, top to bottom: "row N y=Y" and the row's dump (`dumpRow`'s format).
    public func dumpVisibleRows() -> String {
        let text = nibornot_gtk_list_dump_visible(pointer)!
        defer { free(text) }
        return String(cString: text)
    }
}
