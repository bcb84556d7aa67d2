import Foundation

/// Checks the raw bytes for what must be refused before libxml2 ever sees them.
///
/// - Encoding: only UTF-8, as Xcode writes. libxml2 honours byte-order marks, a UTF-16 or EBCDIC start
///   and any `encoding="..."` iconv knows, and a `<!DOCTYPE` written in UTF-16 or UTF-7 (`+ADw-!DOCTYPE`)
///   slipped past the byte scan of `PrologScanner`, so its entities were expanded.
/// - Attributes per start tag, at most `TemplateLimits.maximumAttributes`: libxml2 compares every
///   attribute of a tag with every earlier one before it calls back, so the count cannot wait for a callback.
/// - Processing instructions: templates use none, and one without data (`<?x?>`) crashed the process
///   inside `XMLParser` on Linux (its callback runs `strlen` on libxml2's NULL data), found by fuzzing.
///
/// One pass over the bytes, without building strings; the errors name the line.
enum MarkupPrecheck {
    static func check(_ data: Data, fileName: String) throws {
        let problem: Problem? = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            return encodingProblem(in: bytes) ?? markupProblem(in: bytes)
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

    /// The first processing instruction other than the XML declaration, or the first start tag with
    /// more than `TemplateLimits.maximumAttributes` attributes (its `=` signs outside quoted values);
    /// comments and CDATA sections are skipped, as libxml2 reads them.
    static func markupProblem(in bytes: UnsafeBufferPointer<UInt8>) -> Problem? {
        // Plain locals and a struct cursor, no captured variables: the loop touches every byte, and in
        // debug builds captured variables cost an exclusivity check per access (5x slower).
        let limit = TemplateLimits.maximumAttributes, lessThan = lessThan, greaterThan = greaterThan
        let newline = newline, equals = UInt8(ascii: "="), doubleQuote = UInt8(ascii: "\""), singleQuote = UInt8(ascii: "'")
        let bang = UInt8(ascii: "!"), question = UInt8(ascii: "?"), slash = UInt8(ascii: "/")
        let commentStart = Array("<!--".utf8), commentEnd = Array("-->".utf8)
        let cdataStart = Array("<![CDATA[".utf8), cdataEnd = Array("]]>".utf8), instructionEnd = Array("?>".utf8)
        // libxml2 takes `<?xml ` as the declaration only at the very start (after a byte-order mark).
        let start = bytes.starts(with: utf8Mark) ? utf8Mark.count : 0
        let isDeclaration = bytes[start...].starts(with: declaration) && start + 5 < bytes.count
            && [0x20, 0x09, 0x0D, newline].contains(bytes[start + 5])
        let declarationStart = isDeclaration ? start : -1
        var cursor = Cursor(bytes: bytes)
        let count = bytes.count

        while cursor.index < count {
            let byte = bytes[cursor.index]
            if byte == newline { cursor.line += 1 }
            guard byte == lessThan, cursor.index + 1 < count else { cursor.index += 1; continue }
            switch bytes[cursor.index + 1] {
            case bang:
                if cursor.isAt(commentStart) { cursor.skip(commentStart.count, past: commentEnd) }
                else if cursor.isAt(cdataStart) { cursor.skip(cdataStart.count, past: cdataEnd) }
                else { cursor.index += 2 }  // a DOCTYPE, refused by PrologScanner, or an error libxml2 reports
                continue
            case question:
                guard cursor.index == declarationStart else { return processingInstruction(in: bytes, at: cursor.index, line: cursor.line) }
                cursor.skip(2, past: instructionEnd)
                continue
            case slash:
                cursor.index += 2
                continue
            default:
                break
            }
            let tagLine = cursor.line, nameStart = cursor.index + 1
            var attributes = 0, quote: UInt8 = 0, index = nameStart, line = cursor.line
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
            cursor.index = index
            cursor.line = line
        }
        return nil
    }

    /// A position in the bytes and its 1-based line.
    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0, line = 1

        func isAt(_ pattern: [UInt8]) -> Bool {
            guard index + pattern.count <= bytes.count else { return false }
            for offset in 0..<pattern.count where bytes[index + offset] != pattern[offset] { return false }
            return true
        }

        /// Moves over an opener of `length` bytes, then past `terminator`, counting lines; to the end
        /// when there is none. (`<!-->` does not close the comment it opens, as in XML.)
        mutating func skip(_ length: Int, past terminator: [UInt8]) {
            index += length
            while index < bytes.count {
                if isAt(terminator) { index += terminator.count; return }
                if bytes[index] == 0x0A { line += 1 }
                index += 1
            }
        }
    }

    private static func processingInstruction(in bytes: UnsafeBufferPointer<UInt8>, at index: Int, line: Int) -> Problem {
        let target = bytes[(index + 2)...].prefix(40).prefix { ![0x20, 0x09, 0x0D, newline, UInt8(ascii: "?")].contains($0) }
        if target.map(lowercased).elementsEqual("xml".utf8) {
            return Problem(line: line, element: nil, reason: "is not well-formed XML: \(XMLTreeBuilder.explain(libxml2Code: 64))")
        }
        let name = String(decoding: target, as: UTF8.self).escapingControls()
        return Problem(line: line, element: nil, reason: "holds a processing instruction <?\(name)?>, which templates do not use; remove it")
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
