import Foundation

/// Looks at the bytes before the root element and refuses a document type declaration.
///
/// Xcode never writes one, and a `<!DOCTYPE ...>` is the only way to declare entities: libxml2 (under
/// `XMLParser`) expands internal ones even with entity substitution off, which allows "billion laughs"
/// documents, and `XMLParser` on Linux reports no callback for the declaration. So the reader checks the
/// prolog itself: a BOM, whitespace, the XML declaration, comments and processing instructions may come
/// before the root element; a DOCTYPE is an error at its line.
enum PrologScanner {
    static func check(_ data: Data, fileName: String) throws {
        let found: Int? = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            return lineOfDocumentType(in: bytes)
        }
        if let line = found {
            throw TemplateError(
                file: fileName, line: line, element: "!DOCTYPE",
                reason: "is not allowed: templates declare no document type or entities; remove it")
        }
    }

    private static let declarationStart = Array("<?".utf8), declarationEnd = Array("?>".utf8)
    private static let commentStart = Array("<!--".utf8), commentEnd = Array("-->".utf8)
    private static let doctype = Array("<!DOCTYPE".utf8)

    /// The 1-based line of a `<!DOCTYPE` in the prolog, or nil when the prolog has none.
    static func lineOfDocumentType(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0, line = 1
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }

        /// Moves past `terminator`, counting lines; false when the file ends first.
        func skip(past terminator: [UInt8]) -> Bool {
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                if bytes[index...].starts(with: terminator) { index += terminator.count; return true }
                index += 1
            }
            return false
        }

        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { line += 1; index += 1; continue }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                index += 1; continue
            }
            let rest = bytes[index...]
            if rest.starts(with: declarationStart) {
                guard skip(past: declarationEnd) else { return nil }
            } else if rest.starts(with: commentStart) {
                guard skip(past: commentEnd) else { return nil }
            } else if rest.starts(with: doctype) {
                return line
            } else {
                return nil  // the root element, or something the XML parser will reject
            }
        }
        return nil
    }
}
