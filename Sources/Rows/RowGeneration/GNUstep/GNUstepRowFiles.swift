import Foundation
import Views

/// Every file of GNUstep AppKit's rows (docs/gnustep.md), generated from the seed's XIBs: what
/// scripts/generate-gnustep-rows.py writes, byte for byte.
///
/// - templates/gnustep/Cell.xib, Cell2.xib: Cocoa XIBs that `NSNib` reads (start-up archives them with
///   `NSKeyedArchiver` for the archive constructions);
/// - Sources/Toolkits/GNUstep/GNUstepRow/GeneratedCodeRow.m: `gnustep-code`, label by label;
/// - templates/gnustep/sweep/RowN.xib and GeneratedSweepRows.m: the sweep's rows of N labels.
///
/// AppKit's origin is bottom-left: every frame is the UIKit frame flipped within the cell. Numbers are written
/// as C's `%g`, as Cocoa XIBs and Objective-C were.
public enum GNUstepRowFiles {
    /// The script whose files these are; every file's header names it.
    static let script = "generate-gnustep-rows.py"
    static let folder = "templates/gnustep"
    /// The bold system font's stand-in, as the model's font substitution table and the GTK and Qt rows use.
    static let fontName = "DejaVuSans-Bold"

    /// The files of the package at `root`, by path relative to it.
    public static func files(packageRoot root: URL) throws -> [String: String] {
        try files(from: SeedXIBs(packageRoot: root))
    }

    /// The files generated from `xibs`, by path relative to the package.
    public static func files(from xibs: SeedXIBs) throws -> [String: String] {
        let fit = try checked(xibs.row(SeedXIBs.fit, expectedLabels: 20))
        let noFit = try checked(xibs.row(SeedXIBs.noFit, expectedLabels: 20))
        try fit.checkSeedPair(noFit: noFit)
        _ = try fit.oneLabelStyle(for: "GNUstep")
        var files = [
            "\(folder)/Cell.xib": try GNUstepXIB.text(fit, source: SeedXIBs.fit),
            "\(folder)/Cell2.xib": try GNUstepXIB.text(noFit, source: SeedXIBs.noFit),
            GNUstepCodeRow.file: try GNUstepCodeRow.text(fit),
        ]
        let sweep = try xibs.sweepRows()
        for (count, row) in sweep {
            try row.requireGNUstepLabels()
            files["\(folder)/sweep/Row\(count).xib"] = try GNUstepXIB.text(row, source: SeedXIBs.sweepNoFit(count))
        }
        files[GNUstepCodeRow.sweepFile] = try GNUstepCodeRow.sweepText(sweep)
        return files
    }

    private static func checked(_ row: XIBRow) throws -> XIBRow {
        try row.requireGNUstepLabels()
        return row
    }

    /// A number as Cocoa XIBs and Objective-C write it: C's `%g`.
    static func number(_ value: Double) -> String { PythonNumber.short(value) }

    /// A UIKit frame (origin top-left) as AppKit's (origin bottom-left) within a superview of `height`.
    static func flipped(_ frame: Rect, within height: Double) -> Rect {
        Rect(x: frame.origin.x, y: height - frame.origin.y - frame.height, width: frame.width, height: frame.height)
    }

    /// A background view's colour, which a GNUstep row needs (it fills the view itself).
    static func fill(_ background: XIBBackground, _ row: XIBRow) throws -> Color {
        guard let color = background.color else {
            throw RowGenerationError(file: row.file, reason: "a background view has no backgroundColor")
        }
        return color
    }
}

extension XIBRow {
    /// What a GNUstep row translates: the bold system font, tail truncation, no shadow colour, a text colour and a
    /// clear background on every label.
    func requireGNUstepLabels() throws {
        try requirePlainLabels(for: "GNUstep")
        try requireClearLabelBackgrounds(for: "GNUstep")
    }
}
