"""A label's text as a literal in each language a generator writes, so that a quote or a backslash in a XIB's
text can never end the literal early (the seed's texts are plain, and stay byte for byte what they were)."""
from xml.sax.saxutils import escape, quoteattr


def c_string(text):
    """A C (and C++) string literal: "text", with \\ and " escaped; UTF-8 passes through as it is."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def objc_string(text):
    """An Objective-C NSString literal: @"text"."""
    return "@" + c_string(text)


def xml_text(text):
    """Text between XML tags: &, < and > escaped."""
    return escape(text)


def xml_attribute(text):
    """An XML attribute's value with its quotes: "text", or 'text' when the text holds a double quote."""
    return quoteattr(text)


def css_string(text):
    """A CSS string: "text", with \\ and " escaped (CSS escapes by backslash too)."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
