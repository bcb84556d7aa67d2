import Foundation
import Toolkit

/// Every real toolkit this build has, in one place: the `nib-or-not` command links them all, while each worker
/// executable links only its own (`WorkerExecutables`), so that a worker does not pay to load the others.
///
/// The list of their runtimes, `registered`, is written at build time from this module's dependencies in
/// `Package.swift` (`Plugins/RegisterToolkits`): naming `<Name>Rows` there registers its `<Name>Toolkit`.
public enum RealToolkits {
    /// Every real toolkit this build has, reading their generated files under `templatesDirectory`.
    public static func all(templatesDirectory: URL) -> [Toolkit] {
        registered.map { $0(templatesDirectory) }
    }
}
