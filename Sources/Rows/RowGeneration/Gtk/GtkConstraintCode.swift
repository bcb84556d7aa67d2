/// `gtk-constraints-code`: the rows with constraints in C, label by label and constraint by constraint (no loop),
/// as code that makes its own constraints does.
enum GtkConstraintCode {
    static func text(_ row: XIBRow, _ constraints: [GtkConstraint], _ unexpressed: [String]) -> String {
        let source = "templates/CellAutoLayout.xib and Cell2AutoLayout.xib"
        var lines = GtkConstraintFiles.header(source, unexpressed).map { "// " + Escaping.cLineComment($0) }
        lines += [
            "//",
            "// `gtk-constraints-code`: the seed's row with Auto Layout in C. The"
                + " cell lays its three views over its whole",
            "// size (GtkBinLayout); the content view's GtkConstraintLayout places"
                + " each label by the XIB's constraints,",
            "// written one by one after the labels, as code that makes its own constraints does.",
            "#include \"ConstraintInternal.h\"", "",
            "GtkWidget *nibornot_gtk_constraint_code_row(gboolean fit) {",
        ]
        lines += body(row, constraints, fitLines: true)
        lines += [
            "", "    // Fitting needs each label's width: here, its width constraint (as for the UI-file rows).",
            "    if (fit) nibornot_gtk_fit_constrained_row(cell);", "    return cell;", "}", "",
        ]
        return lines.joined(separator: "\n")
    }

    static func sweepText(_ rows: [(count: Int, row: XIBRow, constraints: [GtkConstraint])]) -> String {
        let source = "templates/sweep-autolayout/RowN.xib"
        var lines = [
            GeneratedHeader.comment(GeneratedHeader.sentence(script: GtkRowFiles.script, source: source), .c), "//",
            "// `gtk-constraints-code`'s sweep rows: one function per number of"
                + " labels, label by label and constraint by",
            "// constraint with no loop, as GeneratedConstraintRow.c (shrink-to-fit off).",
            "#include \"ConstraintInternal.h\"", "",
        ]
        for (count, row, constraints) in rows {
            lines += ["static GtkWidget *code_row_\(count)(void) {"] + body(row, constraints, fitLines: false)
            lines += ["    return cell;", "}", ""]
        }
        lines += ["NibornotGtkSweepSize nibornot_gtk_constraint_sweep_sizes[] = {"]
        lines += rows.map { "    {\($0.count), code_row_\($0.count), NULL, 0}," }
        lines += ["};", "const size_t nibornot_gtk_constraint_sweep_size_count = \(rows.count);", ""]
        return lines.joined(separator: "\n")
    }

    /// The statements that build a row with constraints into `cell`; `fitLines` adds the seed row's `if (fit)`.
    private static func body(_ row: XIBRow, _ constraints: [GtkConstraint], fitLines: Bool) -> [String] {
        var lines = [
            "    GtkWidget *cell = nibornot_gtk_view_new();", "    gtk_widget_set_name(cell, \"cell\");",
            "    gtk_widget_set_size_request(cell, \(GtkCodeRow.size(row.frame)));",
            "    gtk_widget_set_layout_manager(cell, gtk_bin_layout_new());",
            "    gtk_widget_add_css_class(cell, \"cell\");", "",
        ]
        let views = [
            ("background", "cell-background", row.background.frame, true),
            ("selected_background", "cell-selected-background", row.selectedBackground.frame, false),
            ("content", "content", row.frame, true),
        ]
        for (name, cssClass, frame, visible) in views {
            lines += [
                "    GtkWidget *\(name) = nibornot_gtk_view_new();",
                "    gtk_widget_set_name(\(name), \"\(name.replacingUnderscores)\");",
                "    gtk_widget_set_size_request(\(name), \(GtkCodeRow.size(frame)));",
            ]
            if !visible { lines.append("    gtk_widget_set_visible(\(name), FALSE);") }
            lines += [
                "    gtk_widget_add_css_class(\(name), \"\(cssClass)\");", "    gtk_widget_set_parent(\(name), cell);",
                "",
            ]
        }
        lines += [
            "    GtkConstraintLayout *layout = GTK_CONSTRAINT_LAYOUT(gtk_constraint_layout_new());",
            "    gtk_widget_set_layout_manager(content, GTK_LAYOUT_MANAGER(layout));", "",
        ]
        var variables: [String: String] = [:]
        for label in row.labels {
            let name = "label\(label.tag)"
            variables["label-\(label.tag)"] = name
            lines += [
                "    GtkWidget *\(name) = gtk_label_new(\(Escaping.cString(label.text)));",
                "    gtk_widget_set_name(\(name), \"label-\(label.tag)\");",
                "    gtk_label_set_xalign(GTK_LABEL(\(name)), 0);",
                "    gtk_label_set_ellipsize(GTK_LABEL(\(name)), PANGO_ELLIPSIZE_END);",
                "    gtk_widget_set_can_target(\(name), FALSE);",
                "    gtk_widget_set_overflow(\(name), GTK_OVERFLOW_HIDDEN);",
                "    gtk_widget_add_css_class(\(name), \"row-label\");",
            ]
            if fitLines { lines.append("    if (fit) gtk_widget_add_css_class(\(name), \"shrinks-to-fit\");") }
            lines += ["    gtk_widget_set_parent(\(name), content);", ""]
        }
        for constraint in constraints { lines += code(constraint, variables) }
        return lines
    }

    /// `gtk_constraint_new` (or `_new_constant`) for one constraint; the layout's own widget is NULL.
    private static func code(_ constraint: GtkConstraint, _ variables: [String: String]) -> [String] {
        let target = variables[constraint.target] ?? "NULL"
        let head = "        \(target), \(attribute(constraint.targetAttribute)), \(relation(constraint.relation)),"
        let constant = PythonNumber.plain(constraint.constant)
        let strength = constraint.strength == "required" ? "GTK_CONSTRAINT_STRENGTH_REQUIRED" : constraint.strength
        guard let source = constraint.source, let sourceAttribute = constraint.sourceAttribute else {
            return [
                "    gtk_constraint_layout_add_constraint(layout, gtk_constraint_new_constant(", head,
                "        \(constant), \(strength)));",
            ]
        }
        return [
            "    gtk_constraint_layout_add_constraint(layout, gtk_constraint_new(", head,
            "        \(variables[source] ?? "NULL"), \(attribute(sourceAttribute)), "
                + "\(PythonNumber.plain(constraint.multiplier)), \(constant), \(strength)));",
        ]
    }

    private static func attribute(_ nick: String) -> String {
        "GTK_CONSTRAINT_ATTRIBUTE_" + String(nick.uppercased().map { $0 == "-" ? "_" : $0 })
    }

    private static func relation(_ nick: String) -> String {
        "GTK_CONSTRAINT_RELATION_" + nick.uppercased()
    }
}
