#!/usr/bin/env python3
"""Writes the GTK 4 row of the seed from templates/Cell.xib (shrink-to-fit on) and templates/Cell2.xib (off):
one source of truth for every GTK construction (docs/gtk.md).

Written files:
    templates/gtk/Row.css                 the row's look: label font, colour, backgrounds, fitted sizes
    templates/gtk/Cell.ui, Cell2.ui       GtkBuilder files that `gtk-builder` parses for every row
    templates/gtk/CellTemplate.ui,        widget class templates of `gtk-template` (set once per process)
    templates/gtk/Cell2Template.ui
    templates/gtk/CellPrecomputed.ui      the template of `gtk-template-precomputed`: each fitted label has
                                          a marker @SIZE_<tag>@ that start-up fills with its fitted size
    templates/gtk/CellListItem.ui,        list-item UI templates of the table's `gtk-list-builder`
    templates/gtk/Cell2ListItem.ui        (GtkBuilderListItemFactory): the row as a GtkListItem's child
    Sources/Toolkits/Gtk/GtkRow/GeneratedCodeRow.c     `gtk-code`: the row in C, label by label (no loop), as the seed insists

and the sweep's rows of N labels, from every templates/sweep/RowN-nofit.xib (shrink-to-fit off):
    templates/gtk/sweep/RowN.ui           `gtk-builder`'s file of N labels
    templates/gtk/sweep/RowNTemplate.ui   `gtk-template`'s class template (class NibornotGtkSweepRowN)
    Sources/Toolkits/Gtk/GtkRow/GeneratedSweepRows.c   `gtk-code`: one function per N, label by label, and the table of sizes

and the rows with Auto Layout, from templates/CellAutoLayout.xib and Cell2AutoLayout.xib (scripts/
generate-autolayout-xibs.py), whose <constraints> become GtkConstraintLayout constraints (docs/gtk.md,
"Rows with constraints"; the translation is in generate-gtk-constraint-rows.py beside this script):
    templates/gtk/CellConstraints.ui, Cell2Constraints.ui                   `gtk-constraints-builder`
    templates/gtk/CellConstraintsTemplate.ui, Cell2ConstraintsTemplate.ui   `gtk-constraints-template`
    Sources/Toolkits/Gtk/GtkRow/GeneratedConstraintRow.c                                 `gtk-constraints-code`
    templates/gtk/sweep/RowNConstraints.ui, RowNConstraintsTemplate.ui,     the sweep's rows with constraints, from
    Sources/Toolkits/Gtk/GtkRow/GeneratedConstraintSweepRows.c                           templates/sweep-autolayout/RowN.xib

The templates/gtk files are committed (readers open them; GtkRowsTests runs this script into a temporary folder
and fails when they differ from what it writes). The C files are not: the build writes them with the Swift
generator (Plugins/GenerateRows), and RowGenerationTests holds them to what this script writes into a temporary
folder. Into the package, this script therefore writes only templates/gtk.

Usage:
    scripts/generate-gtk-rows.py                # templates/gtk into the package
    scripts/generate-gtk-rows.py --output DIR   # write under DIR instead of the package root

The script takes only what a GTK row can show (frames, texts, font, colours, shrink-to-fit, truncation) and
stops with a one-line error if the XIB asks for something it does not translate (another font, per-label
colours, a shadow colour, another line break mode), rather than silently drawing a different row. The XIBs are
read, and the files written, with the generators' shared module (scripts/rowgen).
"""
import argparse
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
import rowgen  # noqa: E402 (after the flag above)
from rowgen import FIT_XIB, LABEL_WORDS, NOFIT_XIB, PACKAGE_ROOT, SWEEP_XIB_DIR, fail  # noqa: E402

# The Auto Layout rows' translation, in its own script beside this one (a hyphenated name, hence load_script).
constraints = rowgen.load_script("generate-gtk-constraint-rows.py")

