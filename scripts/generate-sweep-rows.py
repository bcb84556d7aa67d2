#!/usr/bin/env python3
"""Writes the rows of `nib-or-not sweep`: for each number of labels N, the row in code (label by
label, as the seed insists: no loop), the flattened row (item by item), and its XIB with
shrink-to-fit on and off.

The sources are generated because nobody should type 100 labels by hand, and the benchmark must time
straight-line code, as a hand-written row is. The XIBs are committed (the other toolkits' sweep rows are made
from them); the Swift rows are not: the build writes them with the Swift generator (Plugins/GenerateRows, for
the sizes of the XIBs in templates/sweep), and RowGenerationTests runs this script into a temporary folder and
fails when the Swift generator's files differ from what it writes. Into the package, this script therefore
writes only templates/sweep.

Usage:
    scripts/generate-sweep-rows.py                  # N = 1 2 5 10 20 50 100: templates/sweep, into the package
    scripts/generate-sweep-rows.py --sizes 1 3 200  # other sizes (then rebuild: the build writes their Swift rows)
    scripts/generate-sweep-rows.py --output DIR     # write under DIR instead of the package root

Label i (from 0) takes the frame of the seed row's label i mod 20 (read from templates/Cell.xib), moved
down by the seed row's height (132 points) for every full 20 labels, so the row of 20 is the seed's row and
larger rows repeat its pattern of widths (some labels fit at 14 pt, some shrink, some clamp at 10 pt). The
seed's XIB is read, and numbers, headers and files written, with the generators' shared module (scripts/rowgen).
"""
import argparse
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
import rowgen  # noqa: E402 (after the flag above)

DEFAULT_SIZES = [1, 2, 5, 10, 20, 50, 100]
# The seed row (templates/Cell.xib): its labels' frames (x, y, width, height), and its height, by which every
# full 20 labels move down.
SEED_ROW = rowgen.read_row(os.path.join(rowgen.PACKAGE_ROOT, rowgen.FIT_XIB), 20)
SEED_FRAMES = [label["frame"] for label in SEED_ROW["labels"]]
BLOCK_HEIGHT = SEED_ROW["frame"][3]

SWIFT_DIR = os.path.join("Sources", "Rows", "Builders", "Sweep", "Generated")
XIB_DIR = os.path.join("templates", "sweep")
SCRIPT = "generate-sweep-rows.py"
HEADER = rowgen.comment(rowgen.generated_by(SCRIPT), "c") + "\n"


