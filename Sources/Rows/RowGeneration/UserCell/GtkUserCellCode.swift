/// A user's cell in C for `gtk-code`: one block per widget, in the UI file's order, each setting what the mapping
/// sets, with no loop and no lookup by name, as a hand-written row would. A label that shrinks to fit calls `fit`,
/// GtkRow's `nibornot_gtk_fit_user_label` passed in by the worker, with its own font and minimum, as a hand-written
/// row calls its app's fit helper.
enum GtkUserCellCode {
    /// The type of `fit`: the label, its family, weight, italic flag, size and minimum; it returns the class's index.
    static let fitParameter = "int (*fit)(void *, const char *, int, int, double, double)"

    static func text(_ tree: GtkUserCellTree, cellClass: String, header: String) -> String {
        var lines = [
            GeneratedHeader.comment(header, .c),
            "#include <gtk/gtk.h>",
            "",
            "GtkWidget *\(GtkUserCellFiles.codeFunction)(\(fitParameter));",
            "",
            "GtkWidget *\(GtkUserCellFiles.codeFunction)(\(fitParameter)) {",
            "    GtkWidget *cell = gtk_fixed_new();",
            "    gtk_widget_set_name(cell, \"cell\");",
            "    gtk_widget_set_size_request(cell, \(tree.width), \(tree.height));",
            "    gtk_widget_add_css_class(cell, \"\(cellClass)\");",
        ]
        for node in tree.nodes { lines += block(node) }
        return (lines + ["    return cell;", "}", ""]).joined(separator: "\n")
    }

    private static func block(_ node: GtkUserCellTree.Node) -> [String] {
        let element = node.element, name = node.variable
        var lines = [
            "",
            "    " + GeneratedHeader.comment("\(element.uikitClass) \(element.origin)", .c),
            "    GtkWidget *\(name) = \(node.widget.constructor);",
            "    gtk_widget_set_name(\(name), \(Escaping.cString(node.name)));",
            "    gtk_widget_set_size_request(\(name), \(node.width), \(node.height));",
        ]
        if element.hidden { lines.append("    gtk_widget_set_visible(\(name), FALSE);") }
        if !element.enabled { lines.append("    gtk_widget_set_sensitive(\(name), FALSE);") }
        lines += node.widget.properties.map { "    \($0.statement(name));" }
        lines.append("    gtk_widget_add_css_class(\(name), \"\(name)\");")
        if let fit = node.fit { lines.append("    \(fit.call(label: name));") }
        if node.widget.emptyPaintable {
            lines += [
                "    GdkPaintable *\(name)_image = gdk_paintable_new_empty(\(node.width), \(node.height));",
                "    gtk_picture_set_paintable(GTK_PICTURE(\(name)), \(name)_image);",
                "    g_object_unref(\(name)_image);",
            ]
        }
        switch node.parentContainer {
        case .fixed:
            lines.append(
                "    gtk_fixed_put(GTK_FIXED(\(node.parent)), \(name), \(PythonNumber.plain(node.x)), "
                    + "\(PythonNumber.plain(node.y)));")
        case .box, .none: lines.append("    gtk_box_append(GTK_BOX(\(node.parent)), \(name));")
        }
        return lines
    }
}
