import Foundation
import GtkRow
import Toolkit
import Views

/// Solves a translation with GTK's Cassowary solver (C: `nibornot_gtk_solve`), the root in a window of its own
/// and allocated at Xcode's size of it. GTK's thread only, after `GtkToolkit.start()`.
public enum GtkConstraintSolver {
    /// How the views with an intrinsic size in UIKit get one in the solve.
    public enum IntrinsicSizes: CaseIterable {
        /// GTK's own: a label measures its text in DejaVu Sans; other such views have none here.
        case gtk
        /// None at all: what the constraints alone decide.
        case none
        /// Xcode's: each such view's frame size, which is what Xcode's solution implies it measured.
        case xcode
        /// Not a UIKit case but a probe: none, and every view pulled towards (1000, 1000, 1000, 1000) by
        /// constraints of GTK's medium weight (1000, below every translated one), so that a frame the constraints
        /// do not fix moves away from where it is with no intrinsic sizes.
        case probe
    }

    /// The solution: each view's frame in its parent's coordinates, and how many warnings GTK logged.
    public struct Solution {
        public let frames: [Rect]
        public let warnings: Int
    }

    public static func solve(_ translation: AutoLayoutTranslation, intrinsicSizes: IntrinsicSizes) throws -> Solution {
        let texts = translation.views.map { view -> UnsafeMutablePointer<CChar>? in
            if case .label(let text, _, _, _) = view.intrinsic { return strdup(text) }
            return nil
        }
        defer { texts.forEach { free($0) } }
        let views = translation.views.enumerated().map { index, view in
            var made = NibornotGtkSolveView(
                parent: Int32(view.parent), width: view.frame.width, height: view.frame.height,
                kind: Int32(NIBORNOT_SOLVE_PLAIN), text: nil, font_size: 0, bold: false, lines: 1)
            switch (view.intrinsic, intrinsicSizes) {
            case (.none, _), (_, .none), (_, .probe), (.other, .gtk):
                break
            case (_, .xcode):
                made.kind = Int32(NIBORNOT_SOLVE_SIZED)
            case (.label(_, let size, let bold, let lines), .gtk):
                made.kind = Int32(NIBORNOT_SOLVE_LABEL)
                made.text = UnsafePointer(texts[index])
                made.font_size = size
                made.bold = bold
                made.lines = Int32(lines)
            }
            return made
        }
        var all = translation.constraints
        if intrinsicSizes == .probe {
            let attributes = [
                NIBORNOT_ATTRIBUTE_LEFT, NIBORNOT_ATTRIBUTE_TOP, NIBORNOT_ATTRIBUTE_WIDTH, NIBORNOT_ATTRIBUTE_HEIGHT,
            ]
            for view in translation.views.indices.dropFirst() {
                all += attributes.map {
                    AutoLayoutTranslation.Constraint(
                        target: view, targetAttribute: Int32($0), relation: Int32(NIBORNOT_RELATION_EQ),
                        source: nil, sourceAttribute: Int32(NIBORNOT_ATTRIBUTE_NONE), multiplier: 1,
                        constant: 1000, strength: 1000)
                }
            }
        }
        let constraints = all.map { c in
            NibornotGtkSolveConstraint(
                target: Int32(c.target), target_attribute: c.targetAttribute,
                relation: c.relation, source: Int32(c.source ?? -1), source_attribute: c.sourceAttribute,
                multiplier: c.multiplier, constant: c.constant, strength: c.strength)
        }
        var frames = [Double](repeating: 0, count: 4 * views.count)
        var warnings: Int32 = 0
        if let error = nibornot_gtk_solve(views, views.count, constraints, constraints.count, &frames, &warnings) {
            defer { free(error) }
            throw ToolkitError(String(cString: error))
        }
        let rects = (0..<views.count).map {
            Rect(x: frames[4 * $0], y: frames[4 * $0 + 1], width: frames[4 * $0 + 2], height: frames[4 * $0 + 3])
        }
        return Solution(frames: rects, warnings: Int(warnings))
    }
}
