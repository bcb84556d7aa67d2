import Foundation

/// Every file of GTK 4's rows (docs/gtk.md), generated from the seed's XIBs: byte for byte what the former Python
/// generators (generate-gtk-rows.py and generate-gtk-constraint-rows.py) wrote, whose name the headers keep.
///
/// - templates/gtk/Row.css: the row's look (label font, colour, backgrounds, one class per fitted size);
/// - templates/gtk/Cell.ui, Cell2.ui, CellTemplate.ui, Cell2Template.ui, CellPrecomputed.ui, CellListItem.ui,
///   Cell2ListItem.ui: the builder files, class templates, the precomputed template and the list-item templates;
/// - Sources/Toolkits/Gtk/GtkRow/GeneratedCodeRow.c: `gtk-code`, label by label;
/// - templates/gtk/sweep/RowN.ui, RowNTemplate.ui and GeneratedSweepRows.c: the sweep's rows of N labels;
/// - the rows with constraints: templates/gtk/CellConstraints.ui, ...ConstraintsTemplate.ui, their sweep
///   rows, GeneratedConstraintRow.c and GeneratedConstraintSweepRows.c.
///
/// Only what a GTK row can show is taken (frames, texts, the bold system font, colours, shrink-to-fit, tail
/// truncation); a XIB asking for anything else is refused with a `RowGenerationError` naming it.
public enum GtkRowFiles {
    /// The script whose files these are; every file's header names it.
    static let script = "generate-gtk-rows.py"
    static let folder = "templates/gtk"

    /// The files of the package at `root`, by path relative to it.
    public static func files(packageRoot root: URL) throws -> [String: String] {
        try files(from: SeedXIBs(packageRoot: root))
    }

    /// The files generated from `xibs`, by path relative to the package.
    public static func files(from xibs: SeedXIBs) throws -> [String: String] {
        let fit = try seedRow(xibs, SeedXIBs.fit, for: "GTK")
        let noFit = try seedRow(xibs, SeedXIBs.noFit, for: "GTK")
        try fit.checkSeedPair(noFit: noFit)
        let label = try fit.oneLabelStyle(for: "GTK")
        let pair = "templates/Cell.xib and Cell2.xib"
        var files = [
            "\(folder)/Row.css": try GtkStyleSheet.text(fit, label: label),
            "\(folder)/Cell.ui": GtkBuilderFile.text(
                fit, root: GtkBuilderFile.objectRoot, sizeMarkers: false, source: pair),
            "\(folder)/Cell2.ui":
                GtkBuilderFile.text(noFit, root: GtkBuilderFile.objectRoot, sizeMarkers: false, source: pair),
            GtkCodeRow.file: GtkCodeRow.text(fit),
            "\(folder)/CellListItem.ui": GtkBuilderFile.listItem(fit, source: SeedXIBs.fit),
            "\(folder)/Cell2ListItem.ui": GtkBuilderFile.listItem(noFit, source: SeedXIBs.noFit),
        ]
        for (name, row, markers) in [
            ("CellTemplate", fit, false), ("Cell2Template", noFit, false), ("CellPrecomputed", fit, true),
        ] {
            let root = GtkBuilderFile.templateRoot("NibornotGtk\(name)")
            files["\(folder)/\(name).ui"] = GtkBuilderFile.text(row, root: root, sizeMarkers: markers, source: pair)
        }
        let sweep = try sweepRows(xibs, seed: noFit, for: "GTK")
        for (count, row) in sweep {
            let source = SeedXIBs.sweepNoFit(count)
            files["\(folder)/sweep/Row\(count).ui"] =
                GtkBuilderFile.text(row, root: GtkBuilderFile.objectRoot, sizeMarkers: false, source: source)
            files["\(folder)/sweep/Row\(count)Template.ui"] = GtkBuilderFile.text(
                row, root: GtkBuilderFile.templateRoot("NibornotGtkSweepRow\(count)"), sizeMarkers: false,
                source: source)
        }
        files[GtkCodeRow.sweepFile] = GtkCodeRow.sweepText(sweep)
        try files.merge(constraintFiles(xibs, fit: fit, noFit: noFit), uniquingKeysWith: { $1 })
        try files.merge(constraintSweepFiles(xibs, sweep: sweep), uniquingKeysWith: { $1 })
        return files
    }

    /// A seed row of 20 labels, refused when it asks for what GTK (or the web page, `toolkit`) does not translate.
    static func seedRow(_ xibs: SeedXIBs, _ path: String, for toolkit: String) throws -> XIBRow {
        let row = try xibs.row(path, expectedLabels: 20)
        try row.requirePlainLabels(for: toolkit)
        return row
    }

    /// The sweep's rows, each looking like the seed's row without fit (one label style, the same backgrounds'
    /// colours), since Row.css is the sweep rows' look too (GTK's and the web page's alike).
    static func sweepRows(_ xibs: SeedXIBs, seed: XIBRow, for toolkit: String) throws -> [(count: Int, row: XIBRow)] {
        let look = { (label: XIBLabel) in
            [label.size, label.minimum] == [seed.labels[0].size, seed.labels[0].minimum]
                && label.color == seed.labels[0].color && label.background == seed.labels[0].background
                && label.text == seed.labels[0].text && label.fit == seed.labels[0].fit
        }
        return try xibs.sweepRows().map { count, row in
            try row.requirePlainLabels(for: toolkit)
            if let label = row.labels.first(where: { !look($0) }) {
                throw RowGenerationError(
                    file: row.file, line: label.line,
                    reason: "a label differs from Cell2.xib's in look, text or shrink-to-fit")
            }
            guard row.background.color == seed.background.color,
                row.selectedBackground.color == seed.selectedBackground.color
            else {
                throw RowGenerationError(file: row.file, reason: "the backgrounds' colours differ from Cell2.xib's")
            }
            return (count, row)
        }
    }
}
