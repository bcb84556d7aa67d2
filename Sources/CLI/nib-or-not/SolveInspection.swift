import Foundation
import RealToolkits
import Results
import Toolkit

/// `inspect --solve`: a XIB's constraints solved by the toolkit whose declaration offers `.solve` (GTK's, docs/gtk.md
/// "The oracle") and compared with Xcode's frames. The toolkit may need a display: `$DISPLAY`, else an Xvfb of this
/// command's own, stopped before it returns.
enum SolveInspection {
    static func report(_ url: URL, templatesDirectory: URL, strict: Bool) throws -> String {
        let solving = Set(ToolkitDeclaration.offering(.solve).map(\.name))
        guard
            let solver = RealToolkits.all(templatesDirectory: templatesDirectory)
                .compactMap({ $0 as? ConstraintSolvingToolkit }).first(where: { solving.contains($0.name) })
        else {
            throw ToolkitError("--solve: this build has no toolkit that solves constraints")
        }
        var display: VirtualDisplay?
        defer { display?.stop() }
        return try solver.constraintReport(of: url, strict: strict) {
            guard solver.needsDisplay, (ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty else { return }
            let server = try VirtualDisplay()
            setenv("DISPLAY", server.name, 1)
            display = server
        }
    }
}
