#!/usr/bin/env python3
"""Writes the Qt Quick rows' committed files from templates/Cell.xib (shrink-to-fit on), Cell2.xib (off) and the
sweep's XIBs: the QML documents (templates/qml/: Cell.qml, Cell2.qml, CellPrecomputed.qml with size markers,
CellTextFit.qml with Text.Fit, and sweep/RowN.qml; docs/qml.md).

It is a thin caller of the Swift generator (`row-generator qml`, Sources/Rows/RowGeneration/Qml). The C++ rows
and what Qt's qmlcachegen, qmltc and moc make of Cell.qml and Cell2.qml are not written: the build writes them
(Plugins/GenerateRows, with the installed Qt's tools), and RowGenerationTests holds the C++ rows to recorded
digests. QmlRowFilesTests fails when templates/qml differs from what the generator writes.

Prerequisites: python3 and the Swift toolchain (the script builds row-generator with `swift build`, into the
package's .build unless ROW_GENERATOR_SCRATCH names another scratch folder).

Usage:
    scripts/generate-qml-rows.py                  # templates/qml into the package
    scripts/generate-qml-rows.py --output DIR     # write under DIR instead of the package root
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import rowgen  # noqa: E402 (after the path above)

if __name__ == "__main__":
    rowgen.run_row_generator("qml", __doc__)
