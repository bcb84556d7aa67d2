import Views

/// `gtk-code`'s rows in C: the seed's row (Sources/Toolkits/Gtk/GtkRow/GeneratedCodeRow.c) and the sweep's rows
/// (GeneratedSweepRows.c), label by label with no loop, each block setting every property itself, as the seed's
/// hand-written row does.
enum GtkCodeRow {
    static let file = "Sources/Toolkits/Gtk/GtkRow/GeneratedCodeRow.c"
    static let sweepFile = "Sources/Toolkits/Gtk/GtkRow/GeneratedSweepRows.c"

    static func text(_ row: XIBRow) -> String {
        var lines = [
            GeneratedHeader.comment(
                GeneratedHeader.sentence(script: GtkRowFiles.script, source: "templates/Cell.xib and Cell2.xib"), .c),
            "//",
            "// `gtk-code`: the seed's row in C, label by label, each block"
                + " setting every property itself, as the seed's",
            "// hand-written row does (\"each subview is distinct and has many properties uniquely applied\").",
            "#include \"RowInternal.h\"",
            "",
            "/// The labels' minimum font size (every label of the XIB has the same; the script checks).",
            "const double nibornot_gtk_minimum_font_size = \(PythonNumber.plain(row.labels[0].minimum));",
            "",
            "GtkWidget *nibornot_gtk_code_row(gboolean fit) {",
        ]
        lines += cell(row)
        for (index, label) in row.labels.enumerated() {
            lines += self.label("\(GeneratedHeader.labelWords[index])Label", label, fitLines: true)
        }
        return (lines + ["    return cell;", "}", ""]).joined(separator: "\n")
    }

    static func sweepText(_ rows: [(count: Int, row: XIBRow)]) -> String {
        var lines = [
            GeneratedHeader.comment(
                GeneratedHeader.sentence(script: GtkRowFiles.script, source: "templates/sweep/RowN-nofit.xib"), .c),
            "//",
            "// `gtk-code`'s rows of the sweep: one function per number of labels, label by label with no loop, as the",
            "// seed's row in GeneratedCodeRow.c (shrink-to-fit off), so that a label costs what it costs written out.",
            "#include \"RowInternal.h\"",
            "",
        ]
        for (count, row) in rows {
            lines += ["static GtkWidget *code_row_\(count)(void) {"] + cell(row)
            for label in row.labels { lines += self.label("label\(label.tag)", label, fitLines: false) }
            lines += ["    return cell;", "}", ""]
        }
        lines += ["NibornotGtkSweepSize nibornot_gtk_sweep_sizes[] = {"]
        lines += rows.map { "    {\($0.count), code_row_\($0.count), NULL, 0}," }
        lines += ["};", "const size_t nibornot_gtk_sweep_size_count = \(rows.count);", ""]
        return lines.joined(separator: "\n")
    }

    /// The cell, its two backgrounds and the content view, as every code row starts.
    private static func cell(_ row: XIBRow) -> [String] {
        var lines = [
            "    GtkWidget *cell = gtk_fixed_new();",
            "    gtk_widget_set_name(cell, \"cell\");",
            "    gtk_widget_set_size_request(cell, \(size(row.frame)));",
            "    gtk_widget_add_css_class(cell, \"cell\");",
            "",
        ]
        let views = [
            ("background", "cell-background", row.background.frame, true),
            ("selected_background", "cell-selected-background", row.selectedBackground.frame, false),
            ("content", "content", row.frame, true),
        ]
        for (name, cssClass, frame, visible) in views {
            lines += [
                "    GtkWidget *\(name) = gtk_fixed_new();",
                "    gtk_widget_set_name(\(name), \"\(name.replacingUnderscores)\");",
                "    gtk_widget_set_size_request(\(name), \(size(frame)));",
            ]
            if !visible { lines.append("    gtk_widget_set_visible(\(name), FALSE);") }
            lines += [
                "    gtk_widget_add_css_class(\(name), \"\(cssClass)\");",
                "    gtk_fixed_put(GTK_FIXED(cell), \(name), \(PythonNumber.plain(frame.origin.x)), "
                    + "\(PythonNumber.plain(frame.origin.y)));",
                "",
            ]
        }
        return lines
    }

    /// One label's block; `fitLines` adds the seed row's `if (fit)` lines (the sweep rows never fit).
    private static func label(_ name: String, _ label: XIBLabel, fitLines: Bool) -> [String] {
        var lines = [
            "    GtkWidget *\(name) = gtk_label_new(\(Escaping.cString(label.text)));",
            "    gtk_widget_set_name(\(name), \"label-\(label.tag)\");",
            "    gtk_label_set_xalign(GTK_LABEL(\(name)), 0);",
            "    gtk_label_set_ellipsize(GTK_LABEL(\(name)), PANGO_ELLIPSIZE_END);",
            "    gtk_widget_set_can_target(\(name), FALSE);",
            "    gtk_widget_set_overflow(\(name), GTK_OVERFLOW_HIDDEN);",
            "    gtk_widget_set_size_request(\(name), \(size(label.frame)));",
            "    gtk_widget_add_css_class(\(name), \"row-label\");",
        ]
        if fitLines { lines.append("    if (fit) gtk_widget_add_css_class(\(name), \"shrinks-to-fit\");") }
        lines.append(
            "    gtk_fixed_put(GTK_FIXED(content), \(name), \(PythonNumber.plain(label.frame.origin.x)), "
                + "\(PythonNumber.plain(label.frame.origin.y)));")
        if fitLines { lines.append("    if (fit) nibornot_gtk_fit_label(\(name));") }
        return lines + [""]
    }

    static func size(_ frame: Rect) -> String {
        "\(PythonNumber.plain(frame.width)), \(PythonNumber.plain(frame.height))"
    }
}

extension String {
    /// `selected_background` → `selected-background`: a C variable's name as the widget's name.
    var replacingUnderscores: String { String(map { $0 == "_" ? "-" : $0 }) }
}
