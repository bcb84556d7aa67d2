#!/usr/bin/env python3
"""Writes the GNUstep AppKit row of the seed from templates/Cell.xib (shrink-to-fit on) and templates/Cell2.xib
(off): one source of truth for every GNUstep construction (docs/gnustep.md).

Written files:
    templates/gnustep/Cell.xib, Cell2.xib   Cocoa XIBs (Xcode 5+ document format) that NSNib reads; the row's
                                            keyed archives are made from them at start-up with NSKeyedArchiver
    Sources/Toolkits/GNUstep/GNUstepRow/GeneratedCodeRow.m   `gnustep-code`: the row in Objective-C, label by label (no loop)

and the sweep's rows of N labels, from every templates/sweep/RowN-nofit.xib (shrink-to-fit off):
    templates/gnustep/sweep/RowN.xib        the XIB of N labels
    Sources/Toolkits/GNUstep/GNUstepRow/GeneratedSweepRows.m `gnustep-code`: one function per N, label by label, and the table

The templates/gnustep files are committed (readers open them; GNUstepRowsTests runs this script into a temporary
folder and fails when they differ from what it writes). The Objective-C files are not: the build writes them
with the Swift generator (Plugins/GenerateRows), and RowGenerationTests holds them to what this script writes
into a temporary folder. Into the package, this script therefore writes only templates/gnustep.

The XIBs are what Xcode writes for a Cocoa view with three differences, each because GNUstep's XIB reader
loses something otherwise (docs/gnustep.md, "The XIB"):
  - the font is named (`name="DejaVuSans-Bold"`), not `metaFont="systemBold"`, which loads as regular;
  - each label cell says `editable="NO" selectable="NO"`, which Xcode omits for labels and GNUstep then reads
    as editable and selectable;
  - the background views are `<view customClass="NibOrNotFillView">` with a `fillColor`, which that class
    decodes itself: a custom `<box>` (what Xcode writes for a coloured view) loses its fill colour.
AppKit's origin is bottom-left: every frame is the UIKit frame flipped within its superview. The XIBs are read,
checked and the files written with the generators' shared module (scripts/rowgen).

Usage:
    scripts/generate-gnustep-rows.py                # templates/gnustep into the package
    scripts/generate-gnustep-rows.py --output DIR   # write under DIR instead of the package root
"""
import argparse
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
import rowgen  # noqa: E402 (after the flag above)
from rowgen import FIT_XIB, LABEL_WORDS, NOFIT_XIB, PACKAGE_ROOT  # noqa: E402

SCRIPT = "generate-gnustep-rows.py"
XIB_DIR = os.path.join("templates", "gnustep")
SWEEP_XIB_DIR = os.path.join(XIB_DIR, "sweep")
CODE_FILE = os.path.join("Sources", "Toolkits", "GNUstep", "GNUstepRow", "GeneratedCodeRow.m")
SWEEP_CODE_FILE = os.path.join("Sources", "Toolkits", "GNUstep", "GNUstepRow", "GeneratedSweepRows.m")
# The system bold font's stand-in, as the model's font substitution table and the GTK and Qt rows use.
FONT_NAME = "DejaVuSans-Bold"
HIDDEN = ' hidden="YES"'


def check_labels(row, path):
    """Refuses what this row does not translate: another font, another line break mode, a shadow colour, a label
    without a text colour or with a background."""
    rowgen.require_plain_labels(row, path, "GNUstep")
    rowgen.require_clear_label_backgrounds(row, path, "GNUstep")
    return row


def flipped(frame, parent_height):
    """A UIKit frame (origin top-left) as AppKit's (origin bottom-left) within a superview of that height."""
    x, y, w, h = frame
    return (x, rowgen.number(str(parent_height - y - h)), w, h)


num = rowgen.short  # Cocoa XIBs and Objective-C write numbers as %g


def xib_color(key, rgba, indent):
    r, g, b, a = rgba
    pad = " " * indent
    if r == g == b:
        return f'{pad}<color key="{key}" white="{num(r)}" alpha="{num(a)}" colorSpace="calibratedWhite"/>'
    return f'{pad}<color key="{key}" red="{num(r)}" green="{num(g)}" blue="{num(b)}" alpha="{num(a)}" colorSpace="calibratedRGB"/>'


def xib_rect(frame, indent):
    x, y, w, h = frame
    return f'{" " * indent}<rect key="frame" x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}"/>'


