import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The texts of a UI file's `<property name="label">` elements, in order, as Foundation's XML parser reads them.
final class LabelTexts: NSObject, XMLParserDelegate {
    private(set) var texts: [String] = []
    private var inLabel = false

    init(_ document: String) throws {
        super.init()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = self
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.coderReadCorrupt) }
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        inLabel = name == "property" && attributes["name"] == "label"
        if inLabel { texts.append("") }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inLabel { texts[texts.count - 1] += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        inLabel = false
    }
}

/// The root element of a small XML document, as Foundation's parser reads it.
final class ParsedElement: NSObject, XMLParserDelegate {
    var attribute: String?
    var text = ""
    var comment: String?

    init(_ document: String) throws {
        super.init()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = self
        guard parser.parse() else {
            throw parser.parserError ?? CocoaError(.coderReadCorrupt)
        }
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        attribute = attributes["a"]
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
    func parser(_ parser: XMLParser, foundComment comment: String) { self.comment = comment }
}

/// The values of one attribute of every element of a name (`title` of each `textFieldCell`), in order.
final class AttributeValues: NSObject, XMLParserDelegate {
    private(set) var values: [String] = []
    private let element: String
    private let attribute: String

    init(_ document: String, element: String, attribute: String = "title") throws {
        self.element = element
        self.attribute = attribute
        super.init()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = self
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.coderReadCorrupt) }
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        if name == element, let value = attributes[attribute] { values.append(value) }
    }
}

/// The text of every element of a name (each `<span>` of a row's markup), in order.
final class ElementTexts: NSObject, XMLParserDelegate {
    private(set) var texts: [String] = []
    private let element: String
    private var inside = false

    init(_ document: String, element: String) throws {
        self.element = element
        super.init()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = self
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.coderReadCorrupt) }
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        inside = name == element
        if inside { texts.append("") }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inside { texts[texts.count - 1] += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        inside = false
    }
}