SCRIPT = "generate-gtk-rows.py"
UI_DIR = os.path.join("templates", "gtk")
C_FILE = os.path.join("Sources", "Toolkits", "Gtk", "GtkRow", "GeneratedCodeRow.c")
SWEEP_UI_DIR = os.path.join(UI_DIR, "sweep")
SWEEP_C_FILE = os.path.join("Sources", "Toolkits", "Gtk", "GtkRow", "GeneratedSweepRows.c")
# The row's font, as the model's font substitution table gives for the system bold font.
FONT_FAMILY = "DejaVu Sans"


def read_row(path, expected_labels=20):
    """The XIB's row (rowgen.read_row), refused when it asks for what GTK does not translate: another font, another
    line break mode, a shadow colour."""
    row = rowgen.read_row(path, expected_labels)
    rowgen.require_plain_labels(row, path, "GTK")
    return row


def check_same_row(fit_row, nofit_row):
    """Cell.xib and Cell2.xib must differ only in shrink-to-fit, and every label must look alike (one CSS rule)."""
    rowgen.check_seed_pair(fit_row, nofit_row)
    rowgen.one_label_style(fit_row, "GTK")


def size_class(size):
    """The CSS class of a fitted size: 12.5 → size-12-5 (C builds the same name in row.c)."""
    return f"size-{int(size)}-{int(round((size - int(size)) * 10))}"


def write_css(row):
    label = row["labels"][0]
    lines = [
        rowgen.comment(rowgen.generated_by(SCRIPT, "templates/Cell.xib"), "css"),
        "/* UIKit points are GTK's CSS pixels (one unit of the XIB's frames), so 14 pt is 14px. */",
        "/* The XIB's labels have a shadow offset but no shadow colour: UIKit draws no shadow then, so neither",
        "   does this row (text-shadow: none, stated so that a theme cannot add one). */",
        "label.row-label {",
        f"    font-family: {rowgen.css_string(FONT_FAMILY)};",
        "    font-weight: bold;",
        f"    font-size: {rowgen.short(label['size'])}px;",
        f"    color: {rowgen.css_rgba(label['color'])};",
        f"    background-color: {rowgen.css_rgba(label['background'])};",
        "    text-shadow: none;",
        "    padding: 0;",
        "    margin: 0;",
        "    min-width: 0;",
        "    min-height: 0;",
        "}",
    ]
    for size in rowgen.fitted_sizes(label["size"], label["minimum"]):
        lines.append(f"label.row-label.{size_class(size)} {{ font-size: {rowgen.short(size)}px; }}")
    for key, css in (("backgroundView", "cell-background"), ("selectedBackgroundView", "cell-selected-background")):
        lines.append(f".{css} {{ background-color: {rowgen.css_rgba(row['backgrounds'][key][1])}; }}")
    return "\n".join(lines) + "\n"


def ui_view(indent, name, css_class, frame, visible=True):
    x, y, w, h = frame
    pad = " " * indent
    lines = [
        f'{pad}<child>',
        f'{pad}  <object class="GtkFixed" id="{name}">',
        f'{pad}    <property name="name">{name}</property>',
        f'{pad}    <property name="width-request">{w}</property>',
        f'{pad}    <property name="height-request">{h}</property>',
    ]
    if not visible:
        lines.append(f'{pad}    <property name="visible">false</property>')
    lines += [f'{pad}    <style><class name="{css_class}"/></style>',
              f'{pad}    <layout><property name="transform">translate({x}, {y})</property></layout>']
    return lines


