import ChromiumRows
import Foundation
import GNUstepRows
import GtkRows
import QmlRows
import QtRows
import Toolkit
import WebKitRows

/// Every real toolkit this build has, in one place: the `nib-or-not` command links them all, while each worker
/// executable links only its own (`WorkerExecutables`), so that a worker does not pay to load the others.
public enum RealToolkits {
    /// What builds each real toolkit's rows, reading its generated files under the templates folder: one line a
    /// toolkit, named as its `ToolkitDeclaration` is (`docs/adding-a-toolkit.md`).
    static let registered: [@Sendable (URL) -> Toolkit] = [
        { GtkToolkit(templatesDirectory: $0) },
        { QtToolkit(templatesDirectory: $0) },
        { QmlToolkit(templatesDirectory: $0) },
        { GNUstepToolkit(templatesDirectory: $0) },
        { ChromiumToolkit(templatesDirectory: $0) },
        { WebKitToolkit(templatesDirectory: $0) },
    ]

    /// Every real toolkit this build has, reading their generated files under `templatesDirectory`.
    public static func all(templatesDirectory: URL) -> [Toolkit] {
        registered.map { $0(templatesDirectory) }
    }
}
