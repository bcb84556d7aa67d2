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
            return Problem(
                line: line, element: nil, reason: "looks like UTF-16 or UTF-32 (zero bytes at the start); \(useUTF8)")
        }
        guard bytes[index] == lessThan else {
            let start = bytes[index...].prefix(40).prefix { $0 != newline && $0 != 0x0D }
            let preview = String(decoding: start, as: UTF8.self).quotedForMessage
            return Problem(
                line: line, element: nil,
                reason: "is not well-formed XML: it starts with \(preview), where a XIB starts with <?xml")
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
    ///
    /// Runs on every read of a template, so it jumps with `memchr`/`memmem` and counts lines only for
    /// the error it reports: about 20 µs for the 23 KB Cell.xib in release, 2-3% of reading it.
    static func markupProblem(in bytes: UnsafeBufferPointer<UInt8>) -> Problem? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count, limit = TemplateLimits.maximumAttributes
        let lessThan = lessThan, greaterThan = greaterThan, equals = UInt8(ascii: "=")
        let doubleQuote = UInt8(ascii: "\""), singleQuote = UInt8(ascii: "'")

        /// The offset of the first `byte` at or after `start`, or `count` when there is none.
        func find(_ byte: UInt8, from start: Int) -> Int {
            guard start < count, let found = memchr(base + start, Int32(byte), count - start) else { return count }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
        /// The offset of the first `pattern` (a terminator such as `-->`) at or after `start`, or `count`.
        func find(_ pattern: StaticString, from start: Int) -> Int {
            let first = pattern.utf8Start.pointee, length = pattern.utf8CodeUnitCount
            var index = find(first, from: start)
            while index + length <= count {
                if memcmp(base + index, pattern.utf8Start, length) == 0 { return index }
                index = find(first, from: index + 1)
            }
            return count
        }

        // libxml2 takes `<?xml ` as the declaration only at the very start (after a byte-order mark).
        let start = bytes.starts(with: utf8Mark) ? utf8Mark.count : 0
        let isDeclaration =
            bytes[start...].starts(with: declaration) && start + 5 < count
            && [0x20, 0x09, 0x0D, newline].contains(bytes[start + 5])
        var index = find(lessThan, from: 0)
        while index + 1 < count {
            switch bytes[index + 1] {
            case UInt8(ascii: "!"):
                if bytes[index...].starts(with: "<!--".utf8) {
                    index = find("-->", from: index + 4) + 3
                } else if bytes[index...].starts(with: "<![CDATA[".utf8) {
                    index = find("]]>", from: index + 9) + 3
                } else {
                    index += 2
                }  // a DOCTYPE, refused by PrologScanner, or an error libxml2 reports
            case UInt8(ascii: "?"):
                guard isDeclaration && index == start else { return processingInstruction(in: bytes, at: index) }
                index = find("?>", from: index + 2) + 2
            case UInt8(ascii: "/"):
                index += 2
            default:
                // A start tag: count `=` up to its `>` (or a stray `<`, which libxml2 reports), jumping over quoted
                // values.
                let nameStart = index + 1
                var attributes = 0
                index = nameStart
                scan: while index < count {
                    switch bytes[index] {
                    case doubleQuote, singleQuote: index = find(bytes[index], from: index + 1)
                    case equals:
                        attributes += 1
                        if attributes > limit {
                            let name = bytes[nameStart..<index].prefix(40).prefix {
                                ![0x20, 0x09, 0x0D, newline].contains($0)
                            }
                            return Problem(
                                line: line(of: nameStart, in: bytes), element: String(decoding: name, as: UTF8.self),
                                reason:
                                    """
                                    has more than \(limit) attributes; templates allow at most \(limit) on one \
                                    element (see templates/README.md)
                                    """
                            )
                        }
                    case greaterThan, lessThan: break scan
                    default: break
                    }
                    index += 1
                }
            }
            index = find(lessThan, from: index)
        }
        return nil
    }

    /// The 1-based line of `offset`, counted only for an error.
    private static func line(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes[..<offset].reduce(1) { $1 == newline ? $0 + 1 : $0 }
    }

    private static func processingInstruction(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Problem {
        let line = line(of: index, in: bytes)
        let target = bytes[(index + 2)...].prefix(40).prefix {
            ![0x20, 0x09, 0x0D, newline, UInt8(ascii: "?")].contains($0)
        }
        if target.map(lowercased).elementsEqual("xml".utf8) {
            return Problem(
                line: line, element: nil, reason: "is not well-formed XML: \(XMLTreeBuilder.explain(libxml2Code: 64))")
        }
        let name = String(decoding: target, as: UTF8.self).escapingControls()
        return Problem(
            line: line, element: nil,
            reason: "holds a processing instruction <?\(name)?>, which templates do not use; remove it")
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }

    private static func firstIndex(
        of pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
    ) -> Int? {
        var index = start
        while index + pattern.count <= end {
            if bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }
}
