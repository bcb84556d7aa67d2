#!/usr/bin/env python3
"""Writes the Qt 6 rows from the seed's XIBs: the Qt Designer forms (`templates/qt/Cell.ui` from
Cell.xib, shrink-to-fit on, and `Cell2.ui` from Cell2.xib, off), the row in C++ written label by
label (`Sources/Toolkits/Qt/QtRow/Generated/CodeRow.cpp`, no loop, as the seed insists) and uic's C++ for each
form (`Sources/Toolkits/Qt/QtRow/Generated/ui_Cell.h`, `ui_Cell2.h`). Likewise for the sweep, from every
`templates/sweep/RowN-nofit.xib` (shrink-to-fit off only): `templates/qt/sweep/RowN.ui`, uic's
`Sources/Toolkits/Qt/QtRow/Generated/Sweep/ui_RowN.h`, all of them set up in one file (`Sweep/UicRows.cpp`), and
the rows in code, one function per size, label by label (`Sweep/CodeRows.cpp`).

The files are generated so that every Qt construction carries exactly what the XIB says. The forms are
committed (readers open them, and qt-uiloader loads them at run time); `QtRowsTests` runs this script into a
temporary folder and fails when they differ from what it writes. The C++ and uic's headers are not: the build
writes the C++ with the Swift generator and runs uic on the committed forms (Plugins/GenerateRows), and
RowGenerationTests holds the C++ to what this script writes into a temporary folder. Into the package, this
script therefore writes only templates/qt.

Usage:
    scripts/generate-qt-rows.py                 # templates/qt into the package
    scripts/generate-qt-rows.py --output DIR    # write under DIR instead of the package root
    scripts/generate-qt-rows.py --uic PATH      # another uic (default: Qt6Core's libexecdir/uic)

What the forms keep of each label: its frame (geometry), text, bold system font (DejaVu Sans, as the
model's system font) and size, text colour (WindowText, 8 bits per channel), tag, and the two
shrink-to-fit settings as dynamic properties (`adjustsFontSizeToFitWidth`, `minimumFontSize`) that
the fit step reads, as UILabel carries them. What Qt cannot hold is dropped and listed in docs/qt.md
(autoresizing mask, highlighted colour, content mode, hugging priorities). A shadow colour, which
would make UIKit draw a shadow, is refused rather than silently dropped. The XIBs are read and checked, and
the files written, with the generators' shared module (scripts/rowgen).
"""
import argparse
import os
import subprocess
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
import rowgen  # noqa: E402 (after the flag above)
from rowgen import FIT_XIB, LABEL_WORDS, NOFIT_XIB, fail  # noqa: E402

SCRIPT = "generate-qt-rows.py"
UI_DIR = os.path.join("templates", "qt")
CODE_DIR = os.path.join("Sources", "Toolkits", "Qt", "QtRow", "Generated")
SYSTEM_FAMILY = "DejaVu Sans"
HEADER = rowgen.comment(rowgen.generated_by(SCRIPT, "templates/Cell.xib"), "c") + "\n"


def whole(frame, where):
    """A frame in whole units, as text: a form's geometry and QWidget::setGeometry take integers."""
    if any(isinstance(value, float) for value in frame):
        fail(f"{where}: frame {frame} is not in whole points; Qt geometry is in whole pixels")
    return tuple(str(value) for value in frame)


def qt_row(row, path):
    """The XIB's row (rowgen.read_row) in a form's terms: frames and sizes as text, colours in 8 bits; refused
    when it asks for what the Qt rows do not translate (another font, a shadow, an opaque label)."""
    rowgen.require_plain_labels(row, path, "Qt", line_break=False)
    rowgen.require_clear_label_backgrounds(row, path, "Qt")
    labels = [{"tag": label["tag"], "frame": whole(label["frame"], f"{path} label tag {label['tag']}"),
               "text": label["text"], "size": str(label["size"]), "color": rowgen.rgba_8bit(label["color"]),
               "fit": label["fit"], "minimum": label["minimum"]}
              for label in row["labels"]]
    backgrounds = {key: rowgen.rgba_8bit(color) for key, (_, color) in row["backgrounds"].items()}
    return {"frame": whole(row["frame"], f"{path} cell"), "backgrounds": backgrounds, "labels": labels}


def ui_rect(f):
    return ["<rect>"] + [f" <{k}>{v}</{k}>" for k, v in zip(("x", "y", "width", "height"), f)] + ["</rect>"]


