"""The Auto Layout part of scripts/generate-gtk-rows.py: translates the <constraints> of
templates/CellAutoLayout.xib (shrink-to-fit on) and Cell2AutoLayout.xib (off) into GtkConstraintLayout
constraints, in UI files and in C (docs/gtk.md, "Rows with constraints").

Not run by itself: generate-gtk-rows.py loads it (rowgen.load_script), calls constraint_files() and
constraint_sweep_files() and writes what they return; kept in its own file so that the frame rows' generator
stays short. The XIBs are read with the generators' shared module (scripts/rowgen). The translation is the one
the oracle applies to any XIB (Sources/Toolkits/Gtk/GtkRows/Solving, `inspect --solve`): GtkConstraintsTests holds the two
to the same constraints.

What GTK cannot express is never dropped: it is listed in each generated file's header comment, and the row is
refused when a constraint it cannot express would leave a label unplaced.
"""
import os

import rowgen
from rowgen import fail, number

SCRIPT = "generate-gtk-rows.py"  # the generator that writes these files

AUTOLAYOUT_XIBS = {True: os.path.join("templates", "CellAutoLayout.xib"),
                   False: os.path.join("templates", "Cell2AutoLayout.xib")}
UI_DIR = os.path.join("templates", "gtk")
C_FILE = os.path.join("Sources", "Toolkits", "Gtk", "GtkRow", "GeneratedConstraintRow.c")

# NSLayoutAttribute → GtkConstraintAttribute (its UI-file nick); UIKit's leading/trailing are GTK's start/end.
ATTRIBUTES = {"leading": "start", "trailing": "end", "left": "left", "right": "right", "top": "top",
              "bottom": "bottom", "width": "width", "height": "height", "centerX": "center-x",
              "centerY": "center-y"}
# Margin attributes: the edge they stand for, and the offset from it in terms of the view's layout margins
# (left, top, right, bottom): leadingMargin is the leading edge moved in by the left margin, and so on.
MARGINS = {"leadingMargin": ("start", lambda m: m[0]), "leftMargin": ("left", lambda m: m[0]),
           "trailingMargin": ("end", lambda m: -m[2]), "rightMargin": ("right", lambda m: -m[2]),
           "topMargin": ("top", lambda m: m[1]), "bottomMargin": ("bottom", lambda m: -m[3]),
           "centerXWithinMargins": ("center-x", lambda m: (m[0] - m[2]) / 2),
           "centerYWithinMargins": ("center-y", lambda m: (m[1] - m[3]) / 2)}
# GtkConstraintLayout has a `baseline` attribute, but for a child it is a free variable of the solver, tied to
# nothing the label draws (GTK 4.8): a baseline constraint would be accepted and mean nothing, so it is listed.
UNEXPRESSIBLE_ATTRIBUTES = {"baseline": "GTK's baseline attribute is a free variable, not the label's baseline",
                            "firstBaseline": "GTK's baseline attribute is a free variable, not the label's baseline",
                            "lastBaseline": "GTK's baseline attribute is a free variable, not the label's baseline"}
RELATIONS = {"equal": "eq", "lessThanOrEqual": "le", "greaterThanOrEqual": "ge"}
C_RELATIONS = {"eq": "GTK_CONSTRAINT_RELATION_EQ", "le": "GTK_CONSTRAINT_RELATION_LE",
               "ge": "GTK_CONSTRAINT_RELATION_GE"}
# UIKit's default layout margins of a view: 8 points on every side.
DEFAULT_MARGINS = (8.0, 8.0, 8.0, 8.0)


def strength(priority):
    """UIKit's priority 1000 is required; a lower one p is the weight p × 1,000,000, so that priorities keep
    their order and every one of them outweighs GTK's own pull of a child towards its natural size (MEDIUM,
    1000), as any UIKit priority above 0 outweighs nothing. Weights add up in GTK's Cassowary solver, so, unlike
    UIKit's, many weak constraints can outvote a stronger one."""
    return "required" if priority >= 1000 else str(int(round(priority * 1_000_000)))


def c_strength(value):
    return "GTK_CONSTRAINT_STRENGTH_REQUIRED" if value == "required" else value


def c_attribute(nick):
    return "GTK_CONSTRAINT_ATTRIBUTE_" + nick.upper().replace("-", "_")


