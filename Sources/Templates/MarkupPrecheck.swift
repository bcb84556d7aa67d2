import Foundation

/// Checks the raw bytes for what must be refused before libxml2 ever sees them.
///
/// - Encoding: only UTF-8, as Xcode writes. libxml2 honours byte-order marks, a UTF-16 or EBCDIC start
///   and any `encoding="..."` iconv knows, and a `<!DOCTYPE` written in UTF-16 or UTF-7 (`+ADw-!DOCTYPE`)
///   slipped past the byte scan of `PrologScanner`, so its entities were expanded.
/// - Attributes per start tag, at most `TemplateLimits.maximumAttributes`: libxml2 compares every
///   attribute of a tag with every earlier one before it calls back, so the count cannot wait for a callback.
///
/// One pass over the bytes, without building strings; the errors name the line.
enum MarkupPrecheck {
    static func check(_ data: Data, fileName: String) throws {
        let problem: Problem? = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            return encodingProblem(in: bytes) ?? attributeProblem(in: bytes)
        }
        if let problem {
            throw TemplateError(file: fileName, line: problem.line, element: problem.element, reason: problem.reason)
        }
    }

    struct Problem {
        let line: Int, element: String?, reason: String
    }

    private static let lessThan = UInt8(ascii: "<"), greaterThan = UInt8(ascii: ">"), newline = UInt8(ascii: "\n")
    private static let utf8Mark: [UInt8] = [0xEF, 0xBB, 0xBF]
    private static let wideMarks: [[UInt8]] = [[0xFE, 0xFF], [0xFF, 0xFE], [0x00, 0x00, 0xFE, 0xFF]]
    private static let declaration = Array("<?xml".utf8), encoding = Array("encoding".utf8)
    private static let utf8Names = ["utf-8", "utf8"].map { Array($0.utf8) }
    static let useUTF8 = "templates are UTF-8, as Xcode writes them; convert the file"

    /// Anything that would make libxml2 read the file as other than UTF-8.
    static func encodingProblem(in bytes: UnsafeBufferPointer<UInt8>) -> Problem? {
        if wideMarks.contains(where: { bytes.starts(with: $0) }) {
            return Problem(line: 1, element: nil, reason: "starts with a UTF-16 or UTF-32 byte-order mark; \(useUTF8)")
        }
        var index = bytes.starts(with: utf8Mark) ? utf8Mark.count : 0, line = 1
        while index < bytes.count, [0x20, 0x09, 0x0D, newline].contains(bytes[index]) {
            if bytes[index] == newline { line += 1 }
            index += 1
        }
        guard index < bytes.count else { return nil }
        let nextIsZero = index + 1 < bytes.count && bytes[index + 1] == 0
        if bytes[index] == 0 || nextIsZero {
            return Problem(line: line, element: nil, reason: "looks like UTF-16 or UTF-32 (zero bytes at the start); \(useUTF8)")
        }
        guard bytes[index] == lessThan else {
            let start = bytes[index...].prefix(40).prefix { $0 != newline && $0 != 0x0D }
            let preview = String(decoding: start, as: UTF8.self).quotedForMessage
            return Problem(line: line, element: nil, reason: "is not well-formed XML: it starts with \(preview), where a XIB starts with <?xml")
        }
        guard bytes[index...].starts(with: declaration) else { return nil }
        // libxml2 switches encoding as soon as it reads the name, even in a declaration never closed,
        // so every `encoding` up to the first '>' counts.
        let end = bytes[index...].prefix(4096).firstIndex(of: greaterThan) ?? min(bytes.count, index + 4096)
        var search = index
        while let found = firstIndex(of: encoding, in: bytes, from: search, to: end) {
            search = found + encoding.count
            var value = search
            while value < end, [0x20, 0x09, 0x0D, newline, UInt8(ascii: "=")].contains(bytes[value]) { value += 1 }
            guard value < end, bytes[value] == UInt8(ascii: "\"") || bytes[value] == UInt8(ascii: "'") else { continue }
            let quote = bytes[value]
            let name = bytes[(value + 1)..<end].prefix { $0 != quote }
            if !utf8Names.contains(where: { $0.elementsEqual(name.lazy.map(lowercased)) }) {
                let text = String(decoding: name, as: UTF8.self).quotedForMessage
                return Problem(line: line, element: nil, reason: "declares encoding \(text); \(useUTF8)")
            }
        }
        return nil
    }

    /// The first start tag with more than `TemplateLimits.maximumAttributes` attributes: its `=` signs
    /// outside quoted values, skipping comments, CDATA sections and processing instructions.
    static func attributeProblem(in bytes: UnsafeBufferPointer<UInt8>) -> Problem? {
        let count = bytes.count, limit = TemplateLimits.maximumAttributes
        let equals = UInt8(ascii: "="), doubleQuote = UInt8(ascii: "\""), singleQuote = UInt8(ascii: "'")
        var index = 0, line = 1

        /// Moves past `terminator`, counting lines; to the end when there is none.
        func skip(past terminator: String) {
            let pattern = Array(terminator.utf8)
            while index < count {
                if bytes[index] == newline { line += 1 }
                if bytes[index...].starts(with: pattern) { index += pattern.count; return }
                index += 1
            }
        }

        while index < count {
            let byte = bytes[index]
            if byte == newline { line += 1 }
            guard byte == lessThan, index + 1 < count else { index += 1; continue }
            let rest = bytes[index...]
            switch bytes[index + 1] {
            case UInt8(ascii: "!"):
                if rest.starts(with: "<!--".utf8) { skip(past: "-->") }
                else if rest.starts(with: "<![CDATA[".utf8) { skip(past: "]]>") }
                else { index += 2 }  // a DOCTYPE, refused by PrologScanner, or an error libxml2 reports
                continue
            case UInt8(ascii: "?"): skip(past: "?>"); continue
            case UInt8(ascii: "/"): index += 2; continue
            default: break
            }
            let tagLine = line, nameStart = index + 1
            var attributes = 0, quote: UInt8 = 0
            index += 1
            scan: while index < count {
                let byte = bytes[index]
                if byte == newline { line += 1 }
                if quote != 0 {
                    if byte == quote { quote = 0 }
                } else if byte == doubleQuote || byte == singleQuote {
                    quote = byte
                } else if byte == equals {
                    attributes += 1
                    if attributes > limit {
                        let name = bytes[nameStart..<index].prefix(40).prefix { ![0x20, 0x09, 0x0D, newline].contains($0) }
                        return Problem(line: tagLine, element: String(decoding: name, as: UTF8.self),
                                       reason: "has more than \(limit) attributes; templates allow at most \(limit) on one element (see templates/README.md)")
                    }
                } else if byte == greaterThan || byte == lessThan {
                    break scan  // the tag's end, or a stray '<' that libxml2 will report
                }
                index += 1
            }
        }
        return nil
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }

    private static func firstIndex(of pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        var index = start
        while index + pattern.count <= end {
            if bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }
}