def ui_palette(role, color):
    r, g, b, a = color
    brush = [f'<colorrole role="{role}">', ' <brush brushstyle="SolidPattern">', f'  <color alpha="{a}">',
             f"   <red>{r}</red>", f"   <green>{g}</green>", f"   <blue>{b}</blue>", "  </color>", " </brush>",
             "</colorrole>"]
    lines = ["<palette>"]
    for group in ("active", "inactive", "disabled"):
        lines += [f" <{group}>"] + ["  " + line for line in brush] + [f" </{group}>"]
    return lines + ["</palette>"]


def ui_property(name, body, dynamic=False):
    stdset = ' stdset="0"' if dynamic else ""
    return [f'<property name="{name}"{stdset}>'] + [" " + line for line in body] + ["</property>"]


def ui_widget(cls, name, lines, children=()):
    out = [f'<widget class="{cls}" name="{name}">'] + [" " + line for line in lines]
    for c in children:
        out += [" " + line for line in c]
    return out + ["</widget>"]


def background_widget(name, f, color):
    return ui_widget("QWidget", name, ui_property("geometry", ui_rect(f))
                     + ui_property("palette", ui_palette("Window", color))
                     + ui_property("autoFillBackground", ["<bool>true</bool>"])
                     + (ui_property("visible", ["<bool>false</bool>"]) if name == "selectedBackgroundView" else []))


def label_widget(label):
    font = ["<font>", f" <family>{SYSTEM_FAMILY}</family>", f" <pointsize>{label['size']}</pointsize>",
            " <bold>true</bold>", "</font>"]
    return ui_widget("QLabel", f"label{label['tag']}",
                     ui_property("geometry", ui_rect(label["frame"]))
                     + ui_property("palette", ui_palette("WindowText", label["color"]))
                     + ui_property("font", font)
                     + ui_property("text", [f'<string notr="true">{rowgen.xml_text(label["text"])}</string>'])
                     + ui_property("tag", [f"<number>{label['tag']}</number>"], dynamic=True)
                     + ui_property("adjustsFontSizeToFitWidth", [f"<bool>{'true' if label['fit'] else 'false'}</bool>"],
                                   dynamic=True)
                     + ui_property("minimumFontSize", [f"<double>{float(label['minimum']):.1f}</double>"], dynamic=True))


def ui_form(name, row):
    """The form; its class (uic's `Ui_Cell`, `Ui_Cell2`) is the file's name, its widget is always `Cell`."""
    x, y, w, h = row["frame"]
    whole = ("0", "0", w, h)
    content = ui_widget("QWidget", "contentView", ui_property("geometry", ui_rect(whole)),
                        [label_widget(label) for label in row["labels"]])
    cell = ui_widget("QWidget", "Cell", ui_property("geometry", ui_rect(whole)), [
        background_widget("backgroundView", whole, row["backgrounds"]["backgroundView"]),
        background_widget("selectedBackgroundView", whole, row["backgrounds"]["selectedBackgroundView"]),
        content])
    lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<ui version="4.0">', f" <class>{name}</class>"]
    lines += [" " + line for line in cell] + [" <resources/>", " <connections/>", "</ui>"]
    return "\n".join(lines) + "\n"


def code_color(c):
    return f"QColor({c[0]}, {c[1]}, {c[2]}, {c[3]})"


def code_background(name, f, color, hidden):
    lines = [f"    auto *{name} = new QWidget(cell);",
             f'    {name}->setObjectName(QStringLiteral("{name}"));',
             f"    {name}->setGeometry({', '.join(f)});",
             f"    QPalette {name}Palette;",
             f"    {name}Palette.setColor(QPalette::Window, {code_color(color)});",
             f"    {name}->setPalette({name}Palette);",
             f"    {name}->setAutoFillBackground(true);"]
    return lines + ([f"    {name}->setVisible(false);"] if hidden else [])