def margins_of(view):
    insets = view.find("edgeInsets[@key='layoutMargins']")
    if insets is None:
        return DEFAULT_MARGINS
    return tuple(float(insets.get(k, "0")) for k in ("left", "top", "right", "bottom"))


def read_constraints(path, content_name="content"):
    """The constraints of the cell's content view and its labels, each a dict in GTK's terms, and the list
    of what could not be translated (one line each, naming the constraint's id)."""
    content = rowgen.parse_xib(path).find(".//tableViewCell/tableViewCellContentView")
    if content is None:
        fail(f"{path} has no table cell content view")
    names = {content.get("id"): content_name}
    labels = content.findall("subviews/label")
    for label in labels:
        names[label.get("id")] = f"label-{label.get('tag')}"
    held = [(content, c) for c in content.findall("constraints/constraint")]
    for label in labels:
        held += [(label, c) for c in label.findall("constraints/constraint")]
    translated, unexpressed = [], []
    for owner, element in held:
        result = translate(element, owner, names, content, margins_of(content))
        if isinstance(result, str):
            unexpressed.append(f"{element.get('id')}: {result}")
        else:
            if "approximated" in result:
                unexpressed.append(f"{element.get('id')}: {result.pop('approximated')}")
            translated.append(result)
    return translated, unexpressed


def side(item, attribute, content, margins_of_view):
    """(name or None for the parent, GTK attribute, offset) of one side of a constraint, or a reason."""
    if attribute in UNEXPRESSIBLE_ATTRIBUTES:
        return UNEXPRESSIBLE_ATTRIBUTES[attribute]
    if attribute in ATTRIBUTES:
        return ATTRIBUTES[attribute], 0.0
    if attribute in MARGINS:
        gtk, offset = MARGINS[attribute]
        return gtk, offset(margins_of_view)
    return f"attribute {attribute} has no GTK counterpart"


def translate(element, owner, names, content, content_margins):
    """One <constraint> as GTK states it, or a one-line reason why GTK cannot. A constraint holds
    first.attribute1 (relation) multiplier × second.attribute2 + constant; margin attributes become the edge
    plus the margin, folded into the constant, since GTK has no margins."""
    first_id = element.get("firstItem") or owner.get("id")
    second_id = element.get("secondItem")
    for item in (first_id, second_id):
        if item is not None and item not in names:
            return f"item {item} is not the content view or one of its labels (GTK relates a layout's children and itself only)"
    if element.get("placeholder") == "YES":
        return "a placeholder constraint (removed at build time)"
    content_id = content.get("id")
    margins = lambda item: content_margins if item == content_id else DEFAULT_MARGINS
    first = side(first_id, element.get("firstAttribute"), content, margins(first_id))
    if isinstance(first, str):
        return first
    multiplier = float(number(eval_multiplier(element.get("multiplier", "1"))))
    constant = float(element.get("constant", "0"))
    relation = RELATIONS[element.get("relation", "equal")]
    result = {"target": names[first_id], "target_attribute": first[0], "relation": relation,
              "strength": strength(float(element.get("priority", "1000")))}
    if relation != "eq" and result["strength"] != "required":
        # GTK 4.8's solver corrupts memory when it adds an inequality that is not required (docs/gtk.md):
        # kept, made required, and listed as the oracle does.
        result["strength"] = "required"
        result["approximated"] = "optional inequality made required, since GTK 4.8's solver crashes on an optional inequality"
    if second_id is None:
        result.update(source=None, source_attribute=None, multiplier=1, constant=number(constant - first[1]))
        return result
    second = side(second_id, element.get("secondAttribute"), content, margins(second_id))
    if isinstance(second, str):
        return second
    result.update(source=names[second_id], source_attribute=second[0], multiplier=number(multiplier),
                  constant=number(constant + multiplier * second[1] - first[1]))
    return result


def eval_multiplier(text):
    if ":" in text:
        a, b = text.split(":")
        return float(a) / float(b)
    return float(text)


def ui_constraint(constraint, parent):
    """A <constraint> of GtkConstraintLayout's UI syntax; the parent (the layout's own widget) is `super`."""
    name = lambda item: "super" if item == parent else item
    attributes = [f'target="{name(constraint["target"])}"', f'target-attribute="{constraint["target_attribute"]}"',
                  f'relation="{constraint["relation"]}"']
    if constraint["source"] is not None:
        attributes += [f'source="{name(constraint["source"])}"',
                       f'source-attribute="{constraint["source_attribute"]}"',
                       f'multiplier="{constraint["multiplier"]}"']
    attributes += [f'constant="{constraint["constant"]}"', f'strength="{constraint["strength"]}"']
    return f"<constraint {' '.join(attributes)}/>"


