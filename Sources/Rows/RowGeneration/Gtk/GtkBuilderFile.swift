import Views

/// GtkBuilder UI files of a frame row: the builder's file (`<object>` root), a widget class template
/// (`<template>` root), the precomputed template with size markers, and the table's list-item template.
///
/// Each view is a `GtkFixed` placed at its frame's origin by a transform and sized by its size request; every
/// label is a `GtkLabel` with the row's CSS classes (templates/gtk/Row.css).
enum GtkBuilderFile {
    /// A builder file's root (`<object class="GtkFixed" id="cell">`) and its end.
    static let objectRoot = (open: "<object class=\"GtkFixed\" id=\"cell\">", close: "</object>")

    /// A class template's root for the class `name` (a `GtkFixed` subclass) and its end.
    static func templateRoot(_ name: String) -> (open: String, close: String) {
        ("<template class=\"\(name)\" parent=\"GtkFixed\">", "</template>")
    }

    /// A UI file: `root` holding the backgrounds, the content view and its labels. With `sizeMarkers`, a fitted
    /// label's classes include `@SIZE_<tag>@`, which start-up replaces with its fitted size's class.
    static func text(
        _ row: XIBRow, root: (open: String, close: String), sizeMarkers: Bool, source: String
    ) -> String {
        (lines(row, root: root, sizeMarkers: sizeMarkers, source: source) + [""]).joined(separator: "\n")
    }

    static func lines(
        _ row: XIBRow, root: (open: String, close: String), sizeMarkers: Bool, source: String
    ) -> [String] {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            GeneratedHeader.comment(GeneratedHeader.sentence(script: GtkRowFiles.script, source: source), .xml),
            "<interface>",
            "  \(root.open)",
            "    <property name=\"name\">cell</property>",
            "    <property name=\"width-request\">\(PythonNumber.plain(row.frame.width))</property>",
            "    <property name=\"height-request\">\(PythonNumber.plain(row.frame.height))</property>",
            "    <style><class name=\"cell\"/></style>",
        ]
        lines += view("background", "cell-background", row.background.frame)
        lines += ["      </object>", "    </child>"]
        lines += view("selected-background", "cell-selected-background", row.selectedBackground.frame, visible: false)
        lines += ["      </object>", "    </child>"]
        lines += view("content", "content", row.frame)
        for label in row.labels {
            var classes = "<class name=\"row-label\"/>"
            if label.fit {
                classes += "<class name=\"shrinks-to-fit\"/>"
                if sizeMarkers { classes += "<class name=\"@SIZE_\(label.tag)@\"/>" }
            }
            lines += [
                "        <child>",
                "          <object class=\"GtkLabel\" id=\"label-\(label.tag)\">",
                "            <property name=\"name\">label-\(label.tag)</property>",
                "            <property name=\"label\">\(Escaping.xmlText(label.text))</property>",
                "            <property name=\"xalign\">0</property>",
                "            <property name=\"ellipsize\">end</property>",
                "            <property name=\"can-target\">false</property>",
                "            <property name=\"overflow\">hidden</property>",
                "            <property name=\"width-request\">\(PythonNumber.plain(label.frame.width))</property>",
                "            <property name=\"height-request\">\(PythonNumber.plain(label.frame.height))</property>",
                "            <style>\(classes)</style>",
                "            <layout><property name=\"transform\">\(translate(label.frame))</property></layout>",
                "          </object>",
                "        </child>",
            ]
        }
        return lines + ["      </object>", "    </child>", "  \(root.close)", "</interface>"]
    }

    /// A view's opening lines (`<child>`, its `GtkFixed`, name, size, class, place), four spaces in.
    private static func view(_ name: String, _ cssClass: String, _ frame: Rect, visible: Bool = true) -> [String] {
        var lines = [
            "    <child>",
            "      <object class=\"GtkFixed\" id=\"\(name)\">",
            "        <property name=\"name\">\(name)</property>",
            "        <property name=\"width-request\">\(PythonNumber.plain(frame.width))</property>",
            "        <property name=\"height-request\">\(PythonNumber.plain(frame.height))</property>",
        ]
        if !visible { lines.append("        <property name=\"visible\">false</property>") }
        return lines + [
            "        <style><class name=\"\(cssClass)\"/></style>",
            "        <layout><property name=\"transform\">\(translate(frame))</property></layout>",
        ]
    }

    private static func translate(_ frame: Rect) -> String {
        "translate(\(PythonNumber.plain(frame.origin.x)), \(PythonNumber.plain(frame.origin.y)))"
    }

    /// The table's list-item template: `GtkBuilderListItemFactory` instantiates it for every new row of the list
    /// view, with the builder file's row (re-indented) as the `GtkListItem`'s child. The cell's name is bound
    /// through a closure of the list item's item and the item's version, which GTK evaluates whenever either
    /// changes (a bind, a reload): the closure (ListViewFactories.c) fills the row and returns the name, "cell".
    static func listItem(_ row: XIBRow, source: String) -> String {
        let body = lines(row, root: objectRoot, sizeMarkers: false, source: source)
        let start = body.firstIndex(of: "<interface>")! + 1
        let end = body.lastIndex(of: "</interface>")!
        let cellStyle = body.firstIndex(of: "    <style><class name=\"cell\"/></style>")!
        let binding = [
            "    <binding name=\"name\">",
            "      <closure type=\"gchararray\" function=\"nibornot_gtk_list_builder_bind\">",
            "        <lookup name=\"item\">GtkListItem</lookup>",
            "        <lookup name=\"version\" type=\"NibornotGtkListItem\">",
            "          <lookup name=\"item\">GtkListItem</lookup>",
            "        </lookup>",
            "      </closure>",
            "    </binding>",
        ]
        let child = Array(body[start...cellStyle]) + binding + Array(body[(cellStyle + 1)..<end])
        let lines =
            Array(body[..<start]) + ["  <template class=\"GtkListItem\">", "    <property name=\"child\">"]
            + child.map { "    " + $0 } + ["    </property>", "  </template>", "</interface>"]
        return (lines + [""]).joined(separator: "\n")
    }
}
