import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Turns XML bytes into an `XMLElementNode` tree with Foundation's `XMLParser` (libxml2 underneath).
///
/// The parser is used with its safe defaults: it resolves no external entities, so a template cannot
/// make the reader open a local file. Document type declarations are refused before parsing (see
/// `PrologScanner`), because libxml2 still expands *internal* entities declared in one.
final class XMLTreeBuilder: NSObject, XMLParserDelegate {
    private var stack: [XMLElementNode] = []
    private(set) var root: XMLElementNode?
    /// The first problem seen: libxml2 goes on reporting follow-on errors after the first.
    private(set) var firstError: (line: Int, reason: String)?
    /// Elements seen so far, against `TemplateLimits.maximumElements`.
    private var elementCount = 0

    /// Parses `data`; returns the root element or throws the first XML error as a `TemplateError`.
    static func parse(_ data: Data, fileName: String) throws -> XMLElementNode {
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        let builder = XMLTreeBuilder()
        parser.delegate = builder
        let finished = parser.parse()
        if let (line, reason) = builder.firstError {
            throw TemplateError(file: fileName, line: max(line, 1), reason: reason)
        }
        // `parse()` can return true without a root (whitespace only) or false without a callback.
        guard finished, let root = builder.root else {
            let code = (parser.parserError as NSError?)?.code ?? 0
            throw TemplateError(
                file: fileName, line: max(parser.lineNumber, 1),
                reason: "is not well-formed XML: \(Self.explain(libxml2Code: code))")
        }
        return root
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        guard firstError == nil else { return }
        if let reason = TemplateLimits.problem(depth: stack.count + 1, elements: elementCount + 1) {
            return fail(parser, "<\(name)> \(reason)")
        }
        elementCount += 1
        let node = XMLElementNode(name: name, attributes: attributes, line: parser.lineNumber)
        if let parent = stack.last { parent.children.append(node) } else if root == nil { root = node }
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        _ = stack.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.append(text: string)
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        stack.last?.append(text: String(decoding: block, as: UTF8.self))
    }

    func parser(_ parser: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?) {
        fail(parser, "holds a processing instruction <?\(target)?>, which templates do not use; remove it")
    }

    func parser(_ parser: XMLParser, parseErrorOccurred error: Error) {
        let code = (error as NSError).code
        // libxml2 gives one code (5) both for a cut-off file and for extra content; the open elements tell which.
        if code == 5, let open = stack.last {
            fail(parser, "is not well-formed XML: the file ends before <\(open.name)> from line \(open.line) is closed")
        } else if code == 5, root != nil {
            fail(parser, "is not well-formed XML: content after the root element; a XIB has one <document>")
        } else {
            fail(parser, "is not well-formed XML: \(Self.explain(libxml2Code: code))")
        }
    }

    /// Records the first problem and stops: in its recovery mode libxml2 would otherwise go on through
    /// the rest of a possibly huge or hostile file.
    private func fail(_ parser: XMLParser, _ reason: String) {
        guard firstError == nil else { return }
        firstError = (parser.lineNumber, reason)
        parser.abortParsing()
    }

    /// Words for the libxml2 error numbers (`xmlParserErrors`) that `XMLParser` passes on unchanged on
    /// Linux; its own `ErrorCode` names are off by one there, so they are not used.
    static func explain(libxml2Code code: Int) -> String {
        switch code {
        case 3, 4: return "no root element (the file holds no XML)"
        case 5: return "the file ends too early, or has content after the root element"
        case 6, 7, 8: return "a malformed character reference (&#...;)"
        case 9: return "a character that XML does not allow"
        case 23, 24: return "a malformed entity reference (&name;)"
        case 26, 27: return "an undeclared entity reference; only &amp; &lt; &gt; &quot; &apos; are allowed"
        case 38: return "a '<' inside an attribute value; write &lt;"
        case 39, 40, 41: return "an attribute value that is not quoted or not closed"
        case 42: return "the same attribute twice on one element"
        case 64: return "an XML declaration (<?xml ...?>) that is not at the very start of the file"
        case 65: return "a tag cut short, or attributes not separated by spaces"
        case 68: return "a missing element or attribute name"
        case 73: return "a missing '>'"
        case 74: return "a missing '</'"
        case 75: return "a missing '=' after an attribute name"
        case 76: return "an end tag that does not match its start tag"
        case 77: return "an element that is not closed before the file ends"
        case 110: return "a name longer than libxml2 allows (50,000 characters)"
        default: return "libxml2 error \(code)"
        }
    }
}
