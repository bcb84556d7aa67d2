import Foundation
import GtkRows
import TestFixtures
import Testing
import Toolkit

/// The one toolkit of the test process, started on the toolkit thread (`ToolkitActor`, GTK's thread for the whole
/// process).
@ToolkitActor
enum TestGtk {
    static let templatesDirectory = PackagePaths.inPackage("templates")

    static func toolkit() throws -> GtkToolkit {
        try TestDisplay.ensure()
        let toolkit = GtkToolkit(templatesDirectory: templatesDirectory)
        try toolkit.start()
        return toolkit
    }
}
