import Foundation
@testable import Templates
import Testing
import Views

/// Entities and document types: a template must never make the reader open another file or expand
/// declared entities.
@Suite struct TemplateEntityTests {
    static let secret = "TOP-SECRET-\(UUID().uuidString)"

    /// A local file whose contents must never reach a template.
    func secretFile() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nib-or-not-secret-\(UUID().uuidString).txt")
        try Self.secret.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    func documentWithExternalEntity(_ url: URL) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE document [
        <!ENTITY leak SYSTEM "\(url.absoluteString)">
        ]>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects>&leak;</objects>
        </document>
        """
    }

    @Test func externalEntityNamingALocalFileIsRefused() throws {
        let url = try secretFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let error = try #require(throws: TemplateError.self) {
            try TemplateReader.parse(Data(documentWithExternalEntity(url).utf8), fileName: "Leak.xib")
        }
        #expect(error.line == 2 && error.element == "!DOCTYPE")
        #expect(!error.description.contains(Self.secret))
    }

    /// Below the DOCTYPE check, the XML parser itself must not read the file either.
    @Test func xmlParserDoesNotResolveExternalEntities() throws {
        let url = try secretFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let root = try? XMLTreeBuilder.parse(Data(documentWithExternalEntity(url).utf8), fileName: "Leak.xib")
        func texts(_ node: XMLElementNode) -> [String] { [node.text] + node.children.flatMap(texts) }
        #expect(root.map(texts)?.contains { $0.contains(Self.secret) } != true)
    }

    @Test func internalEntitiesAreRefusedBeforeExpansion() throws {
        let laughs = """
            <?xml version="1.0"?>
            <!-- a comment before the declaration -->
            <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects/></document>
            """
        let error = try #require(throws: TemplateError.self) {
            try TemplateReader.parse(Data(laughs.utf8), fileName: "Laughs.xib")
        }
        #expect(error.line == 3 && error.description.contains("<!DOCTYPE> is not allowed"))
    }

    @Test func predefinedEntitiesAndCharacterReferencesAreText() throws {
        let text = TemplateFixtures.xib(#"<label text="A &amp; B &lt;&#x41;&gt; &quot;q&quot;" id="l-1"/>"#)
        let template = try TemplateReader.parse(Data(text.utf8), fileName: "Text.xib")
        let label = try #require(try template.instantiate(owner: nil).first as? Label)
        #expect(label.text == "A & B <A> \"q\"")
    }
}