def frame(i):
    x, y, w, h = SEED_FRAMES[i % 20]
    return x, y + BLOCK_HEIGHT * (i // 20), w, h


def height(n):
    return BLOCK_HEIGHT * ((n + 19) // 20)


swift_number = rowgen.exact
xib_number = rowgen.exact


def swift_rect(x, y, w, h):
    return f"Rect(x: {swift_number(x)}, y: {swift_number(y)}, width: {swift_number(w)}, height: {swift_number(h)})"


def label_settings(name, i):
    return [
        f"        {name}.tag = {i + 1}",
        f"        {name}.font = .boldSystem(14)",
        f"        {name}.shadowOffset = Size(width: 1, height: 1)",
        f"        {name}.textColor = Color(red: 0.0, green: 0.2, blue: 0.5, alpha: 1.0)",
        f"        {name}.backgroundColor = .clear",
        f"        {name}.text = \"placeholder\"",
        f"        {name}.autoresizingMask = .flexibleLeftMargin",
        f"        {name}.adjustsFontSizeToFitWidth = fit",
        f"        {name}.minimumFontSize = 10",
        f"        {name}.baselineAdjustment = .alignCenters",
        f"        {name}.lineBreakMode = .tailTruncation",
        f"        {name}.highlightedTextColor = .clear",
    ]


def code_row(n):
    h = height(n)
    lines = [HEADER, "import Views", "",
             f"/// The sweep's row of {n} label{'s' if n > 1 else ''} in code, label by label (no loop).",
             f"enum SweepCodeRow{n} {{",
             "    static func makeCell(fit: Bool) -> TableViewCell {",
             f"        let cell = TableViewCell(frame: {swift_rect(0, 0, 320, h)}, reuseIdentifier: \"Cell\")",
             f"        let backgroundView = View(frame: {swift_rect(0, 0, 320, h)})",
             "        backgroundView.backgroundColor = Color(white: 0.95, alpha: 1.0)",
             "        cell.backgroundView = backgroundView",
             f"        let selectedBackgroundView = View(frame: {swift_rect(0, 0, 320, h)})",
             "        selectedBackgroundView.backgroundColor = Color(white: 0.85, alpha: 1.0)",
             "        cell.selectedBackgroundView = selectedBackgroundView"]
    for i in range(n):
        name = f"label{i + 1}"
        lines += ["", f"        let {name} = Label(frame: {swift_rect(*frame(i))})"]
        lines += label_settings(name, i)
        lines.append(f"        cell.contentView.addSubview({name})")
    lines += ["", "        return cell", "    }", "}", ""]
    return "\n".join(lines)


def flat_row(n):
    h = height(n)
    lines = [HEADER, "import Views", "",
             f"/// The sweep's row of {n} label{'s' if n > 1 else ''} flattened: one view drawing {n} item{'s' if n > 1 else ''}, written item by item.",
             f"enum SweepFlatRow{n} {{",
             "    static func makeCell(fit: Bool) -> TableViewCell {",
             f"        let cell = TableViewCell(frame: {swift_rect(0, 0, 320, h)}, reuseIdentifier: \"Cell\")",
             f"        let flat = FlatRowView(frame: {swift_rect(0, 0, 320, h)})",
             "        flat.backgroundColor = Color(white: 0.95, alpha: 1.0)",
             "        flat.selectedBackgroundColor = Color(white: 0.85, alpha: 1.0)",
             f"        flat.items.reserveCapacity({n})"]
    for i in range(n):
        name = f"item{i + 1}"
        lines += ["", f"        var {name} = TextItem(frame: {swift_rect(*frame(i))})"]
        lines += label_settings(name, i)
        lines.append(f"        flat.items.append({name})")
    lines += ["", "        cell.contentView.addSubview(flat)", "        return cell", "    }", "}", ""]
    return "\n".join(lines)


def index(sizes):
    lines = [HEADER, "import Views", "",
             "/// The generated rows by number of labels.",
             "enum SweepRows {",
             "    /// The numbers of labels that have generated rows, smallest first.",
             f"    static let sizes = [{', '.join(str(n) for n in sizes)}]", "",
             "    static func code(labels: Int) -> ((Bool) -> TableViewCell)? {",
             "        switch labels {"]
    lines += [f"        case {n}: SweepCodeRow{n}.makeCell" for n in sizes]
    lines += ["        default: nil", "        }", "    }", "",
              "    static func flat(labels: Int) -> ((Bool) -> TableViewCell)? {",
              "        switch labels {"]
    lines += [f"        case {n}: SweepFlatRow{n}.makeCell" for n in sizes]
    lines += ["        default: nil", "        }", "    }", "}", ""]
    return "\n".join(lines)


def xib(n, fit):
    h = height(n)
    adjusts = "YES" if fit else "NO"
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           rowgen.comment(f'Generated by scripts/{SCRIPT}: the sweep\'s row of {n} labels, shrink-to-fit {"on" if fit else "off"}.', "xml"),
           '<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" colorMatched="YES">',
           '    <device id="retina4_0" orientation="portrait" appearance="light"/>',
           '    <dependencies>',
           '        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>',
           '        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>',
           '    </dependencies>',
           '    <objects>',
           '        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File\'s Owner" customClass="CellLoader">',
           '            <connections>',
           '                <outlet property="loadedCell" destination="cell" id="outlet-loadedCell"/>',
           '            </connections>',
           '        </placeholder>',
           '        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>',
           '        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Cell" id="cell">',
           f'            <rect key="frame" x="0.0" y="0.0" width="320" height="{h}"/>',
           '            <autoresizingMask key="autoresizingMask"/>',
           '            <tableViewCellContentView key="contentView" contentMode="scaleToFill" tableViewCell="cell" id="content">',
           f'                <rect key="frame" x="0.0" y="0.0" width="320" height="{h}"/>',
           '                <autoresizingMask key="autoresizingMask"/>',
           '                <subviews>']
    for i in range(n):
        x, y, w, hh = frame(i)
        out += [f'                    <label opaque="NO" clipsSubviews="YES" userInteractionEnabled="NO" tag="{i + 1}" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="placeholder" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignCenters" adjustsFontSizeToFit="{adjusts}" minimumFontSize="10" id="label-{i + 1}">',
                f'                        <rect key="frame" x="{xib_number(x)}" y="{xib_number(y)}" width="{xib_number(w)}" height="{xib_number(hh)}"/>',
                '                        <autoresizingMask key="autoresizingMask" flexibleMinX="YES"/>',
                '                        <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="calibratedWhite"/>',
                '                        <fontDescription key="fontDescription" type="boldSystem" pointSize="14"/>',
                '                        <color key="textColor" red="0.0" green="0.2" blue="0.5" alpha="1" colorSpace="calibratedRGB"/>',
                '                        <color key="highlightedColor" white="0" alpha="0" colorSpace="calibratedWhite"/>',
                '                        <size key="shadowOffset" width="1" height="1"/>',
                '                    </label>']
    out += ['                </subviews>',
            '            </tableViewCellContentView>',
            '            <view key="backgroundView" contentMode="scaleToFill" id="background">',
            f'                <rect key="frame" x="0.0" y="0.0" width="320" height="{h}"/>',
            '                <autoresizingMask key="autoresizingMask"/>',
            '                <color key="backgroundColor" white="0.95" alpha="1" colorSpace="calibratedWhite"/>',
            '            </view>',
            '            <view key="selectedBackgroundView" contentMode="scaleToFill" id="selected-background">',
            f'                <rect key="frame" x="0.0" y="0.0" width="320" height="{h}"/>',
            '                <autoresizingMask key="autoresizingMask"/>',
            '                <color key="backgroundColor" white="0.85" alpha="1" colorSpace="calibratedWhite"/>',
            '            </view>',
            '        </tableViewCell>',
            '    </objects>',
            '</document>', '']
    return "\n".join(out)


def files(sizes):
    """Every generated file: path relative to the package root, and its text."""
    result = {os.path.join(SWIFT_DIR, "SweepRows.swift"): index(sizes)}
    for n in sizes:
        result[os.path.join(SWIFT_DIR, f"SweepCodeRow{n}.swift")] = code_row(n)
        result[os.path.join(SWIFT_DIR, f"SweepFlatRow{n}.swift")] = flat_row(n)
        result[os.path.join(XIB_DIR, f"Row{n}.xib")] = xib(n, fit=True)
        result[os.path.join(XIB_DIR, f"Row{n}-nofit.xib")] = xib(n, fit=False)
    return result


def main():
    parser = argparse.ArgumentParser(description="Write the sweep's generated rows (Swift and XIB).")
    parser.add_argument("--sizes", type=int, nargs="+", default=DEFAULT_SIZES,
                        help="numbers of labels (default: 1 2 5 10 20 50 100)")
    parser.add_argument("--output", default=rowgen.PACKAGE_ROOT,
                        help="package root to write under (default: this package)")
    args = parser.parse_args()
    sizes = sorted(set(args.sizes))
    if any(n < 1 or n > 1000 for n in sizes):
        rowgen.fail("--sizes takes numbers from 1 to 1000.")
    root = os.path.abspath(args.output)
    written = rowgen.build_outputs_left_out(root, files(sizes))
    for directory in sorted({os.path.dirname(path) for path in written}):
        path = os.path.join(root, directory)
        os.makedirs(path, exist_ok=True)
        # Rows of sizes no longer asked for would otherwise linger and still compile.
        for name in os.listdir(path):
            if name.startswith(("SweepCodeRow", "SweepFlatRow", "Row")) and name.endswith((".swift", ".xib")) \
                    and os.path.join(directory, name) not in written:
                os.remove(os.path.join(path, name))
    rowgen.write_files(root, written)
    print(f"wrote rows of {', '.join(map(str, sizes))} labels under {root}")


if __name__ == "__main__":
    main()