def view_lines(indent, name, css_class, frame, visible=True):
    """A plain view (NibornotGtkView, GtkRow/ConstraintView.c) that its parent's layout places."""
    x, y, w, h = frame
    pad = " " * indent
    lines = [f"{pad}<child>", f'{pad}  <object class="NibornotGtkView" id="{name}">',
             f'{pad}    <property name="name">{name}</property>',
             f'{pad}    <property name="width-request">{w}</property>',
             f'{pad}    <property name="height-request">{h}</property>']
    if not visible:
        lines.append(f'{pad}    <property name="visible">false</property>')
    lines.append(f'{pad}    <style><class name="{css_class}"/></style>')
    return lines


def header_lines(source, unexpressed, prefix):
    lines = [f"{prefix}{rowgen.generated_by(SCRIPT, source)}"]
    if unexpressed:
        lines.append(f"{prefix}Constraints GTK cannot express (left out, or approximated as said):")
        lines += [f"{prefix}  {line}" for line in unexpressed]
    else:
        lines.append(f"{prefix}Every constraint of the XIB is expressed.")
    return lines


def ui_file(row, constraints, unexpressed, root_open, root_close, source):
    """The row as a UI file: the cell lays out its backgrounds and content view over its whole size
    (GtkBinLayout, as UIKit sizes them to the cell's bounds); the content view's GtkConstraintLayout places the
    labels by the XIB's constraints (no position, no size request: the constraints are the frames)."""
    _, _, w, h = row["frame"]
    comment = "\n".join(header_lines(source, unexpressed, ""))
    lines = ['<?xml version="1.0" encoding="UTF-8"?>', f"<!-- {comment} -->", "<interface>", f"  {root_open}",
             '    <property name="name">cell</property>',
             f'    <property name="width-request">{w}</property>',
             f'    <property name="height-request">{h}</property>',
             '    <property name="layout-manager"><object class="GtkBinLayout"/></property>',
             '    <style><class name="cell"/></style>']
    lines += view_lines(4, "background", "cell-background", row["backgrounds"]["backgroundView"][0])
    lines += ["      </object>", "    </child>"]
    lines += view_lines(4, "selected-background", "cell-selected-background",
                        row["backgrounds"]["selectedBackgroundView"][0], visible=False)
    lines += ["      </object>", "    </child>"]
    lines += view_lines(4, "content", "content", row["frame"])
    lines += ['        <property name="layout-manager">', '          <object class="GtkConstraintLayout">',
              "            <constraints>"]
    lines += [f"              {ui_constraint(c, 'content')}" for c in constraints]
    lines += ["            </constraints>", "          </object>", "        </property>"]
    for label in row["labels"]:
        classes = '<class name="row-label"/>' + ('<class name="shrinks-to-fit"/>' if label["fit"] else "")
        lines += [
            "        <child>",
            f'          <object class="GtkLabel" id="label-{label["tag"]}">',
            f'            <property name="name">label-{label["tag"]}</property>',
            f'            <property name="label">{rowgen.xml_text(label["text"])}</property>',
            '            <property name="xalign">0</property>',
            '            <property name="ellipsize">end</property>',
            '            <property name="can-target">false</property>',
            '            <property name="overflow">hidden</property>',
            f"            <style>{classes}</style>",
            "          </object>",
            "        </child>",
        ]
    lines += ["      </object>", "    </child>", f"  {root_close}", "</interface>"]
    return "\n".join(lines) + "\n"


def c_view(name, css_class, frame, parent, visible=True):
    _, _, w, h = frame
    lines = [f"    GtkWidget *{name} = nibornot_gtk_view_new();",
             f'    gtk_widget_set_name({name}, "{name.replace("_", "-")}");',
             f"    gtk_widget_set_size_request({name}, {w}, {h});"]
    if not visible:
        lines.append(f"    gtk_widget_set_visible({name}, FALSE);")
    return lines + [f'    gtk_widget_add_css_class({name}, "{css_class}");',
                    f"    gtk_widget_set_parent({name}, {parent});", ""]


