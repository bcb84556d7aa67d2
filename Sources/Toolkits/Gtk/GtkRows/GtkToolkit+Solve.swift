import Foundation
import Templates
import Toolkit

/// `inspect --solve` through the seam: a XIB's constraints solved by GtkConstraintLayout and held against Xcode's
/// frames (docs/gtk.md, "The oracle").
extension GtkToolkit: ConstraintSolvingToolkit {
    public func constraintReport(of xib: URL, strict: Bool, beforeStart: () throws -> Void) throws -> String {
        let template = try TemplateReader.read(contentsOf: xib, strict: strict)
        let roots = try template.instantiate(owner: nil)
        // Nothing to solve needs no display and no GTK.
        guard roots.contains(where: AutoLayoutTranslation.hasConstraints) else {
            return ConstraintOracle.report([], file: xib.lastPathComponent)
        }
        try beforeStart()
        try start()
        return ConstraintOracle.report(try ConstraintOracle.compare(roots: roots), file: xib.lastPathComponent)
    }
}
