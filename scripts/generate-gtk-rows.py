#!/usr/bin/env python3
"""Writes the GTK 4 rows' committed files from templates/Cell.xib (shrink-to-fit on) and Cell2.xib (off), the
Auto Layout pair and the sweep's XIBs into templates/gtk/ (docs/gtk.md): the style sheet, the GtkBuilder, class
template and list-item UI files, their constraint versions and the sweep's UI files.

It is a thin caller of the Swift generator (`row-generator gtk`, Sources/Rows/RowGeneration/Gtk). The C rows
(GeneratedCodeRow.c, ...) are not written: the build writes them (Plugins/GenerateRows), and RowGenerationTests
holds them to recorded digests. GtkRowFilesTests fails when templates/gtk differs from what the generator writes.

Prerequisites: python3 and the Swift toolchain (the script builds row-generator with `swift build`, into the
package's .build unless ROW_GENERATOR_SCRATCH names another scratch folder).

Usage:
    scripts/generate-gtk-rows.py                  # templates/gtk into the package
    scripts/generate-gtk-rows.py --output DIR     # write under DIR instead of the package root
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import rowgen  # noqa: E402 (after the path above)

if __name__ == "__main__":
    rowgen.run_row_generator("gtk", __doc__)
