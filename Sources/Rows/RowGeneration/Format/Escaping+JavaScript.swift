/// JavaScript's literals: what the web engines' pages are generated in.
extension Escaping {
    /// A JavaScript string literal in double quotes, as Python's `json.dumps(text, ensure_ascii=False)` writes it
    /// (`\"`, `\\`, `\n`, `\r`, `\t`, `\b`, `\f`, other control characters as `\u00XX`), and also U+2028 and
    /// U+2029 as `\u2028` and `\u2029`, and the `<` of `</script`, `<script` and `<!--` as `\u003c`, so that the
    /// literal stays one literal wherever the script is put, an HTML `<script>` element included. `${...}` is
    /// plain text in a double-quoted literal (only backquoted templates interpolate).
    public static func jsString(_ text: String) -> String {
        var result = "\""
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case "\u{2028}", "\u{2029}": result += "\\u" + hex4(scalar.value)
            case "<" where opensMarkup(scalars[(index + 1)...]): result += "\\u003c"
            case _ where scalar.value < 0x20: result += "\\u" + hex4(scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A JSON array of strings, as Python's `json.dumps(list, ensure_ascii=False)`: `["a", "b"]`.
    public static func jsStringArray(_ texts: [String]) -> String {
        "[" + texts.map(jsString).joined(separator: ", ") + "]"
    }

    /// Whether what follows a `<` makes it the start of `</script`, `<script` or `<!--`, in any case.
    private static func opensMarkup(_ rest: ArraySlice<Unicode.Scalar>) -> Bool {
        let following = String(String.UnicodeScalarView(rest.prefix(7))).lowercased()
        return following.hasPrefix("/script") || following.hasPrefix("script") || following.hasPrefix("!--")
    }

    /// Four lowercase hex digits, as JSON writes `\u00XX`.
    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
