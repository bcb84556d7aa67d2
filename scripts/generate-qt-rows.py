#!/usr/bin/env python3
"""Writes the Qt Widgets rows' committed files from templates/Cell.xib (shrink-to-fit on), Cell2.xib (off) and the
sweep's XIBs: the Qt Designer forms (templates/qt/, templates/qt/sweep/; docs/qt.md).

It is a thin caller of the Swift generator (`row-generator qt`, Sources/Rows/RowGeneration/Qt). The C++ rows and
uic's headers are not written: the build writes them (Plugins/GenerateRows: the Swift generator, and uic on the
committed forms), and RowGenerationTests holds the C++ to recorded digests. QtRowFilesTests fails when
templates/qt differs from what the generator writes.

Prerequisites: python3 and the Swift toolchain (the script builds row-generator with `swift build`, into the
package's .build unless ROW_GENERATOR_SCRATCH names another scratch folder).

Usage:
    scripts/generate-qt-rows.py                   # templates/qt into the package
    scripts/generate-qt-rows.py --output DIR      # write under DIR instead of the package root
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import rowgen  # noqa: E402 (after the path above)

if __name__ == "__main__":
    rowgen.run_row_generator("qt", __doc__)
