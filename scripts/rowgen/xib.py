"""Reading a row from a XIB: the table cell's frame, its two backgrounds and its labels, as plain data that every
generator translates into its toolkit's terms.

A row is a dict:
    frame        (x, y, width, height) of the cell, each a rowgen.numbers.number (int when whole)
    backgrounds  {"backgroundView": (frame, rgba), "selectedBackgroundView": (frame, rgba)}
    labels       in the XIB's order, each a dict:
        tag, text, frame
        font         the fontDescription's type ("boldSystem") and size (its pointSize)
        line_break   the lineBreakMode ("tailTruncation")
        fit          adjustsFontSizeToFit is YES; minimum: minimumFontSize (0 when absent)
        color, background, shadow   the textColor, backgroundColor and shadowColor, or None
and an rgba is (red, green, blue, alpha) as floats from 0 to 1.

Reading refuses only what no generator can read (a missing frame, a colour that is neither white nor RGB);
what a toolkit cannot show is that toolkit's to refuse (rowgen.translatable).
"""
import os
import xml.etree.ElementTree as ElementTree

from .numbers import number
from .output import fail
from .paths import PACKAGE_ROOT, sweep_sizes, sweep_xib_name


def parse_xib(path):
    """The XIB's root element; a file that cannot be read or parsed is a one-line error."""
    try:
        return ElementTree.parse(path).getroot()
    except (OSError, ElementTree.ParseError) as error:
        fail(f"cannot read {path}: {error}")


def frame_of(element, where):
    """(x, y, width, height) of the element's <rect key="frame">."""
    rect = element.find("rect[@key='frame']")
    if rect is None:
        fail(f"{where} has no frame")
    return tuple(number(rect.get(k)) for k in ("x", "y", "width", "height"))


def color_of(element, key, where):
    """(r, g, b, a) of the element's <color key=KEY>, or None when it has none; alpha is 1 when not written."""
    color = element.find(f"color[@key='{key}']")
    if color is None:
        return None
    alpha = float(color.get("alpha", "1"))
    if color.get("white") is not None:
        white = float(color.get("white"))
        return (white, white, white, alpha)
    if all(color.get(k) is not None for k in ("red", "green", "blue")):
        return tuple(float(color.get(k)) for k in ("red", "green", "blue")) + (alpha,)
    fail(f"{where}: colour '{key}' is neither white nor RGB")


def read_label(element, where):
    font = element.find("fontDescription")
    if font is None:
        fail(f"{where} has no fontDescription")
    return {
        "tag": int(element.get("tag")),
        "text": element.get("text"),
        "frame": frame_of(element, where),
        "font": font.get("type"),
        "size": number(font.get("pointSize")),
        "line_break": element.get("lineBreakMode"),
        "fit": element.get("adjustsFontSizeToFit") == "YES",
        "minimum": number(element.get("minimumFontSize", "0")),
        "color": color_of(element, "textColor", where),
        "background": color_of(element, "backgroundColor", where),
        "shadow": color_of(element, "shadowColor", where),
    }


def read_row(path, expected_labels=None):
    """The row of the XIB at `path` (see the module's docstring); with expected_labels, a row of any other number
    of labels is an error."""
    cell = parse_xib(path).find(".//tableViewCell")
    if cell is None:
        fail(f"{path} has no tableViewCell")
    backgrounds = {}
    for key in ("backgroundView", "selectedBackgroundView"):
        view = cell.find(f"view[@key='{key}']")
        if view is None:
            fail(f"{path} has no {key}")
        backgrounds[key] = (frame_of(view, f"{path} {key}"), color_of(view, "backgroundColor", f"{path} {key}"))
    labels = [read_label(element, f"{path} label tag {element.get('tag')}")
              for element in cell.findall("tableViewCellContentView/subviews/label")]
    if expected_labels is not None and len(labels) != expected_labels:
        fail(f"{path} has {len(labels)} labels; expected {expected_labels}")
    return {"frame": frame_of(cell, f"{path} cell"), "backgrounds": backgrounds, "labels": labels}


def read_sweep_rows(package=PACKAGE_ROOT):
    """[(N, row)] of every templates/sweep/RowN-nofit.xib, smallest N first: N labels each, none fitting."""
    rows = []
    for count in sweep_sizes(package):
        name = sweep_xib_name(count)
        row = read_row(os.path.join(package, name), count)
        if any(label["fit"] for label in row["labels"]):
            fail(f"{name}: a label has shrink-to-fit on; the sweep's rows without fit have none")
        rows.append((count, row))
    return rows