def c_constraint(constraint, variables):
    """gtk_constraint_new (or _new_constant) for one translated constraint; the parent is NULL (the layout)."""
    target = variables.get(constraint["target"], "NULL")
    if constraint["source"] is None:
        return [f"    gtk_constraint_layout_add_constraint(layout, gtk_constraint_new_constant(",
                f"        {target}, {c_attribute(constraint['target_attribute'])}, {C_RELATIONS[constraint['relation']]},",
                f"        {constraint['constant']}, {c_strength(constraint['strength'])}));"]
    source = variables.get(constraint["source"], "NULL")
    return [f"    gtk_constraint_layout_add_constraint(layout, gtk_constraint_new(",
            f"        {target}, {c_attribute(constraint['target_attribute'])}, {C_RELATIONS[constraint['relation']]},",
            f"        {source}, {c_attribute(constraint['source_attribute'])}, {constraint['multiplier']}, "
            f"{constraint['constant']}, {c_strength(constraint['strength'])}));"]


def c_row_body(row, constraints, fit_lines):
    """The statements that build a row with constraints into `cell`; fit_lines adds the seed row's `if (fit)`."""
    _, _, w, h = row["frame"]
    lines = ["    GtkWidget *cell = nibornot_gtk_view_new();", '    gtk_widget_set_name(cell, "cell");',
             f"    gtk_widget_set_size_request(cell, {w}, {h});",
             "    gtk_widget_set_layout_manager(cell, gtk_bin_layout_new());",
             '    gtk_widget_add_css_class(cell, "cell");', ""]
    lines += c_view("background", "cell-background", row["backgrounds"]["backgroundView"][0], "cell")
    lines += c_view("selected_background", "cell-selected-background",
                    row["backgrounds"]["selectedBackgroundView"][0], "cell", visible=False)
    lines += c_view("content", "content", row["frame"], "cell")
    lines += ["    GtkConstraintLayout *layout = GTK_CONSTRAINT_LAYOUT(gtk_constraint_layout_new());",
              "    gtk_widget_set_layout_manager(content, GTK_LAYOUT_MANAGER(layout));", ""]
    variables = {}
    for label in row["labels"]:
        name = f"label{label['tag']}"
        variables[f"label-{label['tag']}"] = name
        lines += [
            f"    GtkWidget *{name} = gtk_label_new({rowgen.c_string(label['text'])});",
            f'    gtk_widget_set_name({name}, "label-{label["tag"]}");',
            f"    gtk_label_set_xalign(GTK_LABEL({name}), 0);",
            f"    gtk_label_set_ellipsize(GTK_LABEL({name}), PANGO_ELLIPSIZE_END);",
            f"    gtk_widget_set_can_target({name}, FALSE);",
            f"    gtk_widget_set_overflow({name}, GTK_OVERFLOW_HIDDEN);",
            f'    gtk_widget_add_css_class({name}, "row-label");',
        ]
        if fit_lines:
            lines.append(f'    if (fit) gtk_widget_add_css_class({name}, "shrinks-to-fit");')
        lines += [f"    gtk_widget_set_parent({name}, content);", ""]
    for constraint in constraints:
        lines += c_constraint(constraint, variables)
    return lines


def c_file(rows):
    """`gtk-constraints-code`: the row in C, label by label and constraint by constraint (no loop), fit or not."""
    lines = ["// " + line for line in header_lines("templates/CellAutoLayout.xib and Cell2AutoLayout.xib", rows[True][2], "")]
    lines += ["//",
              "// `gtk-constraints-code`: the seed's row with Auto Layout in C. The cell lays its three views over its whole",
              "// size (GtkBinLayout); the content view's GtkConstraintLayout places each label by the XIB's constraints,",
              "// written one by one after the labels, as code that makes its own constraints does.",
              '#include "ConstraintInternal.h"', "",
              "GtkWidget *nibornot_gtk_constraint_code_row(gboolean fit) {"]
    row, constraints, _ = rows[True]
    lines += c_row_body(row, constraints, True)
    lines += ["", "    // Fitting needs each label's width: here, its width constraint (as for the UI-file rows).",
              "    if (fit) nibornot_gtk_fit_constrained_row(cell);", "    return cell;", "}"]
    return "\n".join(lines) + "\n"


