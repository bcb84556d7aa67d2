import Views

/// The rows with Auto Layout (docs/gtk.md, "Rows with constraints"): the seed's row of Cell.xib and Cell2.xib placed
/// by the constraints of CellAutoLayout.xib and Cell2AutoLayout.xib, as UI files, class templates and C
/// (`gtk-constraints-builder`, `-template`, `-code`), and the sweep's rows likewise.
///
/// The cell lays out its backgrounds and content view over its whole size (`GtkBinLayout`, as UIKit sizes them to
/// the cell's bounds); the content view's `GtkConstraintLayout` places the labels: no position, no size request.
enum GtkConstraintFiles {
    static let file = "Sources/Toolkits/Gtk/GtkRow/GeneratedConstraintRow.c"
    static let sweepFile = "Sources/Toolkits/Gtk/GtkRow/GeneratedConstraintSweepRows.c"

    /// The header's lines: where the file comes from, and what GTK could not express (or only approximately).
    static func header(_ source: String, _ unexpressed: [String]) -> [String] {
        var lines = [GeneratedHeader.sentence(script: GtkRowFiles.script, source: source)]
        if unexpressed.isEmpty {
            lines.append("Every constraint of the XIB is expressed.")
        } else {
            lines.append("Constraints GTK cannot express (left out, or approximated as said):")
            lines += unexpressed.map { "  " + $0 }
        }
        return lines
    }

    static func uiFile(
        _ row: XIBRow, _ constraints: [GtkConstraint], _ unexpressed: [String], root: (open: String, close: String),
        source: String
    ) -> String {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<!-- \(Escaping.xmlComment(header(source, unexpressed).joined(separator: "\n"))) -->", "<interface>",
            "  \(root.open)", "    <property name=\"name\">cell</property>",
            "    <property name=\"width-request\">\(PythonNumber.plain(row.frame.width))</property>",
            "    <property name=\"height-request\">\(PythonNumber.plain(row.frame.height))</property>",
            "    <property name=\"layout-manager\"><object class=\"GtkBinLayout\"/></property>",
            "    <style><class name=\"cell\"/></style>",
        ]
        lines += uiView("background", "cell-background", row.background.frame) + ["      </object>", "    </child>"]
        lines += uiView("selected-background", "cell-selected-background", row.selectedBackground.frame, visible: false)
        lines += ["      </object>", "    </child>"]
        lines += uiView("content", "content", row.frame)
        lines += [
            "        <property name=\"layout-manager\">", "          <object class=\"GtkConstraintLayout\">",
            "            <constraints>",
        ]
        lines += constraints.map { "              " + uiConstraint($0) }
        lines += ["            </constraints>", "          </object>", "        </property>"]
        for label in row.labels {
            let classes = "<class name=\"row-label\"/>" + (label.fit ? "<class name=\"shrinks-to-fit\"/>" : "")
            lines += [
                "        <child>",
                "          <object class=\"GtkLabel\" id=\"label-\(label.tag)\">",
                "            <property name=\"name\">label-\(label.tag)</property>",
                "            <property name=\"label\">\(Escaping.xmlText(label.text))</property>",
                "            <property name=\"xalign\">0</property>",
                "            <property name=\"ellipsize\">end</property>",
                "            <property name=\"can-target\">false</property>",
                "            <property name=\"overflow\">hidden</property>",
                "            <style>\(classes)</style>",
                "          </object>",
                "        </child>",
            ]
        }
        lines += ["      </object>", "    </child>", "  \(root.close)", "</interface>", ""]
        return lines.joined(separator: "\n")
    }

    /// A plain view (`NibornotGtkView`, GtkRow/ConstraintView.c) that its parent's layout places.
    private static func uiView(_ name: String, _ cssClass: String, _ frame: Rect, visible: Bool = true) -> [String] {
        var lines = [
            "    <child>", "      <object class=\"NibornotGtkView\" id=\"\(name)\">",
            "        <property name=\"name\">\(name)</property>",
            "        <property name=\"width-request\">\(PythonNumber.plain(frame.width))</property>",
            "        <property name=\"height-request\">\(PythonNumber.plain(frame.height))</property>",
        ]
        if !visible { lines.append("        <property name=\"visible\">false</property>") }
        return lines + ["        <style><class name=\"\(cssClass)\"/></style>"]
    }

    /// A `<constraint>` of GtkConstraintLayout's UI syntax; the layout's own widget, the content view, is `super`.
    private static func uiConstraint(_ constraint: GtkConstraint) -> String {
        let name = { (item: String) in item == "content" ? "super" : item }
        var attributes = [
            "target=\"\(name(constraint.target))\"", "target-attribute=\"\(constraint.targetAttribute)\"",
            "relation=\"\(constraint.relation)\"",
        ]
        if let source = constraint.source, let sourceAttribute = constraint.sourceAttribute {
            attributes += [
                "source=\"\(name(source))\"", "source-attribute=\"\(sourceAttribute)\"",
                "multiplier=\"\(PythonNumber.plain(constraint.multiplier))\"",
            ]
        }
        attributes += [
            "constant=\"\(PythonNumber.plain(constraint.constant))\"", "strength=\"\(constraint.strength)\"",
        ]
        return "<constraint \(attributes.joined(separator: " "))/>"
    }

    /// Refuses a row whose translated constraints leave a label of `row` unplaced, across or down.
    static func checkPlaced(_ row: XIBRow, _ constraints: [GtkConstraint], file: String) throws {
        for label in row.labels {
            let name = "label-\(label.tag)"
            let placed = Set(constraints.filter { $0.target == name }.map(\.targetAttribute))
            if placed.isDisjoint(with: ["start", "left", "end", "right", "center-x"])
                || placed.isDisjoint(with: ["top", "bottom", "center-y"])
            {
                throw RowGenerationError(file: file, reason: "\(name) is not placed by its translated constraints")
            }
        }
    }
}
