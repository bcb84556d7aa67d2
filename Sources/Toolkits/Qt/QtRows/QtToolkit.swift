import Foundation
import QtRow
import Toolkit

/// The seed's row in Qt 6 Widgets (docs/qt.md): `qt-code` (C++ label by label), `qt-uic` (the form
/// compiled by uic, `setupUi` per row) and `qt-uiloader` (QUiLoader parses the form from disk per row).
/// Qt has no public way to keep a parsed form and instantiate it again, so there is no cached construction.
///
/// Qt widgets belong to the thread that made the QApplication: call `start()` and everything after it
/// on one thread (a worker's main thread). The C side refuses calls from another thread.
public final class QtToolkit: Toolkit {
    public let name = "qt"
    public let constructions = ["qt-code", "qt-uic", "qt-uiloader"]
    /// Offscreen platform: no display server.
    public let needsDisplay = false
    /// The Qt Designer forms live in `templatesDirectory/qt/` (Cell.ui fits, Cell2.ui does not).
    public let formsDirectory: URL

    public init(templatesDirectory: URL) {
        formsDirectory = templatesDirectory.appendingPathComponent("qt")
    }

    /// Makes the QApplication once per process (offscreen, 72 dpi); later calls on the same thread do nothing.
    public func start() throws {
        try QtCall.call.check { nibornot_qt_start($0) }
    }

    public func makeFactory(construction: String, fit: Bool, laidOut: Bool) throws -> TimedRowFactory {
        try QtRowFactory(
            construction: try kind(of: construction), fit: fit, laidOut: laidOut,
            form: formPath(fit: fit))
    }

    /// A laid-out row of the construction, one widget a line.
    public func dumpRow(construction: String, fit: Bool) throws -> String {
        try dumpRow(construction: construction, fit: fit, laidOut: true)
    }

    /// A row of the construction, as built (`laidOut` false) or laid out, one widget a line.
    public func dumpRow(construction: String, fit: Bool, laidOut: Bool) throws -> String {
        try makeRow(construction: construction, fit: fit, laidOut: laidOut).dump()
    }

    /// The point size each label uses after the fit step, in tag order.
    public func fittedSizes(construction: String, fit: Bool = true) throws -> [Double] {
        try makeRow(construction: construction, fit: fit, laidOut: false).fontSizes()
    }

    /// One row, owned by the returned object (freed when it is released).
    public func makeRow(construction: String, fit: Bool, laidOut: Bool) throws -> QtOwnedRow {
        let factory = try QtRowFactory(
            construction: try kind(of: construction), fit: fit, laidOut: laidOut,
            form: formPath(fit: fit))
        return try factory.makeRow()
    }

    func kind(of construction: String) throws -> nibornot_qt_construction {
        switch construction {
        case "qt-code": return NIBORNOT_QT_CODE
        case "qt-uic": return NIBORNOT_QT_UIC
        case "qt-uiloader": return NIBORNOT_QT_UILOADER
        default:
            throw ToolkitError(
                "unknown Qt construction '\(construction)'; use one of \(constructions.joined(separator: ", ")).")
        }
    }

    private func formPath(fit: Bool) -> String {
        formsDirectory.appendingPathComponent(fit ? "Cell.ui" : "Cell2.ui").path
    }
}
