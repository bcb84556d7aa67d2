#!/usr/bin/env python3
"""Writes the seed's row with Auto Layout: templates/CellAutoLayout.xib from templates/Cell.xib (shrink-to-fit on)
and templates/Cell2AutoLayout.xib from Cell2.xib (off), each label pinned as its frame says, as Xcode's
"Add Missing Constraints" would pin a view that is exactly where it should be; and the same for every sweep row,
templates/sweep-autolayout/RowN.xib from templates/sweep/RowN-nofit.xib (`sweep --toolkit gtk --constraints`).

Every label gets `translatesAutoresizingMaskIntoConstraints="NO"` and four required constraints: its width and
its height (held by the label), its leading and top edges to the content view's at the frame's x and y (held by
the content view). Nothing else changes, so the XIB still carries the frames Xcode would write as the solution
(each label's autoresizing mask is kept too: UIKit ignores it once the label does not translate it, and keeping
it makes the model's tree, which keeps frames, the same as Cell.xib's).

Prerequisites: python3. GtkRowsTests runs this script into a temporary folder and fails when the committed
XIBs differ from what it writes.

Usage:
    scripts/generate-autolayout-xibs.py                # into the package
    scripts/generate-autolayout-xibs.py --output DIR   # write under DIR instead of the package root

It edits the XIBs' text line by line rather than parsing them, so that everything else keeps Xcode's layout; the
sweep's XIBs, numbers, errors and the writing of files are the generators' shared module's (scripts/rowgen).
"""
import argparse
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
import rowgen  # noqa: E402 (after the flag above)
from rowgen import PACKAGE_ROOT, fail, sweep_xib_name  # noqa: E402

PAIRS = [("Cell.xib", "CellAutoLayout.xib"), ("Cell2.xib", "Cell2AutoLayout.xib")]
# templates/sweep/RowN-nofit.xib → templates/sweep-autolayout/RowN.xib: the sweep's rows with constraints (a folder
# of their own, since templates/sweep holds exactly what generate-sweep-rows.py writes).
LABEL_OPEN = re.compile(r'^(\s*)<label (.*) id="([^"]+)">$')
FRAME = re.compile(r'<rect key="frame" x="([^"]+)" y="([^"]+)" width="([^"]+)" height="([^"]+)"/>')
CONTENT_OPEN = re.compile(r'<tableViewCellContentView [^>]* id="([^"]+)">')


xib_number = rowgen.exact


def pinned(source, name):
    """The XIB text with every label of the content view pinned: one pass over the lines, Xcode's layout kept."""
    out, content, pins, label = [], None, [], None
    for number, line in enumerate(source.splitlines(), 1):
        match = CONTENT_OPEN.search(line)
        if match:
            content = match.group(1)
        opening = LABEL_OPEN.match(line)
        if opening:
            indent, attributes, identifier = opening.groups()
            label = {"id": identifier, "indent": indent, "frame": None}
            line = f'{indent}<label {attributes} translatesAutoresizingMaskIntoConstraints="NO" id="{identifier}">'
        elif label and label["frame"] is None and FRAME.search(line):
            label["frame"] = tuple(xib_number(v) for v in FRAME.search(line).groups())
        elif label and line.strip() == "</label>":
            if label["frame"] is None:
                fail(f"{name}:{number}: label {label['id']} has no frame")
            _, _, width, height = label["frame"]
            inner = label["indent"] + "    "
            out += [f"{inner}<constraints>",
                    f'{inner}    <constraint firstAttribute="width" constant="{width}" id="{label["id"]}-width"/>',
                    f'{inner}    <constraint firstAttribute="height" constant="{height}" id="{label["id"]}-height"/>',
                    f"{inner}</constraints>"]
            pins.append(label)
            label = None
        elif line.strip() == "</subviews>" and content and pins:
            out.append(line)
            indent = line[:len(line) - len(line.lstrip())]
            out.append(f"{indent}<constraints>")
            for pin in pins:
                x, y, _, _ = pin["frame"]
                for attribute, value in (("leading", x), ("top", y)):
                    constant = "" if value == "0" else f' constant="{value}"'
                    out.append(f'{indent}    <constraint firstItem="{pin["id"]}" firstAttribute="{attribute}"'
                               f' secondItem="{content}" secondAttribute="{attribute}"{constant}'
                               f' id="{pin["id"]}-{attribute}"/>')
            out.append(f"{indent}</constraints>")
            continue
        out.append(line)
    if not pins:
        fail(f"{name} has no labels in a table cell's content view")
    return "\n".join(out) + "\n"


def main():
    parser = argparse.ArgumentParser(description="Write templates/CellAutoLayout.xib and Cell2AutoLayout.xib.")
    parser.add_argument("--output", default=PACKAGE_ROOT, help="folder to write under (default: the package)")
    args = parser.parse_args()
    pairs = list(PAIRS)
    for count in rowgen.sweep_sizes():
        pairs.append((os.path.relpath(sweep_xib_name(count), "templates"), f"sweep-autolayout/Row{count}.xib"))
    files = {}
    for source_name, target_name in pairs:
        path = os.path.join(PACKAGE_ROOT, "templates", source_name)
        try:
            with open(path, encoding="utf-8") as handle:
                source = handle.read()
        except OSError as error:
            fail(f"cannot read {path}: {error}")
        files[os.path.join("templates", target_name)] = pinned(source, f"templates/{source_name}")
    rowgen.write_files(args.output, files)


if __name__ == "__main__":
    main()
