import Foundation
import QmlRow
import Toolkit

/// The seed's row in Qt Quick 6.4 (docs/qml.md): the QML document compiled per row (`qml-component-file`) or
/// once (`qml-component`), ahead by qmlcachegen (`qml-cachegen`) or into C++ by qmltc (`qml-tc`), the items
/// made in C++ (`qml-code`), the kept component with the fitted sizes written in (`qml-component-precomputed`)
/// and with Qt Quick's own `Text.Fit` (`qml-textfit`).
///
/// Qt Quick's items belong to the thread that made the application: call `start()` and everything after it on
/// one thread (a worker's main thread). The C side refuses calls from another thread.
public final class QmlToolkit: Toolkit {
    public let name = "qml"
    public let constructions = [
        "qml-component-file", "qml-component", "qml-cachegen", "qml-tc", "qml-code",
        "qml-component-precomputed", "qml-textfit",
    ]
    /// Offscreen platform: no display server (docs/qml.md, "Platform").
    public let needsDisplay = false
    /// The QML documents live in `templatesDirectory/qml/`.
    public let documentsDirectory: URL

    public init(templatesDirectory: URL) {
        documentsDirectory = templatesDirectory.appendingPathComponent("qml")
    }

    /// Makes the application and the QML engine once per process (offscreen, 72 dpi); later calls on the same
    /// thread do nothing.
    public func start() throws {
        try QmlCall.call.check { nibornot_qml_start($0) }
    }

    /// `laidOut` is Qt Quick's polish step.
    public func makeFactory(construction: String, fit: Bool, laidOut: Bool) throws -> TimedRowFactory {
        try QmlRowFactory(
            construction: try kind(of: construction), fit: fit, polished: laidOut, documents: documentsDirectory.path)
    }

    /// A polished row of the construction, one item a line.
    public func dumpRow(construction: String, fit: Bool) throws -> String {
        try makeRow(construction: construction, fit: fit, polished: true).dump()
    }

    /// One row, owned by the returned object (freed when it is released).
    public func makeRow(construction: String, fit: Bool, polished: Bool) throws -> QmlOwnedRow {
        try QmlRowFactory(
            construction: try kind(of: construction), fit: fit, polished: polished,
            documents: documentsDirectory.path
        ).makeRow()
    }

    func kind(of construction: String) throws -> nibornot_qml_construction {
        switch construction {
        case "qml-component-file": return NIBORNOT_QML_COMPONENT_FILE
        case "qml-component": return NIBORNOT_QML_COMPONENT
        case "qml-cachegen": return NIBORNOT_QML_CACHEGEN
        case "qml-tc": return NIBORNOT_QML_TC
        case "qml-code": return NIBORNOT_QML_CODE
        case "qml-component-precomputed": return NIBORNOT_QML_COMPONENT_PRECOMPUTED
        case "qml-textfit": return NIBORNOT_QML_TEXTFIT
        default:
            throw ToolkitError(
                "unknown Qt Quick construction '\(construction)'; use one of \(constructions.joined(separator: ", ")).")
        }
    }
}
