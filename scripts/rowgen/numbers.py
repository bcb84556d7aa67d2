"""Numbers as the XIBs write them ("20", "0.0", "12.5") and as each output format wants them.

One parse and three spellings, because the committed files already use all three and must stay byte for byte:
UI files and C print a parsed number as Python does (`number`), CSS and Cocoa XIBs as C's %g (`short`), and
Swift, Qt and the XIBs of Auto Layout as an integer when whole and the shortest round-trip decimal otherwise
(`exact`).
"""


def number(text):
    """A XIB's number as an int when it is whole ("20", "0.0" → 20, 0), otherwise as a float ("12.5" → 12.5)."""
    value = float(text)
    return int(value) if value.is_integer() else value


def exact(value):
    """"20" for 20 or 20.0, "12.5" for 12.5: whole numbers without a point, others as Python's repr."""
    value = float(value)
    return str(int(value)) if value.is_integer() else repr(value)


def short(value):
    """C's %g: "14" for 14.0, "0.95" for 0.95, six significant digits at most."""
    return f"{value:g}"