def code_label(label, n=None, fit="fit"):
    """A label's block; `n` names its variable, `fit` is the C++ expression of its shrink-to-fit flag."""
    n = n or LABEL_WORDS[label["tag"] - 1] + "Label"
    return [
        "",
        f"    auto *{n} = new QLabel(contentView);",
        f'    {n}->setObjectName(QStringLiteral("label{label["tag"]}"));',
        f"    {n}->setGeometry({', '.join(label['frame'])});",
        f"    QPalette {n}Palette;",
        f"    {n}Palette.setColor(QPalette::WindowText, {code_color(label['color'])});",
        f"    {n}->setPalette({n}Palette);",
        f"    QFont {n}Font;",
        f'    {n}Font.setFamilies({{QStringLiteral("{SYSTEM_FAMILY}")}});',
        f"    {n}Font.setPointSize({label['size']});",
        f"    {n}Font.setBold(true);",
        f"    {n}->setFont({n}Font);",
        f'    {n}->setText(QStringLiteral({rowgen.c_string(label["text"])}));',
        f'    {n}->setProperty("tag", {label["tag"]});',
        f'    {n}->setProperty("adjustsFontSizeToFitWidth", {fit});',
        f'    {n}->setProperty("minimumFontSize", {float(label["minimum"]):.1f});',
    ]


def code_row(row):
    lines = [HEADER.rstrip("\n"), "", '#include "RowBuilders.h"', "", "#include <QtGui/QFont>",
             "#include <QtGui/QPalette>", "#include <QtWidgets/QLabel>", "#include <QtWidgets/QWidget>", "",
             "/// The seed's row in C++, label by label as a hand-written row is; `fit` turns shrink-to-fit on",
             "/// (Cell.xib) or off (Cell2.xib), and the fit step (RowSteps.cpp) does the fitting.",
             "QWidget *nibornot::makeCodeRow(bool fit) {"]
    lines += code_body(row, lambda label: code_label(label))
    return "\n".join(lines + ["", "    return cell;", "}"]) + "\n"


def code_body(row, label_lines):
    """The statements that make the cell, its three parts and (by `label_lines`) every label."""
    w, h = row["frame"][2], row["frame"][3]
    whole = ("0", "0", w, h)
    lines = ["    auto *cell = new QWidget();",
             '    cell->setObjectName(QStringLiteral("Cell"));',
             f"    cell->resize({w}, {h});"]
    lines += code_background("backgroundView", whole, row["backgrounds"]["backgroundView"], False)
    lines += code_background("selectedBackgroundView", whole, row["backgrounds"]["selectedBackgroundView"], True)
    lines += ["    auto *contentView = new QWidget(cell);",
              '    contentView->setObjectName(QStringLiteral("contentView"));',
              f"    contentView->setGeometry({', '.join(whole)});"]
    for label in row["labels"]:
        lines += label_lines(label)
    return lines


SWEEP_UI_DIR = os.path.join(UI_DIR, "sweep")
SWEEP_CODE_DIR = os.path.join(CODE_DIR, "Sweep")
SWEEP_HEADER = rowgen.comment(rowgen.generated_by(SCRIPT, "templates/sweep/RowN-nofit.xib"), "c") + "\n"


def sweep_dispatch(name, kind, sizes):
    """`name(labels)`: the row of that many labels by `kind`'s function per size, or null for a size it has not."""
    lines = ["", f"/// The {kind} sweep row of `labels` labels; null for a size that has no generated row.",
             f"QWidget *nibornot::{name}(int labels) {{", "    switch (labels) {"]
    lines += [f"    case {n}:\n        return {kind}Row{n}();" for n in sizes]
    return lines + ["    default:", "        return nullptr;", "    }", "}"]


def sweep_code_rows(rows):
    """Every sweep row in C++, one function per size, label by label (no loop, as the seed's code row)."""
    sizes = sorted(rows)
    lines = [SWEEP_HEADER.rstrip("\n"), "", '#include "RowBuilders.h"', "", "#include <QtGui/QFont>",
             "#include <QtGui/QPalette>", "#include <QtWidgets/QLabel>", "#include <QtWidgets/QWidget>", "",
             "namespace {"]
    for n in sizes:
        lines += ["", f"/// templates/sweep/Row{n}-nofit.xib: {n} label{'' if n == 1 else 's'}, shrink-to-fit off.", f"QWidget *codeRow{n}() {{"]
        lines += code_body(rows[n], lambda label: code_label(label, n=f"label{label['tag']}", fit="false"))
        lines += ["", "    return cell;", "}"]
    lines += ["", "} // namespace"]
    lines += ["", "/// The sizes above, smallest first.",
              f"const int nibornot::sweepSizes[] = {{{', '.join(str(n) for n in sizes)}}};",
              f"const int nibornot::sweepSizeCount = {len(sizes)};"]
    lines += sweep_dispatch("makeSweepCodeRow", "code", sizes)
    return "\n".join(lines) + "\n"


