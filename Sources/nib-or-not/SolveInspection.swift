import Foundation
import GtkRows
import Templates
import Toolkit

/// `inspect --solve`: a XIB's constraints solved by GTK and compared with Xcode's frames (docs/gtk.md, "The
/// oracle"). GTK needs a display: `$DISPLAY`, else an Xvfb of this command's own, stopped before it returns.
enum SolveInspection {
    static func report(_ url: URL, templatesDirectory: URL, strict: Bool) throws -> String {
        let template = try TemplateReader.read(contentsOf: url, strict: strict)
        let roots = try template.instantiate(owner: nil)
        // Nothing to solve needs no display and no GTK.
        guard roots.contains(where: AutoLayoutTranslation.hasConstraints) else {
            return ConstraintOracle.report([], file: url.lastPathComponent)
        }
        var display: VirtualDisplay?
        if (ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty {
            let server = try VirtualDisplay()
            setenv("DISPLAY", server.name, 1)
            display = server
        }
        defer { display?.stop() }
        try GtkToolkit(templatesDirectory: templatesDirectory).start()
        return ConstraintOracle.report(try ConstraintOracle.compare(roots: roots), file: url.lastPathComponent)
    }
}
