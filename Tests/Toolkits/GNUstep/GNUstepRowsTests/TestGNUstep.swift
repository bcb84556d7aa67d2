import Foundation
import GNUstepRows
import TestFixtures
import Testing
import Toolkit

/// The one GNUstep of the test process, started on the toolkit thread (`ToolkitActor`, AppKit's thread for the whole
/// process).
@ToolkitActor
enum TestGNUstep {
    /// GNUstep's drawing back end (Debian gnustep-back0.29-cairo), without which NSApplication cannot start.
    nonisolated static let backEnd = "/usr/lib/GNUstep/Bundles/libgnustep-back-029.bundle"
    nonisolated static let needed = TestDisplay.needed(for: "GNUstep AppKit", files: [backEnd])

    static let templatesDirectory = PackagePaths.inPackage("templates")

    static func toolkit() throws -> GNUstepToolkit {
        try TestDisplay.ensure()
        let toolkit = GNUstepToolkit(templatesDirectory: templatesDirectory)
        try toolkit.start()
        return toolkit
    }

    /// A row as the harness gets it, as its own type.
    static func row(
        _ toolkit: GNUstepToolkit, _ construction: String, fit: Bool, laidOut: Bool = false
    ) throws -> NativeGNUstepRow {
        try #require(
            toolkit.makeFactory(construction: construction, fit: fit, laidOut: laidOut).makeTimedRow()
                as? NativeGNUstepRow)
    }
}

/// Carries a non-Sendable value to another thread on purpose (to prove that the toolkit refuses it there).
struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
