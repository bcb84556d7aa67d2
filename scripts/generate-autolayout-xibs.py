#!/usr/bin/env python3
"""Writes the seed's rows with Auto Layout: templates/CellAutoLayout.xib and Cell2AutoLayout.xib from Cell.xib and
Cell2.xib, and templates/sweep-autolayout/RowN.xib from every templates/sweep/RowN-nofit.xib: each label pinned
as its frame says (its width and height, its leading and top edges to the content view), as Xcode's "Add Missing
Constraints" would pin a view that is exactly where it should be.

It is a thin caller of the Swift generator (`row-generator autolayout`, Sources/Rows/RowGeneration/AutoLayout);
AutoLayoutXIBFilesTests fails when the committed XIBs differ from what the generator writes.

Prerequisites: python3 and the Swift toolchain (the script builds row-generator with `swift build`, into the
package's .build unless ROW_GENERATOR_SCRATCH names another scratch folder).

Usage:
    scripts/generate-autolayout-xibs.py           # the XIBs into the package
    scripts/generate-autolayout-xibs.py --output DIR# write under DIR instead of the package root
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import rowgen  # noqa: E402 (after the path above)

if __name__ == "__main__":
    rowgen.run_row_generator("autolayout", __doc__)
