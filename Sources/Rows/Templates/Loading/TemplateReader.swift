import Foundation

/// Reads Xcode XIB documents into `Template`s: the cost a row pays when the template is not cached.
///
/// Two passes: `XMLParser` builds a plain element tree with line numbers (`XMLTreeBuilder`), then
/// `TemplateDecoder` types it, so numbers, colours, fonts and masks are parsed once, here, and
/// anything not understood is an error that names the file, line, element and attribute.
public struct TemplateReader {
    /// Reads and parses the file at `url`; errors name it by `url.relativePath`, as the caller wrote it.
    /// With `strict`, an attribute, element or object the reader does not know is an error; otherwise it
    /// is skipped and listed in `Template.notModelled`.
    public static func read(contentsOf url: URL, strict: Bool = false) throws -> Template {
        // Size-checked before reading: see `TemplateLimits.maximumFileSize`.
        let data = try TemplateFile.contents(of: url.path, fileName: url.relativePath)
        return try parse(data, fileName: url.relativePath, strict: strict)
    }

    /// Parses a XIB held in memory; `fileName` is only used in errors and `Template.fileName`.
    public static func parse(_ data: Data, fileName: String, strict: Bool = false) throws -> Template {
        guard data.count <= TemplateLimits.maximumFileSize else {
            throw TemplateFile.tooLarge(fileName, size: data.count)
        }
        guard data.contains(where: { !isXMLWhitespace($0) }) else {
            throw TemplateError(
                file: fileName, line: 1, reason: "is empty; a XIB document starts with <?xml ...?> and <document>")
        }
        try MarkupPrecheck.check(data, fileName: fileName)  // UTF-8, no processing instructions, attributes per tag
        try PrologScanner.check(data, fileName: fileName)
        let root = try XMLTreeBuilder.parse(data, fileName: fileName)
        let vocabulary = TemplateVocabulary(strict: strict)
        let template = try TemplateVocabulary.$current.withValue(vocabulary) {
            try TemplateDecoder(file: fileName).decodeDocument(root)
        }
        template.notModelled = vocabulary.entries.map { NotModelledEntry(what: $0.what, count: $0.count) }
        return template
    }

    private static func isXMLWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
