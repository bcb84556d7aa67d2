/// Keeps text from a template harmless in a one-line error printed to a terminal.
///
/// XML 1.0 allows C1 controls (U+0080...U+009F, where U+009B is a terminal's CSI) and the Unicode bidi
/// controls, which can reorder what a reader sees (U+202E turns "evil" into "live"); a value copied from a
/// hostile template into a message must not steer the terminal or hide its own text. Such scalars are
/// written as Swift escapes, `\u{9B}`; line breaks are handled before, by `replacingLineBreaks()`.
extension Unicode.Scalar {
    /// Whether the scalar is shown escaped: a control (C0, DEL, C1) or a bidi formatting character.
    var isHiddenInMessages: Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}

extension Character {
    /// The character as a message shows it: itself, or its hidden scalars as `\u{...}`.
    var escapedForMessage: String {
        guard unicodeScalars.contains(where: \.isHiddenInMessages) else { return String(self) }
        return unicodeScalars.map {
            $0.isHiddenInMessages ? "\\u{\(String($0.value, radix: 16, uppercase: true))}" : String($0)
        }
        .joined()
    }
}

extension String {
    /// The text with every hidden scalar escaped; the usual all-visible message is returned as it is.
    func escapingControls() -> String {
        guard unicodeScalars.contains(where: \.isHiddenInMessages) else { return self }
        return map(\.escapedForMessage).joined()
    }
}
