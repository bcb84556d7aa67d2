#!/usr/bin/env python3
"""Writes the GNUstep AppKit rows' committed files from templates/Cell.xib (shrink-to-fit on), Cell2.xib (off)
and the sweep's XIBs: the Cocoa XIBs NSNib reads (templates/gnustep/, docs/gnustep.md).

It is a thin caller of the Swift generator (`row-generator gnustep`, Sources/Rows/RowGeneration/GNUstep). The
Objective-C rows are not written: the build writes them (Plugins/GenerateRows), and RowGenerationTests holds them
to recorded digests. GNUstepRowFilesTests fails when templates/gnustep differs from what the generator writes.

Prerequisites: python3 and the Swift toolchain (the script builds row-generator with `swift build`, into the
package's .build unless ROW_GENERATOR_SCRATCH names another scratch folder).

Usage:
    scripts/generate-gnustep-rows.py              # templates/gnustep into the package
    scripts/generate-gnustep-rows.py --output DIR # write under DIR instead of the package root
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import rowgen  # noqa: E402 (after the path above)

if __name__ == "__main__":
    rowgen.run_row_generator("gnustep", __doc__)
