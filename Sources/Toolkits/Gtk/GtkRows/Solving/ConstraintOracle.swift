import Foundation
import Views

/// The oracle no benchmark has (docs/gtk.md, "The oracle"): Xcode writes its own solution of a XIB's constraints
/// into the file (each view's `<rect key="frame">`), so GTK's solution of the translation can be held against it.
///
/// Each tree is solved four times: with GTK's intrinsic sizes (labels in DejaVu Sans), with none, with Xcode's
/// (each intrinsic-size view at its frame size), and with every view pulled towards 1000 × 1000 (a probe of
/// what the constraints leave free). A view whose frame is the same in all four is fixed by the constraints
/// alone: there GTK must give Xcode's frame within half a point, unless something the translation lists (a
/// constraint GTK cannot express) or GTK's warnings explain why not, or the solution falls between pixels.
public struct ConstraintOracle {
    /// Half a point: what "equal" allows (Xcode rounds frames to the pixel; GTK allocates whole pixels).
    public static let tolerance = 0.5

    /// The cause of a view whose XIB has no `<rect key="frame">` (read as 0,0,0,0): Xcode wrote no solution
    /// for it (older files, or views Xcode never laid out), so there is nothing to compare.
    public static let noFrame = "no frame: the XIB has no frame for this view (Xcode wrote no solution to compare)"

    /// The cause of a difference of at most one point that no intrinsic size explains: a solution between
    /// whole points (seven equal widths sharing 366 points are 52.29 each), which GTK allocates in whole
    /// pixels and Xcode writes rounded to its own pixel grid, each its own way.
    public static let rounding =
        "rounding: a fractional solution, allocated in whole pixels by GTK and rounded to its pixel grid by Xcode"

    public struct ViewResult {
        public let name: String
        public let xcode: Rect
        public let gtk: Rect
        /// Whether intrinsic sizes move this view: its frame without them differs from its frame with Xcode's.
        public let dependsOnIntrinsicSizes: Bool
        /// Whether the constraints leave this view's frame free (a probe's pull moves it).
        public let isFree: Bool
        /// Nil when GTK's frame equals Xcode's; otherwise why not.
        public let cause: String?
    }

    public struct TreeResult {
        public let name: String
        public let translation: AutoLayoutTranslation
        /// Every view but the root (the window allocates the root at Xcode's size).
        public let views: [ViewResult]
        public let warnings: Int
        /// Every view framed, no constraint left out, no warning, and every frame fixed by the constraints alone
        /// (none that intrinsic sizes or a probe's pull moves): the exact case.
        public var isExact: Bool {
            translation.unexpressed.isEmpty && warnings == 0 && comparedCount == views.count
                && !views.contains { $0.dependsOnIntrinsicSizes || $0.isFree }
        }
        public var equalCount: Int { views.filter { $0.cause == nil }.count }
        /// The views the XIB gives a frame to (the others have nothing to compare).
        public var comparedCount: Int { views.filter { $0.cause != ConstraintOracle.noFrame }.count }
    }

    /// Solves and compares every top-level view of `roots` that holds constraints in its tree.
    public static func compare(roots: [View]) throws -> [TreeResult] {
        try roots.filter(AutoLayoutTranslation.hasConstraints).map(compare(root:))
    }

