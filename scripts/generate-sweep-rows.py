#!/usr/bin/env python3
"""Writes the XIBs of `nib-or-not sweep`'s rows: for each number of labels N, templates/sweep/RowN.xib and
RowN-nofit.xib (shrink-to-fit on and off; label frames from templates/Cell.xib). Every toolkit's sweep rows are
made from them.

It is a thin caller of the Swift generator (`row-generator sweep`, Sources/Rows/RowGeneration/Sweep). The
model's Swift rows are not written: the build writes them for the sizes of templates/sweep (Plugins/GenerateRows;
rebuild after adding a size), and RowGenerationTests holds them to recorded digests. SweepRowFilesTests fails when
templates/sweep differs from what the generator writes.

Prerequisites: python3 and the Swift toolchain (the script builds row-generator with `swift build`, into the
package's .build unless ROW_GENERATOR_SCRATCH names another scratch folder).

Usage:
    scripts/generate-sweep-rows.py                  # N = 1 2 5 10 20 50 100: templates/sweep, into the package
    scripts/generate-sweep-rows.py --sizes 1 3 200  # other sizes (then rebuild: the build writes their Swift rows)
    scripts/generate-sweep-rows.py --output DIR     # write under DIR instead of the package root
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import rowgen  # noqa: E402 (after the path above)

if __name__ == "__main__":
    rowgen.run_row_generator("sweep", __doc__, sizes=[1, 2, 5, 10, 20, 50, 100])
