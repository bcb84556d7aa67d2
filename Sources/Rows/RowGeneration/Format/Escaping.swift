import Foundation

/// A template's strings (a label's text, a constraint's id) as literals and comments of each language a generator
/// writes, so that whatever the XIB holds stays data: a quote, a backslash, a newline, `*/`, `-->` or
/// `</script>` can never end the literal or comment early and become code.
///
/// Each escaper changes only what its language needs, so the seed's plain texts come out byte for byte as
/// scripts/rowgen/escaping.py wrote them; what that module left as it was and the language does not allow (a
/// newline in a C string, `--` in an XML comment) is escaped here too.
public enum Escaping {
    /// A C (and C++) string literal with its quotes: `\` and `"` escaped, newline, return and tab as `\n`, `\r`,
    /// `\t`, other control characters as three-digit octal (which, unlike `\x`, cannot swallow the digits after
    /// it), and the second `?` of `??` as `\?` (no trigraph). UTF-8 passes through as it is.
    public static func cString(_ text: String) -> String {
        var result = "\""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "?" where previous == "?": result += "\\?"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let octal = String(scalar.value, radix: 8)
                result += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
            default: result.unicodeScalars.append(scalar)
            }
            previous = scalar
        }
        return result + "\""
    }

    /// An Objective-C `NSString` literal: `@` and a C string literal.
    public static func objcString(_ text: String) -> String {
        "@" + cString(text)
    }

    /// The text of a `//` comment line: line breaks become spaces and a backslash becomes `\x5C`, since a
    /// backslash at the end of a line would splice the next line into the comment.
    public static func cLineComment(_ text: String) -> String {
        var result = ""
        for character in text {
            if character.isNewline {
                result += " "
            } else if character == "\\" {
                result += "\\x5C"
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// Text between XML (and HTML) tags: `&`, `<` and `>` escaped (`>` too, so that `]]>` cannot occur), and a
    /// carriage return as `&#13;`, which a parser would otherwise turn into a newline.
    public static func xmlText(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\r": result += "&#13;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// An XML attribute's value with its quotes, as Python's `xml.sax.saxutils.quoteattr` writes it: `&`, `<`,
    /// `>` escaped, newline, return and tab as character references (a parser would turn them into spaces),
    /// in double quotes; in single quotes when the text holds `"` but no `'`; with `"` as `&quot;` when both.
    public static func xmlAttribute(_ text: String) -> String {
        var escaped = xmlText(text)
        escaped = escaped.replacingOccurrences(of: "\n", with: "&#10;").replacingOccurrences(of: "\t", with: "&#9;")
        guard escaped.contains("\"") else { return "\"" + escaped + "\"" }
        guard escaped.contains("'") else { return "'" + escaped + "'" }
        return "\"" + escaped.replacingOccurrences(of: "\"", with: "&quot;") + "\""
    }

    /// The text of an XML comment: `--` may not occur in one (nor may it end with `-`), so each such dash is
    /// followed by a space.
    public static func xmlComment(_ text: String) -> String {
        var result = ""
        for character in text {
            result.append(character)
            if character == "-", result.hasSuffix("--") {
                result.removeLast()
                result += " -"
            }
        }
        return result.hasSuffix("-") ? result + " " : result
    }

    /// A CSS string with its quotes: `\` and `"` escaped by backslash, and control characters as a hex escape
    /// closed by a space (`\a ` for a newline, which would otherwise end the string as an error).
    public static func cssString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\" + String(scalar.value, radix: 16) + " "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// The text of a CSS comment: `*/` would end it, so it becomes `* /`.
    public static func cssComment(_ text: String) -> String {
        text.replacingOccurrences(of: "*/", with: "* /")
    }
}
