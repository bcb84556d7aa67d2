"""rowgen: what the row generators of scripts/ share. Each is a thin caller of the Swift generator,
`row-generator` (Sources/CLI/RowGenerator over the RowGeneration module), which writes a set's committed files
(those under templates/) from the seed's XIBs; the code rows under Sources/ are written by the build alone
(Plugins/GenerateRows) and never by a script.

    rowgen.run_row_generator(SET, __doc__)   parses --output (and --sizes), builds row-generator, runs it
    rowgen.paths                             the package root, loading a hyphenated script
"""
import argparse
import os
import subprocess
import sys

from .paths import PACKAGE_ROOT, load_script  # noqa: F401 (re-exported)


def run_row_generator(row_set, doc, sizes=None):
    """Builds `row-generator` (SwiftPM, the scratch folder ROW_GENERATOR_SCRATCH or the package's .build) and runs
    `row-generator SET PACKAGE OUTPUT --committed [SIZE...]`; `sizes` is the default of a `--sizes` option (the
    sweep's), None for a set without one."""
    parser = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    parser.add_argument("--output", default=PACKAGE_ROOT, help="folder to write under (default: the package)")
    if sizes is not None:
        parser.add_argument("--sizes", type=int, nargs="+", default=sizes, help="the sweep's numbers of labels")
    args = parser.parse_args()
    scratch = os.environ.get("ROW_GENERATOR_SCRATCH", os.path.join(PACKAGE_ROOT, ".build"))
    swift = ["swift", "build", "--package-path", PACKAGE_ROOT, "--scratch-path", scratch, "--product", "row-generator"]
    built = subprocess.run(swift, stdout=sys.stderr)
    if built.returncode != 0:
        sys.exit(f"{os.path.basename(sys.argv[0])}: building row-generator failed ({' '.join(swift)})")
    folder = subprocess.run(swift + ["--show-bin-path"], capture_output=True, text=True, check=True).stdout.strip()
    extra = [str(size) for size in args.sizes] if sizes is not None else []
    command = [os.path.join(folder, "row-generator"), row_set, PACKAGE_ROOT, os.path.abspath(args.output),
               "--committed"] + extra
    sys.exit(subprocess.run(command).returncode)