def ui_file(row, root_open, root_close, size_markers, source="templates/Cell.xib and Cell2.xib"):
    """A UI file: the builder's <object> or a class <template> as root, then the backgrounds, the content
    view and its labels; size_markers puts @SIZE_<tag>@ among a fitted label's classes."""
    x, y, w, h = row["frame"]
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             rowgen.comment(rowgen.generated_by(SCRIPT, source), "xml"),
             "<interface>",
             f"  {root_open}",
             '    <property name="name">cell</property>',
             f'    <property name="width-request">{w}</property>',
             f'    <property name="height-request">{h}</property>',
             '    <style><class name="cell"/></style>']
    lines += ui_view(4, "background", "cell-background", row["backgrounds"]["backgroundView"][0])
    lines += ["      </object>", "    </child>"]
    lines += ui_view(4, "selected-background", "cell-selected-background",
                     row["backgrounds"]["selectedBackgroundView"][0], visible=False)
    lines += ["      </object>", "    </child>"]
    lines += ui_view(4, "content", "content", row["frame"])
    for label in row["labels"]:
        lx, ly, lw, lh = label["frame"]
        classes = ['<class name="row-label"/>']
        if label["fit"]:
            classes.append('<class name="shrinks-to-fit"/>')
            if size_markers:
                classes.append(f'<class name="@SIZE_{label["tag"]}@"/>')
        lines += [
            "        <child>",
            f'          <object class="GtkLabel" id="label-{label["tag"]}">',
            f'            <property name="name">label-{label["tag"]}</property>',
            f'            <property name="label">{rowgen.xml_text(label["text"])}</property>',
            '            <property name="xalign">0</property>',
            '            <property name="ellipsize">end</property>',
            '            <property name="can-target">false</property>',
            '            <property name="overflow">hidden</property>',
            f'            <property name="width-request">{lw}</property>',
            f'            <property name="height-request">{lh}</property>',
            f'            <style>{"".join(classes)}</style>',
            f'            <layout><property name="transform">translate({lx}, {ly})</property></layout>',
            "          </object>",
            "        </child>",
        ]
    lines += ["      </object>", "    </child>", f"  {root_close}", "</interface>"]
    return "\n".join(lines) + "\n"


def c_view(name, css_class, frame, visible=True):
    x, y, w, h = frame
    lines = [f"    GtkWidget *{name} = gtk_fixed_new();",
             f'    gtk_widget_set_name({name}, "{name.replace("_", "-")}");',
             f"    gtk_widget_set_size_request({name}, {w}, {h});"]
    if not visible:
        lines.append(f"    gtk_widget_set_visible({name}, FALSE);")
    lines += [f'    gtk_widget_add_css_class({name}, "{css_class}");']
    return lines, (x, y)


def c_cell(row):
    """The cell, its two backgrounds and the content view, as every code row starts."""
    x, y, w, h = row["frame"]
    lines = [
        "    GtkWidget *cell = gtk_fixed_new();",
        '    gtk_widget_set_name(cell, "cell");',
        f"    gtk_widget_set_size_request(cell, {w}, {h});",
        '    gtk_widget_add_css_class(cell, "cell");',
        "",
    ]
    for name, css, key, visible in (("background", "cell-background", "backgroundView", True),
                                    ("selected_background", "cell-selected-background", "selectedBackgroundView", False)):
        view, (vx, vy) = c_view(name, css, row["backgrounds"][key][0], visible)
        lines += view + [f"    gtk_fixed_put(GTK_FIXED(cell), {name}, {vx}, {vy});", ""]
    view, _ = c_view("content", "content", row["frame"])
    lines += view + [f"    gtk_fixed_put(GTK_FIXED(cell), content, {x}, {y});", ""]
    return lines


def c_label(name, label, fit_lines):
    """One label's block; fit_lines adds the seed row's `if (fit)` lines (the sweep rows never fit)."""
    lx, ly, lw, lh = label["frame"]
    lines = [
        f"    GtkWidget *{name} = gtk_label_new({rowgen.c_string(label['text'])});",
        f'    gtk_widget_set_name({name}, "label-{label["tag"]}");',
        f"    gtk_label_set_xalign(GTK_LABEL({name}), 0);",
        f"    gtk_label_set_ellipsize(GTK_LABEL({name}), PANGO_ELLIPSIZE_END);",
        f"    gtk_widget_set_can_target({name}, FALSE);",
        f"    gtk_widget_set_overflow({name}, GTK_OVERFLOW_HIDDEN);",
        f"    gtk_widget_set_size_request({name}, {lw}, {lh});",
        f'    gtk_widget_add_css_class({name}, "row-label");',
    ]
    if fit_lines:
        lines.append(f'    if (fit) gtk_widget_add_css_class({name}, "shrinks-to-fit");')
    lines.append(f"    gtk_fixed_put(GTK_FIXED(content), {name}, {lx}, {ly});")
    if fit_lines:
        lines.append(f"    if (fit) nibornot_gtk_fit_label({name});")
    return lines + [""]


