import Foundation
import GtkRow
import Toolkit

/// The seed's row as a real GTK 4 widget tree, built four ways (docs/gtk.md).
///
/// GTK is not thread-safe: `start()` and everything after it (factories, rows, dumps, and releasing rows)
/// must run on one thread, the worker's main thread. A row is freed when its object is released, so drop
/// rows on that thread too.
public final class GtkToolkit: Toolkit {
    public let name = "gtk"
    /// The frame rows' constructions, then those with constraints (`GtkToolkit+Constraints.swift`).
    public let constructions =
        ["gtk-code", "gtk-builder", "gtk-template", "gtk-template-precomputed"]
        + GtkToolkit.constraintConstructions
    public let needsDisplay = true

    /// Where the UI files and the stylesheet are: `templatesDirectory/gtk/`.
    private let uiDirectory: URL

    public init(templatesDirectory: URL) {
        uiDirectory = templatesDirectory.appendingPathComponent("gtk")
    }

    /// GTK's start-up, the stylesheet and the template classes; idempotent (GTK starts once per process,
    /// and a failed start keeps failing with the same error).
    public func start() throws {
        if let error = nibornot_gtk_start(uiDirectory.path) {
            defer { free(error) }
            throw ToolkitError(String(cString: error))
        }
    }

    public func makeFactory(construction: String, fit: Bool, laidOut: Bool) throws -> TimedRowFactory {
        if Self.constraintConstructions.contains(construction) {
            return try makeConstraintFactory(construction: construction, fit: fit, work: laidOut ? .laidOut : .built)
        }
        return GtkRowFactory(construction: try number(of: construction), fit: fit, laidOut: laidOut)
    }

    /// A row laid out and dumped; a row with constraints is its own tree (docs/gtk.md, "Rows with constraints").
    public func dumpRow(construction: String, fit: Bool) throws -> String {
        if Self.constraintConstructions.contains(construction) {
            return try dumpConstraintRow(construction: construction, fit: fit)
        }
        let row = try NativeGtkRow(construction: try number(of: construction), fit: fit)
        nibornot_gtk_row_lay_out(row.pointer)
        return row.dump()
    }

    /// The font size of each label (tag order) in a row of `construction` with shrink-to-fit on, in pixels,
    /// which are UIKit points here: what GTK will draw, read back from the labels' computed style.
    public func fittedSizes(construction: String) throws -> [Double] {
        try NativeGtkRow(construction: try number(of: construction), fit: true).fontSizes()
    }

    /// How many texts shrink-to-fit has measured with Pango in this process; tests compare it before and after.
    public static var measureCount: UInt { UInt(nibornot_gtk_measure_count()) }

    func number(of construction: String) throws -> NibornotGtkConstruction {
        switch construction {
        case "gtk-code": NIBORNOT_GTK_CODE
        case "gtk-builder": NIBORNOT_GTK_BUILDER
        case "gtk-template": NIBORNOT_GTK_TEMPLATE
        case "gtk-template-precomputed": NIBORNOT_GTK_TEMPLATE_PRECOMPUTED
        default:
            throw ToolkitError(
                "unknown GTK construction '\(construction)'; known: \(constructions.joined(separator: ", "))")
        }
    }
}

/// Makes the timed rows of one construction: the row, and with `laidOut` GTK's measure and allocate.
final class GtkRowFactory: TimedRowFactory {
    private let construction: NibornotGtkConstruction
    private let fit: Bool
    private let laidOut: Bool

    init(construction: NibornotGtkConstruction, fit: Bool, laidOut: Bool) {
        self.construction = construction
        self.fit = fit
        self.laidOut = laidOut
    }

    func makeTimedRow() throws -> AnyObject {
        let row = try NativeGtkRow(construction: construction, fit: fit)
        if laidOut { nibornot_gtk_row_lay_out(row.pointer) }
        return row
    }
}