SWEEP_XIB_DIR = os.path.join("templates", "sweep-autolayout")
SWEEP_UI_DIR = os.path.join(UI_DIR, "sweep")
SWEEP_C_FILE = os.path.join("Sources", "Toolkits", "Gtk", "GtkRow", "GeneratedConstraintSweepRows.c")


def constraint_sweep_files(sweep_rows, package_root=None):
    """The sweep's rows with constraints (`sweep --toolkit gtk --constraints`): for each RowN-nofit.xib's row,
    the constraints of templates/sweep-autolayout/RowN.xib in a UI file, a class template and a C function."""
    root = package_root or rowgen.PACKAGE_ROOT
    files = {}
    lines = [rowgen.comment(rowgen.generated_by(SCRIPT, "templates/sweep-autolayout/RowN.xib"), "c"),
             "//",
             "// `gtk-constraints-code`'s sweep rows: one function per number of labels, label by label and constraint by",
             "// constraint with no loop, as GeneratedConstraintRow.c (shrink-to-fit off).",
             '#include "ConstraintInternal.h"', ""]
    for count, row in sweep_rows:
        path = os.path.join(SWEEP_XIB_DIR, f"Row{count}.xib")
        constraints, unexpressed = read_constraints(os.path.join(root, path))
        check_same_labels(row, path, constraints)
        if unexpressed:
            fail(f"{path}: constraints GTK cannot express in a sweep row: {'; '.join(unexpressed)}")
        source = f"templates/sweep-autolayout/Row{count}.xib"
        files[os.path.join(SWEEP_UI_DIR, f"Row{count}Constraints.ui")] = ui_file(
            row, constraints, unexpressed, '<object class="NibornotGtkView" id="cell">', "</object>", source)
        files[os.path.join(SWEEP_UI_DIR, f"Row{count}ConstraintsTemplate.ui")] = ui_file(
            row, constraints, unexpressed,
            f'<template class="NibornotGtkSweepConstraintsRow{count}" parent="NibornotGtkView">', "</template>", source)
        lines += [f"static GtkWidget *code_row_{count}(void) {{"] + c_row_body(row, constraints, False)
        lines += ["    return cell;", "}", ""]
    lines += ["NibornotGtkSweepSize nibornot_gtk_constraint_sweep_sizes[] = {"]
    lines += [f"    {{{count}, code_row_{count}, NULL, 0}}," for count, _ in sweep_rows]
    lines += ["};", f"const size_t nibornot_gtk_constraint_sweep_size_count = {len(sweep_rows)};"]
    files[SWEEP_C_FILE] = "\n".join(lines) + "\n"
    return files


def check_same_labels(row, path, constraints):
    """The Auto Layout XIB must be the frame XIB's row, every label placed by its constraints."""
    names = {f"label-{label['tag']}" for label in row["labels"]}
    for name in names:
        placed = {c["target_attribute"] for c in constraints if c["target"] == name}
        if not ({"start", "left", "end", "right", "center-x"} & placed) or not ({"top", "bottom", "center-y"} & placed):
            fail(f"{path}: {name} is not placed by its translated constraints")


def constraint_files(fit_row, nofit_row, package_root=None):
    """Every file of the rows with constraints, path relative to the package root → text."""
    root = package_root or rowgen.PACKAGE_ROOT
    rows = {}
    for fit, row in ((True, fit_row), (False, nofit_row)):
        path = AUTOLAYOUT_XIBS[fit]
        constraints, unexpressed = read_constraints(os.path.join(root, path))
        check_same_labels(row, path, constraints)
        rows[fit] = (row, constraints, unexpressed)
    if rows[True][1] != rows[False][1]:
        fail("CellAutoLayout.xib and Cell2AutoLayout.xib differ in their constraints")
    files = {}
    for fit, stem in ((True, "Cell"), (False, "Cell2")):
        row, constraints, unexpressed = rows[fit]
        source = "templates/" + os.path.basename(AUTOLAYOUT_XIBS[fit])
        files[os.path.join(UI_DIR, f"{stem}Constraints.ui")] = ui_file(
            row, constraints, unexpressed, '<object class="NibornotGtkView" id="cell">', "</object>", source)
        files[os.path.join(UI_DIR, f"{stem}ConstraintsTemplate.ui")] = ui_file(
            row, constraints, unexpressed, f'<template class="NibornotGtk{stem}ConstraintsTemplate" parent="NibornotGtkView">',
            "</template>", source)
    files[C_FILE] = c_file(rows)
    return files