def write_c(row):
    lines = [
        rowgen.comment(rowgen.generated_by(SCRIPT, "templates/Cell.xib and Cell2.xib"), "c"),
        "//",
        "// `gtk-code`: the seed's row in C, label by label, each block setting every property itself, as the seed's",
        "// hand-written row does (\"each subview is distinct and has many properties uniquely applied\").",
        '#include "RowInternal.h"',
        "",
        "/// The labels' minimum font size (every label of the XIB has the same; the script checks).",
        f"const double nibornot_gtk_minimum_font_size = {row['labels'][0]['minimum']};",
        "",
        "GtkWidget *nibornot_gtk_code_row(gboolean fit) {",
    ]
    lines += c_cell(row)
    for index, label in enumerate(row["labels"]):
        lines += c_label(f"{LABEL_WORDS[index]}Label", label, True)
    lines += ["    return cell;", "}"]
    return "\n".join(lines) + "\n"


def write_sweep_c(rows):
    """`gtk-code`'s sweep rows: one function per size, label by label, and the table Sweep.c looks sizes up in."""
    lines = [
        rowgen.comment(rowgen.generated_by(SCRIPT, "templates/sweep/RowN-nofit.xib"), "c"),
        "//",
        "// `gtk-code`'s rows of the sweep: one function per number of labels, label by label with no loop, as the",
        "// seed's row in GeneratedCodeRow.c (shrink-to-fit off), so that a label costs what it costs written out.",
        '#include "RowInternal.h"',
        "",
    ]
    for count, row in rows:
        lines += [f"static GtkWidget *code_row_{count}(void) {{"] + c_cell(row)
        for label in row["labels"]:
            lines += c_label(f"label{label['tag']}", label, False)
        lines += ["    return cell;", "}", ""]
    lines += ["NibornotGtkSweepSize nibornot_gtk_sweep_sizes[] = {"]
    lines += [f"    {{{count}, code_row_{count}, NULL, 0}}," for count, _ in rows]
    lines += ["};", f"const size_t nibornot_gtk_sweep_size_count = {len(rows)};"]
    return "\n".join(lines) + "\n"


def read_sweep_rows(seed_row):
    """Every templates/sweep/RowN-nofit.xib, smallest N first (rowgen.read_sweep_rows); each must look like the
    seed's row without fit (one label style, the same backgrounds' colours), since Row.css is the sweep rows' look
    too."""
    rows = []
    for count, row in rowgen.read_sweep_rows():
        name = f"{SWEEP_XIB_DIR}/Row{count}-nofit.xib"
        rowgen.require_plain_labels(row, name, "GTK")
        seed_label = seed_row["labels"][0]
        look = lambda l: (l["size"], l["minimum"], l["color"], l["background"], l["text"], l["fit"])
        if any(look(label) != look(seed_label) for label in row["labels"]):
            fail(f"{name}: a label differs from Cell2.xib's in look, text or shrink-to-fit")
        colors = lambda r: {k: v[1] for k, v in r["backgrounds"].items()}
        if colors(row) != colors(seed_row):
            fail(f"{name}: the backgrounds' colours differ from Cell2.xib's")
        rows.append((count, row))
    return rows


