"""Colours of a XIB row, (red, green, blue, alpha) from 0 to 1 as rowgen.xib reads them, in other forms."""
from .numbers import short


def channel_8bit(value):
    """A channel from 0...1 to the 8 bits a Qt form or QColor holds, rounding half up (0.5 → 128)."""
    return int(float(value) * 255 + 0.5)


def rgba_8bit(rgba):
    """(r, g, b, a) in 0...255, or None for no colour."""
    if rgba is None:
        return None
    return tuple(channel_8bit(channel) for channel in rgba)


def css_rgba(rgba):
    """CSS's rgba() with percentages, which keep the XIB's decimals exactly (0.2 → 20%) where 0...255 would not."""
    r, g, b, a = rgba
    return f"rgba({short(r * 100)}%, {short(g * 100)}%, {short(b * 100)}%, {short(a)})"
