#!/usr/bin/env python3
"""Writes the web rows from templates/Cell.xib (shrink-to-fit on), Cell2.xib (off) and the sweep's XIBs into
templates/web/ (docs/web.md): Row.css, Cell.html, Cell2.html, rows.js, Sweep.css and sweep.js (bench.js there is
hand-written).

It is a thin caller of the Swift generator (`row-generator web`, Sources/Rows/RowGeneration/Web);
WebRowFilesTests fails when templates/web differs from what the generator writes.

Prerequisites: python3 and the Swift toolchain (the script builds row-generator with `swift build`, into the
package's .build unless ROW_GENERATOR_SCRATCH names another scratch folder).

Usage:
    scripts/generate-web-rows.py                  # templates/web into the package
    scripts/generate-web-rows.py --output DIR     # write under DIR instead of the package root
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import rowgen  # noqa: E402 (after the path above)

if __name__ == "__main__":
    rowgen.run_row_generator("web", __doc__)