    public static func compare(root: View) throws -> TreeResult {
        let translation = AutoLayoutTranslation(root: root)
        let gtk = try GtkConstraintSolver.solve(translation, intrinsicSizes: .gtk)
        let none = try GtkConstraintSolver.solve(translation, intrinsicSizes: .none)
        let xcode = try GtkConstraintSolver.solve(translation, intrinsicSizes: .xcode)
        let probe = try GtkConstraintSolver.solve(translation, intrinsicSizes: .probe)
        let warnings = max(none.warnings, xcode.warnings)
        let labels = translation.views.contains { if case .label = $0.intrinsic { true } else { false } }
        let others = Set(translation.views.compactMap { if case .other(let name) = $0.intrinsic { name } else { nil } })
            .sorted()
        var results: [ViewResult] = []
        for index in translation.views.indices.dropFirst() {
            let view = translation.views[index]
            // Moved by intrinsic sizes: Xcode's, or GTK's labels (which can also move views they only border).
            // Between two solves, a pixel is noise: GTK floors positions and ceils sizes of values that the
            // solver may give as 7.9999 once and 8 the next time.
            let depends =
                distance(none.frames[index], xcode.frames[index]) > 1
                || distance(none.frames[index], gtk.frames[index]) > 1
            // Left free by the constraints: a pull towards another size moves it (where no intrinsic size
            // holds it, UIKit calls that ambiguous).
            let free = distance(none.frames[index], probe.frames[index]) > 1
            var cause: String?
            if view.frame == .zero {
                cause = Self.noFrame
            } else if !close(gtk.frames[index], view.frame) {
                if depends || (free && view.intrinsic != .none) {
                    var parts: [String] = []
                    if labels { parts.append("label intrinsic sizes (DejaVu Sans here, San Francisco in Xcode)") }
                    if !others.isEmpty {
                        parts.append(
                            "intrinsic sizes GTK has no counterpart of here (\(others.joined(separator: ", ")))")
                    }
                    cause = "intrinsic: " + (parts.isEmpty ? "intrinsic sizes" : parts.joined(separator: "; "))
                } else if distance(gtk.frames[index], view.frame) <= 1 {
                    cause = Self.rounding
                } else if free {
                    cause = "ambiguous: the constraints leave this frame free (Xcode's frame comes from elsewhere)"
                } else if !translation.unexpressed.isEmpty {
                    cause = "translation: \(translation.unexpressed.count) constraint(s) GTK cannot express"
                } else if warnings > 0 {
                    cause = "GTK: \(warnings) warning(s) while solving (a required constraint it could not satisfy)"
                } else if !translation.defaultMargins.isEmpty {
                    let names = translation.defaultMargins.sorted().map { translation.views[$0].name }
                    cause =
                        "margins: constraints use the layout margins of \(names.joined(separator: ", ")), which the "
                        + "XIB leaves to UIKit (8 points here; UIKit can give a cell's content view more)"
                } else {
                    cause = "unexplained: the constraints fix another frame than Xcode's (the XIB's frame is misplaced)"
                }
            }
            results.append(
                ViewResult(
                    name: view.name, xcode: view.frame, gtk: gtk.frames[index],
                    dependsOnIntrinsicSizes: depends, isFree: free, cause: cause))
        }
        return TreeResult(name: translation.views[0].name, translation: translation, views: results, warnings: warnings)
    }

    /// The largest difference of the four numbers of two frames.
    static func distance(_ a: Rect, _ b: Rect) -> Double {
        max(
            abs(a.origin.x - b.origin.x), abs(a.origin.y - b.origin.y), abs(a.width - b.width), abs(a.height - b.height)
        )
    }

    static func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.origin.x - b.origin.x) <= tolerance && abs(a.origin.y - b.origin.y) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    /// The comparison as `inspect --solve` prints it.
    public static func report(_ trees: [TreeResult], file: String) -> String {
        guard !trees.isEmpty else { return "\(file): no view holds an Auto Layout constraint; nothing to solve\n" }
        var lines: [String] = []
        for tree in trees {
            let translation = tree.translation
            let kept =
                translation.keptFrames.count == 1
                ? "1 view keeps its frame" : "\(translation.keptFrames.count) views keep their frames"
            lines.append(
                """
                \(file): \(tree.name): \(translation.views.count) views, \
                \(translation.constraints.count - 4 * translation.keptFrames.count) constraints translated, \
                \(translation.unexpressed.count) not expressible, \(kept)
                """
            )
            lines += translation.unexpressed.map { "  not expressible: \($0)" }
            if tree.warnings > 0 { lines.append("  GTK warnings while solving: \(tree.warnings)") }
            for view in tree.views {
                let verdict = view.cause.map { "differs: \($0)" } ?? "equal"
                lines.append("  \(view.name): Xcode \(text(view.xcode)), GTK \(text(view.gtk)): \(verdict)")
            }
            lines.append(
                "  \(tree.equalCount) of \(tree.comparedCount) views with a frame equal within "
                    + "\(formatted(tolerance)) pt; exact case (every view framed and fixed by the constraints alone, "
                    + "nothing left out): \(tree.isExact ? "yes" : "no")"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func text(_ rect: Rect) -> String {
        """
        (\(formatted(rect.origin.x)), \(formatted(rect.origin.y)), \(formatted(rect.width)), \
        \(formatted(rect.height)))
        """
    }

    static func formatted(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