def uic_row():
    """The seed's uic row: uic's classes of Cell.ui and Cell2.ui set up on a new widget. Generated beside the
    headers it includes, which the build writes with uic (Plugins/GenerateRows): a file the build writes is compiled
    after the commands that write its inputs, a hand-written one is not ordered after any."""
    lines = [HEADER.rstrip("\n"), "", '#include "RowBuilders.h"', "", '#include "ui_Cell.h"', '#include "ui_Cell2.h"', "",
             "/// uic's class holds a pointer per widget; it lives only for `setupUi`, the widgets belong to `cell`.",
             "QWidget *nibornot::makeUicRow(bool fit) {", "    auto *cell = new QWidget();", "    if (fit) {",
             "        Ui::Cell form;", "        form.setupUi(cell);", "    } else {", "        Ui::Cell2 form;",
             "        form.setupUi(cell);", "    }", "    return cell;", "}"]
    return "\n".join(lines) + "\n"


def sweep_uic_rows(sizes):
    """Every uic sweep row in one translation unit, so seven headers cost one compiler start."""
    lines = [SWEEP_HEADER.rstrip("\n"), "", '#include "RowBuilders.h"', ""]
    lines += [f'#include "ui_Row{n}.h"' for n in sizes]
    lines += ["", "namespace {", "", "// uic's class holds a pointer per widget; it lives only for `setupUi`, the widgets belong to `cell`."]
    for n in sizes:
        lines += ["", f"QWidget *uicRow{n}() {{", "    auto *cell = new QWidget();", f"    Ui::Row{n} form;",
                  "    form.setupUi(cell);", "    return cell;", "}"]
    lines += ["", "} // namespace"]
    lines += sweep_dispatch("makeSweepUicRow", "uic", sizes)
    return "\n".join(lines) + "\n"


def default_uic():
    try:
        libexec = subprocess.run(["pkg-config", "--variable=libexecdir", "Qt6Core"], check=True,
                                 capture_output=True, text=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        libexec = "/usr/lib/qt6/libexec"
    return os.path.join(libexec, "uic")


def run_uic(uic, ui_folder, name):
    """uic on the form, run inside its folder so the output names `Cell.ui`, not a path."""
    try:
        result = subprocess.run([uic, f"{name}.ui"], cwd=ui_folder, capture_output=True, text=True)
    except OSError as error:
        fail(f"cannot run uic at {uic} ({error.strerror}); install qt6-base-dev-tools or pass --uic")
    if result.returncode != 0:
        fail(f"uic failed on {name}.ui: {result.stderr.strip()}")
    return result.stdout


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--output", default=None, help="root to write under (default: the package)")
    parser.add_argument("--uic", default=None, help="the uic executable")
    args = parser.parse_args()
    package = rowgen.PACKAGE_ROOT
    output = args.output or package
    write = lambda relative, text: rowgen.write_files(output, rowgen.build_outputs_left_out(output, {relative: text}))
    seed = [rowgen.read_row(os.path.join(package, xib)) for xib in (FIT_XIB, NOFIT_XIB)]
    rowgen.check_seed_pair(*seed)
    rows = {"Cell": qt_row(seed[0], FIT_XIB), "Cell2": qt_row(seed[1], NOFIT_XIB)}
    for name, row in rows.items():
        write(os.path.join(UI_DIR, f"{name}.ui"), ui_form(name, row))
    write(os.path.join(CODE_DIR, "CodeRow.cpp"), code_row(rows["Cell"]))
    write(os.path.join(CODE_DIR, "UicRow.cpp"), uic_row())
    uic = args.uic or default_uic()
    for name in rows:
        write(os.path.join(CODE_DIR, f"ui_{name}.h"), run_uic(uic, os.path.join(output, UI_DIR), name))
    sweep = {}
    for n, row in rowgen.read_sweep_rows(package):
        sweep[n] = qt_row(row, rowgen.sweep_xib_name(n))
        write(os.path.join(SWEEP_UI_DIR, f"Row{n}.ui"), ui_form(f"Row{n}", sweep[n]))
        write(os.path.join(SWEEP_CODE_DIR, f"ui_Row{n}.h"),
              run_uic(uic, os.path.join(output, SWEEP_UI_DIR), f"Row{n}"))
    write(os.path.join(SWEEP_CODE_DIR, "CodeRows.cpp"), sweep_code_rows(sweep))
    write(os.path.join(SWEEP_CODE_DIR, "UicRows.cpp"), sweep_uic_rows(sorted(sweep)))


if __name__ == "__main__":
    main()
