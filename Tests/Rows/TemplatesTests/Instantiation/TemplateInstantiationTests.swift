import Foundation
import Templates
import Testing
import Views

/// Placeholders, external objects and outlets beyond the File's Owner.
@Suite struct TemplateInstantiationTests {
    /// An external placeholder (line 4) with an outlet (line 6) to a view (line 9) that has an outlet of
    /// its own to the external object (line 12).
    static let text = TemplateFixtures.xib(
        """
        <placeholder placeholderIdentifier="Theme" id="ext-1">
        <connections>
        <outlet property="header" destination="v-1" id="o-1"/>
        </connections>
        </placeholder>
        <view id="v-1">
        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
        <connections>
        <outlet property="theme" destination="ext-1" id="o-2"/>
        </connections>
        </view>
        """)

    let template: Template

    init() throws {
        template = try TemplateReader.parse(Data(Self.text.utf8), fileName: "templates/External.xib")
    }

    @Test func missingExternalObjectFailsNamingThePlaceholder() throws {
        let error = try #require(throws: TemplateError.self) { try template.instantiate(owner: nil) }
        #expect(error.line == 4)
        #expect(
            error.description
                == #"""
                templates/External.xib:4: <placeholder> attribute 'placeholderIdentifier' is "Theme", \#
                but externalObjects has no object under that name; pass one
                """#
        )
    }

    @Test func externalObjectReceivesItsOutlets() throws {
        let theme = RecordingOwner()
        let objects = try template.instantiate(owner: nil, externalObjects: ["Theme": theme])
        #expect(objects.count == 1)
        #expect(theme.connected.count == 1 && theme.connected[0].name == "header")
        // (`===` between AnyObject and View inside #expect crashes the 6.3.1 compiler; compare identities.)
        #expect(ObjectIdentifier(theme.connected[0].object) == ObjectIdentifier(objects[0]))
    }

    @Test func readerKeepsPlaceholdersAndConnections() throws {
        #expect(template.placeholders.map(\.role) == [.external("Theme")])
        #expect(template.connections.map(\.property) == ["header", "theme"])
        #expect(template.connections.map(\.line) == [6, 12])
        #expect(template.objects.map(\.line) == [9])
    }

    @Test func readUsesThePathAsGiven() throws {
        let url = TemplateFixtures.template("Cell2.xib")
        #expect(try TemplateReader.read(contentsOf: url).fileName == url.relativePath)
    }
}
