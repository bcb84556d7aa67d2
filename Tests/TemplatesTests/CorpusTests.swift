import Foundation
import Templates
import Testing
import Views

/// Real Xcode XIBs from `../shared/xib-corpus` (never copied into the package).
@Suite struct CorpusTests {
    /// The files the reader supports so far; the list grows with the reader.
    static let supported = [
        "TONDU__StockApp__TableViewCell.xib",
        "swayam-patel__DynamicHeightTableView__CustomTableViewCell.xib",
        "wordpress-mobile__WordPress-iOS__TitleBadgeDisclosureCell.xib",
    ]

    static func corpusFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: TemplateFixtures.corpus.path)
            .filter { $0.hasSuffix(".xib") }.sorted()
    }

    @Test(arguments: supported)
    func supportedFileReadsAndInstantiates(_ name: String) throws {
        let template = try TemplateReader.read(contentsOf: TemplateFixtures.corpus.appendingPathComponent(name))
        let objects = try template.instantiate(owner: nil)
        #expect(objects.count == template.objects.count && objects.first is TableViewCell)
        #expect(!template.constraints.isEmpty)
    }

    /// Every other file fails with one located line, never a crash or a silent partial read.
    @Test func unsupportedFilesFailWithALocatedOneLineError() throws {
        for name in try Self.corpusFiles() where !Self.supported.contains(name) {
            let url = TemplateFixtures.corpus.appendingPathComponent(name)
            let error = try #require(throws: TemplateError.self, "\(name)") { try TemplateReader.read(contentsOf: url) }
            #expect(error.line > 0 && error.element != nil && !error.description.contains("\n"), "\(error)")
        }
    }

    @Test func wordPressCellKeepsItsConstraintsAndOutlets() throws {
        let name = "wordpress-mobile__WordPress-iOS__TitleBadgeDisclosureCell.xib"
        let template = try TemplateReader.read(contentsOf: TemplateFixtures.corpus.appendingPathComponent(name))
        #expect(template.constraints.count == 7)
        let width = try #require(template.constraints.first { $0.id == "TIW-E3-lOP" })
        #expect(width.firstAttribute == .width && width.secondItemIndex == nil && width.constant == 42 && width.priority == 250)
        let trailing = try #require(template.constraints.first { $0.id == "A7b-B8-e3f" })
        #expect(trailing.firstItemIndex == trailing.ownerIndex && trailing.secondAttribute == .trailing)
        #expect(template.connections.map(\.property).sorted() == ["tagCount", "tagName"])
        let cell = try #require(try template.instantiate(owner: nil).first as? TableViewCell)
        #expect(cell.contentView.isMultipleTouchEnabled && cell.contentView.frame.height == 43.5)
        let labels = cell.contentView.subviews.compactMap { $0 as? Label }
        #expect(labels.map(\.textAlignment) == [.natural, .right] && labels.map(\.text) == ["Label", "Label"])
    }
}

/// Colours by name and constraints, in small documents.
@Suite struct NamedColorAndConstraintTests {
    static func document(_ objects: String, resources: String = "") -> Data {
        let text = TemplateFixtures.xib(objects)
        return Data(text.replacingOccurrences(of: "</objects>", with: "</objects>\n" + resources).utf8)
    }

    @Test func systemColorComesFromResourcesAndCocoaTouchColorsAreKnown() throws {
        let data = Self.document("""
        <label text="x" id="l-1">
        <color key="textColor" systemColor="secondaryLabelColor"/>
        <color key="backgroundColor" cocoaTouchSystemColor="darkTextColor"/>
        </label>
        """, resources: """
        <resources>
        <systemColor name="secondaryLabelColor">
        <color red="0.25" green="0.25" blue="0.5" alpha="0.5" colorSpace="custom" customColorSpace="sRGB"/>
        </systemColor>
        </resources>
        """)
        let label = try #require(try TemplateReader.parse(data, fileName: "C.xib").instantiate(owner: nil).first as? Label)
        #expect(label.textColor == Color(red: 0.25, green: 0.25, blue: 0.5, alpha: 0.5))
        #expect(label.backgroundColor == .black)
    }

    @Test func undefinedSystemColorIsAnError() throws {
        let data = Self.document("<label id=\"l-1\">\n<color key=\"textColor\" systemColor=\"labelColor\"/>\n</label>")
        let error = try #require(throws: TemplateError.self) { try TemplateReader.parse(data, fileName: "C.xib") }
        #expect(error.line == 5 && error.description.contains("'systemColor' names \"labelColor\", which the document's <resources> does not define"))
    }

    @Test func constraintsResolveItemsRatiosAndExclusions() throws {
        let data = Self.document("""
        <view id="v-1">
        <subviews><view id="v-2"/></subviews>
        <constraints>
        <constraint firstItem="v-2" firstAttribute="width" secondItem="v-2" secondAttribute="height" multiplier="16:9" id="c-1"/>
        <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="20" priority="999" id="c-2"/>
        </constraints>
        <variation key="default"><mask key="constraints"><exclude reference="c-2"/></mask></variation>
        </view>
        """)
        let constraints = try TemplateReader.parse(data, fileName: "C.xib").constraints
        #expect(constraints.map(\.firstItemIndex) == [1, 0] && constraints.map(\.line) == [7, 8])
        #expect(constraints[0].multiplier == 16.0 / 9 && constraints[0].isInstalled)
        #expect(constraints[1].relation == .greaterThanOrEqual && constraints[1].priority == 999 && !constraints[1].isInstalled)
    }

    @Test func constraintToAMissingItemIsAnError() throws {
        let data = Self.document("<view id=\"v-1\">\n<constraints>\n<constraint firstItem=\"gone\" firstAttribute=\"top\" id=\"c-1\"/>\n</constraints>\n</view>")
        let error = try #require(throws: TemplateError.self) { try TemplateReader.parse(data, fileName: "C.xib") }
        #expect(error.description == #"C.xib:6: <constraint> attribute 'firstItem' "gone" names no object in this file"#)
    }
}
