"""Refusals the toolkits share: what a XIB may ask for that a generated row would silently draw otherwise.
A toolkit calls the ones that apply to it, naming itself in the message."""
from .output import fail


def require_plain_labels(row, path, toolkit, line_break=True):
    """Every label in the bold system font, with no shadow colour (UIKit draws a shadow then) and, with
    line_break, tail truncation."""
    for label in row["labels"]:
        where = f"{path} label tag {label['tag']}"
        if label["font"] != "boldSystem":
            fail(f"{where}: only the bold system font is translated to {toolkit}")
        if line_break and label["line_break"] != "tailTruncation":
            fail(f"{where}: only tail truncation is translated to {toolkit}")
        if label["shadow"] is not None:
            fail(f"{where}: a shadow colour is set; {toolkit} rows draw no shadow")


def require_clear_label_backgrounds(row, path, toolkit):
    """Every label with a text colour and a clear background, for toolkits whose labels draw none."""
    for label in row["labels"]:
        where = f"{path} label tag {label['tag']}"
        if label["background"] is None or label["background"][3] != 0:
            fail(f"{where}: only a clear label background is translated to {toolkit}")
        if label["color"] is None:
            fail(f"{where}: no text colour")
