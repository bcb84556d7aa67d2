"""Where the scripts are: the package root, and loading a script whose name has hyphens."""
import importlib.util
import os

# scripts/rowgen/paths.py → the package root, two folders up from scripts/.
PACKAGE_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def load_script(name):
    """Imports scripts/NAME as a module: scripts are named with hyphens (web-profile.py), which `import` cannot
    spell."""
    path = os.path.join(PACKAGE_ROOT, "scripts", name)
    spec = importlib.util.spec_from_file_location(os.path.splitext(name)[0].replace("-", "_"), path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