def write_xib(row, source):
    _, _, width, height = row["frame"]
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             rowgen.comment(rowgen.generated_by(SCRIPT, source), "xml"),
             '<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" '
             'targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">',
             "    <dependencies>",
             '        <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="21701"/>',
             "    </dependencies>",
             "    <objects>",
             '        <customObject id="-2" userLabel="File\'s Owner"/>',
             '        <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>',
             '        <customObject id="-3" userLabel="Application" customClass="NSObject"/>',
             '        <customView id="cell" userLabel="cell">',
             xib_rect((0, 0, width, height), 12),
             "            <subviews>"]
    for name, key, hidden in (("background", "backgroundView", False), ("selected-background", "selectedBackgroundView", True)):
        frame, color = row["backgrounds"][key]
        lines += [f'                <view{HIDDEN if hidden else ""} id="{name}" '
                  f'userLabel="{name}" customClass="NibOrNotFillView">',
                  xib_rect(flipped(frame, height), 20),
                  xib_color("fillColor", color, 20),
                  "                </view>"]
    lines += ['                <customView id="content" userLabel="content">',
              xib_rect(flipped(row["frame"], height), 20),
              "                    <subviews>"]
    for label in row["labels"]:
        tag = label["tag"]
        lines += [f'                        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" '
                  f'tag="{tag}" id="label-{tag}">',
                  xib_rect(flipped(label["frame"], height), 28),
                  f'                            <textFieldCell key="cell" lineBreakMode="truncatingTail" editable="NO" '
                  f'selectable="NO" sendsActionOnEndEditing="YES" title={rowgen.xml_attribute(label["text"])} id="label-{tag}-cell">',
                  f'                                <font key="font" name="{FONT_NAME}" size="{num(label["size"])}"/>',
                  xib_color("textColor", label["color"], 32),
                  xib_color("backgroundColor", label["background"], 32),
                  "                            </textFieldCell>",
                  "                        </textField>"]
    lines += ["                    </subviews>", "                </customView>", "            </subviews>",
              "        </customView>", "    </objects>", "</document>"]
    return "\n".join(lines) + "\n"


def objc_color(rgba):
    r, g, b, a = rgba
    if r == g == b:
        return f"[NSColor colorWithCalibratedWhite: {num(r)} alpha: {num(a)}]"
    return f"[NSColor colorWithCalibratedRed: {num(r)} green: {num(g)} blue: {num(b)} alpha: {num(a)}]"


def objc_rect(frame):
    x, y, w, h = frame
    return f"NSMakeRect({num(x)}, {num(y)}, {num(w)}, {num(h)})"


def objc_cell(row):
    """The cell, its two backgrounds and the content view, as every code row starts."""
    _, _, width, height = row["frame"]
    lines = [f"    NSView *cell = [[NSView alloc] initWithFrame: {objc_rect((0, 0, width, height))}];", ""]
    for name, key, hidden in (("background", "backgroundView", False), ("selectedBackground", "selectedBackgroundView", True)):
        frame, color = row["backgrounds"][key]
        lines += [f"    NibOrNotFillView *{name} = [[NibOrNotFillView alloc] initWithFrame: {objc_rect(flipped(frame, height))}];",
                  f"    [{name} setFillColor: {objc_color(color)}];"]
        if hidden:
            lines.append(f"    [{name} setHidden: YES];")
        lines += [f"    [cell addSubview: {name}];", f"    [{name} release];", ""]
    lines += [f"    NSView *content = [[NSView alloc] initWithFrame: {objc_rect(flipped(row['frame'], height))}];",
              "    [cell addSubview: content];", "    [content release];", ""]
    return lines


