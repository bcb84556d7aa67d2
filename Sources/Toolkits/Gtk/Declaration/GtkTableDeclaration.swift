extension ToolkitTable {
    /// GTK 4's table (docs/gtk.md, "The table"): a `GtkListView` of the seed's rows in a 320 × 568 window through one
    /// of three factories, or a `GtkBox` of a row per row of data (`gtk-list-no-reuse`, GTK's table without reuse).
    ///
    /// Its first screen and update stream run on 20 rows, the model's screenful, where the model's table holds
    /// 1,000. Why: the model's `reloadData()`, like UIKit's, configures the rows on screen, whatever the table's
    /// length, while GTK's list view keeps up to about 200 rows made (it made 205 for a first screen that shows 5 of
    /// 1,000) and a reload of every row rebinds every row it has made, and the box makes a widget for every row. On
    /// 200 rows one GTK worker at the shortest lengths took 62 s on this machine under a load of 7 to 9 (20 reloads
    /// of every row: 8.3 s in `gtk-list-code`, 11.7 s in the box), on 1,000 rows 192 s (the box's reloads: 63 s):
    /// more than the run's target, so `table --toolkit gtk` could not end in time. On 20 rows a reload of every row
    /// rebinds 20 rows, the work the model's does, and a first screen makes 20 rows in the list and the box alike,
    /// as the model's makes its 20; what reuse saves is the scroll's to show, over a table as long as the scroll.
    public static let gtk: ToolkitTable = {
        let constructions = ["gtk-list-code", "gtk-list-template", "gtk-list-builder", "gtk-list-no-reuse"]
        var table = ToolkitTable(
            constructions: constructions, defaultConstructions: constructions,
            summary: "GTK 4's GtkListView and a GtkBox", possessive: "GTK's", rows: 20,
            visibleRowsPhrase: "5, in 568 px")
        table.defaultsHelp = "the four gtk-list-*"
        // A GTK first screen makes a window and, in the box, a widget per row: a quarter of the model's count.
        table.firstScreenDivisor = 4
        table.firstScreensHelp = "GTK's make a quarter as many, rounded up"
        table.skippedScenarios = ["scrolling-no-reuse"]
        table.skippedScenariosHelp =
            "GTK's factories skip scrolling-no-reuse (gtk-list-no-reuse is GTK's table without reuse)"
        table.requiredFiles = [.init(path: "gtk/CellListItem.ui", generator: "scripts/generate-gtk-rows.py")]
        let rows = table.rows
        table.reportParagraph = { renderers in
            "GTK's table (`gtk-list-*`, docs/gtk.md \"The table\") is GTK 4's `GtkListView` of the same rows' texts "
                + "in a 320 × 568 window, or a `GtkBox` of a row per row of data. Its frame's time is the work before "
                + "the frame (moving the adjustment, which recycles and binds rows; storing changed texts and "
                + "reloading) "
                + "plus GTK's frame clock from before-paint to after-paint: style, layout, snapshot and rendering"
                + (renderers.isEmpty ? "" : " with \(renderers.map { "`\($0)`" }.joined(separator: ", "))")
                + ", without the clock's wait for the next frame. The model's frames leave drawing out. Rows "
                + "created (`setup`) and bound (`bind`) are counted over each scenario run. Its first screen and "
                + "update "
                + "stream run on a table of \(rows) rows, the model's on 1,000: a reload of every row "
                + "rebinds every row GTK has made (up to about 200 in a list view, all of them in the box), the "
                + "model's "
                + "configures the rows on screen, so \(rows) rows give both the same work; the scroll "
                + "runs over a table as long as itself, where reuse shows."
        }
        table.methodLine =
            "- GTK's constructions: `gtk-list-code` and `gtk-list-template` are `GtkSignalListItemFactory`s "
            + "whose `setup` "
            + "builds the row in C or instantiates its widget class template, `bind` sets the 20 texts and fits them; "
            + "`gtk-list-builder` is a `GtkBuilderListItemFactory` over `CellListItem.ui` (generated from the XIB), "
            + "bound "
            + "by a closure expression of the list item's item; `gtk-list-no-reuse` builds and binds a row for every "
            + "row "
            + "of data in a `GtkBox`. GTK's list view keeps rows for items around the viewport, not only "
            + "those on screen (rows created). Every factory shows the same rows (tests)."
        return table
    }()
}
