"""Where the generators read from: the package, the seed's two XIBs and the sweep's XIBs."""
import importlib.util
import os

from .output import fail

# scripts/rowgen/paths.py → the package root, two folders up from scripts/.
PACKAGE_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FIT_XIB = os.path.join("templates", "Cell.xib")     # the seed's row, shrink-to-fit on
NOFIT_XIB = os.path.join("templates", "Cell2.xib")  # the same row, shrink-to-fit off
SWEEP_XIB_DIR = os.path.join("templates", "sweep")  # RowN-nofit.xib, written by generate-sweep-rows.py


def build_outputs_left_out(root, files):
    """The files to write under `root`: all of them into another folder, but into the package none under Sources/.

    The C and Objective-C rows are written at build time by the GenerateRows plugin (docs/build-time.md); a copy
    under Sources/ would be compiled beside the plugin's, and the link would fail on every symbol twice."""
    if os.path.realpath(root) != os.path.realpath(PACKAGE_ROOT):
        return files
    return {path: text for path, text in files.items() if not path.startswith("Sources" + os.sep)}


def sweep_xib_name(count):
    """The sweep's XIB of `count` labels without fit, relative to the package: templates/sweep/RowN-nofit.xib."""
    return os.path.join(SWEEP_XIB_DIR, f"Row{count}-nofit.xib")


def sweep_sizes(package=PACKAGE_ROOT):
    """The N of every templates/sweep/RowN-nofit.xib, smallest first; a RowX-nofit.xib whose X is not a number
    is an error, and so is a folder without any (the sweep generator has not run)."""
    sizes = []
    for name in os.listdir(os.path.join(package, SWEEP_XIB_DIR)):
        if name.startswith("Row") and name.endswith("-nofit.xib"):
            count = name[len("Row"):-len("-nofit.xib")]
            if not count.isdigit():
                fail(f"{SWEEP_XIB_DIR}/{name} is not named RowN-nofit.xib")
            sizes.append(int(count))
    if not sizes:
        fail(f"no RowN-nofit.xib in {SWEEP_XIB_DIR}; run scripts/generate-sweep-rows.py")
    return sorted(sizes)


def load_script(name):
    """Imports scripts/NAME as a module: the generators are named with hyphens (generate-gtk-rows.py), which
    `import` cannot spell."""
    path = os.path.join(PACKAGE_ROOT, "scripts", name)
    spec = importlib.util.spec_from_file_location(os.path.splitext(name)[0].replace("-", "_"), path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