def objc_label(name, label, height, fit_lines):
    """One label's block, every property set by itself as the seed's code does; fit_lines adds `if (fit)`."""
    lines = [f"    NSTextField *{name} = [[NSTextField alloc] initWithFrame: {objc_rect(flipped(label['frame'], height))}];",
             f"    [{name} setTag: {label['tag']}];",
             f"    [{name} setEditable: NO];",
             f"    [{name} setSelectable: NO];",
             f"    [{name} setBordered: NO];",
             f"    [{name} setBezeled: NO];",
             f"    [{name} setDrawsBackground: NO];",
             f'    [{name} setFont: [NSFont fontWithName: @"{FONT_NAME}" size: {num(label["size"])}]];',
             f"    [{name} setTextColor: {objc_color(label['color'])}];",
             f"    [{name} setBackgroundColor: {objc_color(label['background'])}];",
             f"    [{name} setAlignment: NSNaturalTextAlignment];",
             f"    [[{name} cell] setLineBreakMode: NSLineBreakByTruncatingTail];",
             f"    [{name} setStringValue: {rowgen.objc_string(label['text'])}];"]
    if fit_lines:
        lines.append(f"    if (fit) nibornot_gnustep_fit_label({name});")
    lines += [f"    [content addSubview: {name}];", f"    [{name} release];", ""]
    return lines


def write_code(row):
    lines = [rowgen.comment(rowgen.generated_by(SCRIPT, "templates/Cell.xib and Cell2.xib"), "c"),
             "//",
             "// `gnustep-code`: the seed's row in Objective-C, label by label, each block setting every property itself,",
             "// as the seed's hand-written row does. Frames are AppKit's (origin bottom-left).",
             '#import "RowInternal.h"',
             "",
             "/// The labels' font size and minimum font size (every label of the XIB has the same; the script checks).",
             f"const double nibornot_gnustep_font_size = {num(row['labels'][0]['size'])};",
             f"const double nibornot_gnustep_minimum_font_size = {num(row['labels'][0]['minimum'])};",
             f'NSString *const nibornot_gnustep_font_name = @"{FONT_NAME}";',
             "",
             "NSView *nibornot_gnustep_code_row(BOOL fit) {"]
    lines += objc_cell(row)
    _, _, _, height = row["frame"]
    for index, label in enumerate(row["labels"]):
        lines += objc_label(f"{LABEL_WORDS[index]}Label", label, height, True)
    lines += ["    return cell;", "}"]
    return "\n".join(lines) + "\n"


def write_sweep_code(rows):
    lines = [rowgen.comment(rowgen.generated_by(SCRIPT, "templates/sweep/RowN-nofit.xib"), "c"),
             "//",
             "// `gnustep-code`'s rows of the sweep: one function per number of labels, label by label with no loop, as",
             "// the seed's row in GeneratedCodeRow.m (shrink-to-fit off), so that a label costs what it costs written out.",
             '#import "RowInternal.h"',
             ""]
    for count, row in rows:
        _, _, _, height = row["frame"]
        lines += [f"static NSView *code_row_{count}(void) {{"] + objc_cell(row)
        for label in row["labels"]:
            lines += objc_label(f"label{label['tag']}", label, height, False)
        lines += ["    return cell;", "}", ""]
    lines += ["const NibornotGnustepSweepSize nibornot_gnustep_sweep_sizes[] = {"]
    lines += [f"    {{{count}, code_row_{count}}}," for count, _ in rows]
    lines += ["};", f"const size_t nibornot_gnustep_sweep_size_count = {len(rows)};"]
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description="Write the GNUstep row files from templates/Cell.xib and Cell2.xib.")
    parser.add_argument("--output", default=PACKAGE_ROOT, help="folder to write under (default: the package)")
    args = parser.parse_args()
    fit_row = check_labels(rowgen.read_row(os.path.join(PACKAGE_ROOT, FIT_XIB), 20), FIT_XIB)
    nofit_row = check_labels(rowgen.read_row(os.path.join(PACKAGE_ROOT, NOFIT_XIB), 20), NOFIT_XIB)
    rowgen.check_seed_pair(fit_row, nofit_row)
    rowgen.one_label_style(fit_row, "GNUstep")
    files = {
        os.path.join(XIB_DIR, "Cell.xib"): write_xib(fit_row, "templates/Cell.xib"),
        os.path.join(XIB_DIR, "Cell2.xib"): write_xib(nofit_row, "templates/Cell2.xib"),
        CODE_FILE: write_code(fit_row),
    }
    sweep = rowgen.read_sweep_rows()
    for count, row in sweep:
        name = f"templates/sweep/Row{count}-nofit.xib"
        check_labels(row, name)
        files[os.path.join(SWEEP_XIB_DIR, f"Row{count}.xib")] = write_xib(row, name)
    files[SWEEP_CODE_FILE] = write_sweep_code(sweep)
    rowgen.write_files(args.output, rowgen.build_outputs_left_out(args.output, files))


if __name__ == "__main__":
    main()
