/// Every failure of reading or checking a NIBArchive, as one line naming the file and the byte at fault.
///
/// One error type for the module, so a caller prints `description` and the user sees
/// `Cell.nib: byte 61: value 3 refers to object 40, but the archive has 12 objects`. The parts stay
/// separate so tests can check the offset exactly.
public struct NIBError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file name as the reader was given it ("nib" when the bytes came from elsewhere).
    public let file: String
    /// The offset in the file of the byte at fault.
    public let offset: Int
    /// What is wrong, as a sentence.
    public let reason: String

    public init(file: String, offset: Int, reason: String) {
        self.file = file
        self.offset = offset
        self.reason = reason
    }

    /// `FILE: byte OFFSET: sentence`, always one line of visible characters.
    public var description: String {
        "\(file): byte \(offset): \(reason)".escapingForOneLine()
    }
}

extension String {
    /// The text as a quoted literal for a message, shortened when long, so a name holding a newline or
    /// a huge run of bytes cannot break the one-line rule.
    var quotedForMessage: String {
        let limit = 60
        let shown = unicodeScalars.count > limit ? String(unicodeScalars.prefix(limit)) + "…" : self
        return "\"" + shown.replacingOccurrencesOfQuote().escapingForOneLine() + "\""
    }

    private func replacingOccurrencesOfQuote() -> String {
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Control characters, line and paragraph separators shown as `\u{…}` escapes.
    func escapingForOneLine() -> String {
        guard unicodeScalars.contains(where: \.needsEscapeInMessage) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            if scalar.needsEscapeInMessage {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension Unicode.Scalar {
    /// C0 and C1 controls, DEL, and the Unicode line/paragraph separators and bidi controls.
    var needsEscapeInMessage: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
            || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }
}