def sweep_files(rows):
    files = {}
    for count, row in rows:
        source = f"templates/sweep/Row{count}-nofit.xib"
        files[os.path.join(SWEEP_UI_DIR, f"Row{count}.ui")] = \
            ui_file(row, '<object class="GtkFixed" id="cell">', "</object>", False, source)
        files[os.path.join(SWEEP_UI_DIR, f"Row{count}Template.ui")] = \
            ui_file(row, f'<template class="NibornotGtkSweepRow{count}" parent="GtkFixed">', "</template>", False, source)
    files[SWEEP_C_FILE] = write_sweep_c(rows)
    return files


def list_item_ui(row, source):
    """The table's list-item template: GtkBuilderListItemFactory instantiates it for every new row of the list
    view, with the row (the builder file's <object>, re-indented) as the list item's child. The cell's name is
    bound through a closure expression of the list item's item and the item's version, which GTK evaluates
    whenever either changes (a bind, a reload): the closure
    (named in the factory's scope, ListViewFactories.c) fills the row and returns the name, "cell"."""
    body = ui_file(row, '<object class="GtkFixed" id="cell">', "</object>", False, source).split("\n")
    start = body.index("<interface>") + 1
    end = body.index("</interface>")
    cell_style = body.index('    <style><class name="cell"/></style>')
    binding = ['    <binding name="name">',
               '      <closure type="gchararray" function="nibornot_gtk_list_builder_bind">',
               '        <lookup name="item">GtkListItem</lookup>',
               '        <lookup name="version" type="NibornotGtkListItem">',
               '          <lookup name="item">GtkListItem</lookup>',
               '        </lookup>',
               '      </closure>',
               '    </binding>']
    lines = body[:start] + ['  <template class="GtkListItem">', '    <property name="child">']
    lines += ["    " + line for line in body[start:cell_style + 1] + binding + body[cell_style + 1:end]]
    lines += ["    </property>", "  </template>", "</interface>"]
    return "\n".join(lines) + "\n"


def list_item_files(fit_row, nofit_row):
    return {
        os.path.join(UI_DIR, "CellListItem.ui"): list_item_ui(fit_row, "templates/Cell.xib"),
        os.path.join(UI_DIR, "Cell2ListItem.ui"): list_item_ui(nofit_row, "templates/Cell2.xib"),
    }


def main():
    parser = argparse.ArgumentParser(description="Write the GTK row files from templates/Cell.xib and Cell2.xib.")
    parser.add_argument("--output", default=PACKAGE_ROOT, help="folder to write under (default: the package)")
    args = parser.parse_args()
    fit_row = read_row(os.path.join(PACKAGE_ROOT, FIT_XIB))
    nofit_row = read_row(os.path.join(PACKAGE_ROOT, NOFIT_XIB))
    check_same_row(fit_row, nofit_row)
    files = {
        os.path.join(UI_DIR, "Row.css"): write_css(fit_row),
        os.path.join(UI_DIR, "Cell.ui"): ui_file(fit_row, '<object class="GtkFixed" id="cell">', "</object>", False),
        os.path.join(UI_DIR, "Cell2.ui"): ui_file(nofit_row, '<object class="GtkFixed" id="cell">', "</object>", False),
        os.path.join(UI_DIR, "CellTemplate.ui"):
            ui_file(fit_row, '<template class="NibornotGtkCellTemplate" parent="GtkFixed">', "</template>", False),
        os.path.join(UI_DIR, "Cell2Template.ui"):
            ui_file(nofit_row, '<template class="NibornotGtkCell2Template" parent="GtkFixed">', "</template>", False),
        os.path.join(UI_DIR, "CellPrecomputed.ui"):
            ui_file(fit_row, '<template class="NibornotGtkCellPrecomputed" parent="GtkFixed">', "</template>", True),
        C_FILE: write_c(fit_row),
    }
    sweep_rows = read_sweep_rows(nofit_row)
    files.update(sweep_files(sweep_rows))
    files.update(list_item_files(fit_row, nofit_row))
    files.update(constraints.constraint_files(fit_row, nofit_row))
    files.update(constraints.constraint_sweep_files(sweep_rows))
    rowgen.write_files(args.output, rowgen.build_outputs_left_out(args.output, files))


if __name__ == "__main__":
    main()
