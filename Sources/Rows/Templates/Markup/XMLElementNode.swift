/// One XML element as the parser saw it: name, attributes, line and children, before any typing.
///
/// The reader builds this plain tree first and types it in a second pass, so the element decoders can
/// look at a whole element (all its attributes, all its children) and report errors in document order.
final class XMLElementNode {
    let name: String
    let attributes: [String: String]
    /// The line where the start tag ends, as libxml2 reports it; Xcode writes every start tag on one line.
    let line: Int
    var children: [XMLElementNode] = []
    /// Character data directly inside the element, once any of it is more than layout whitespace
    /// (leading whitespace before that is dropped); empty for the usual element that holds none.
    var text = ""

    /// The `key` attribute that names the property or slot this element fills in its parent; looked up
    /// once, since every parent asks for it.
    let key: String?

    init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
        key = attributes["key"]
    }

    /// The element as an error names it: `<color key="textColor">` reads better than `<color>`.
    var displayName: String {
        guard let key else { return name }
        return "\(name) key=\(key.quotedForMessage)"  // quoted: a hostile key may be long or hold controls
    }

    /// Whether the element holds text other than layout whitespace.
    var hasText: Bool { !text.isEmpty }

    /// Adds character data, skipping the whitespace that indents child elements. Checked byte by byte:
    /// `Character.isWhitespace` looks up Unicode properties and dominated reading time. The bytes are
    /// scanned in place when the string is native (always, from `XMLParser`): `utf8.allSatisfy` went
    /// through the generic UTF-8 view and cost about 3% of an uncached row.
    func append(text chunk: String) {
        if text.isEmpty, Self.isLayoutWhitespace(chunk) { return }
        text += chunk
    }

    private static func isLayoutWhitespace(_ chunk: String) -> Bool {
        let scanned = chunk.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            for byte in bytes where !(byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09) { return false }
            return true
        }
        return scanned ?? chunk.utf8.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
    }
}
