import Foundation
import Templates
import Testing

/// A malformed template and the error it must give.
struct BadTemplate: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let line: Int
    /// Text the one-line description must contain, after `Bad.xib:<line>: `.
    let fragment: String
    var testDescription: String { name }
}

/// One view at line 4 with a frame at line 5, to break in one place at a time.
private func view(
    _ attributes: String = "", rect: String = #"x="0" y="0" width="10" height="10""#,
    inside: String = ""
) -> String {
    TemplateFixtures.xib(
        """
        <view id="v-1"\(attributes)>
        <rect key="frame" \(rect)/>\(inside)
        </view>
        """)
}

private let valid = view()

/// Every way the reader must refuse a file, with the line it must name.
let badTemplates: [BadTemplate] = [
    .init(name: "not XML", text: "this is not XML\n", line: 1, fragment: "is not well-formed XML"),
    .init(name: "empty file", text: "", line: 1, fragment: "is empty"),
    .init(name: "whitespace only", text: "\n  \n", line: 1, fragment: "is empty"),
    .init(
        name: "truncated", text: valid.split(separator: "\n").prefix(5).joined(separator: "\n"), line: 5,
        fragment: "is not well-formed XML: the file ends before <view> from line 4 is closed"),
    .init(
        name: "cut inside a tag", text: String(valid.prefix(while: { $0 != "/" })), line: 5,
        fragment: "is not well-formed XML: a tag cut short"),
    .init(
        name: "end tag mismatch", text: view(inside: "\n<subviews>\n</view>"), line: 7,
        fragment: "an end tag that does not match"),
    .init(
        name: "two root elements", text: valid + "\n<document/>", line: 9, fragment: "content after the root element"),
    .init(
        name: "wrong root element", text: "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"/>\n", line: 2,
        fragment: "<plist> is not a XIB document"),
    .init(
        name: "storyboard, not XIB",
        text: valid.replacingOccurrences(of: "CocoaTouch.XIB", with: "CocoaTouch.Storyboard.XIB"),
        line: 2, fragment: "<document> attribute 'type' is \"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\""),
    .init(
        name: "unknown element", text: view(inside: "\n<widget key=\"gizmo\"/>"), line: 6,
        fragment: "<widget key=\"gizmo\"> is not supported inside <view>"),
    .init(
        name: "unknown object", text: TemplateFixtures.xib("<widget id=\"w\"/>"), line: 4,
        fragment: "<widget> is not an object this reader can make"),
    .init(
        name: "unknown attribute", text: view(#" colour="red""#), line: 4,
        fragment: "<view> attribute 'colour' is not supported"),
    .init(
        name: "missing id", text: TemplateFixtures.xib("<view/>"), line: 4, fragment: "<view> attribute 'id' is missing"
    ),
    .init(
        name: "rect without width", text: view(rect: #"x="0" y="0" height="10""#), line: 5,
        fragment: "<rect key=\"frame\"> attribute 'width' is missing"),
    .init(
        name: "not a number",
        text: view(inside: "\n<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"abc\"/>")
            .replacingOccurrences(of: "<view id", with: "<label id").replacingOccurrences(
                of: "</view>", with: "</label>"),
        line: 6, fragment: "<fontDescription key=\"fontDescription\"> attribute 'pointSize' is not a number: \"abc\""),
    .init(
        name: "NaN", text: view(rect: #"x="nan" y="0" width="10" height="10""#), line: 5,
        fragment: "attribute 'x' is not a finite number: \"nan\""),
    .init(
        name: "infinity", text: view(rect: #"x="0" y="0" width="inf" height="10""#), line: 5,
        fragment: "attribute 'width' is not a finite number: \"inf\""),
    .init(
        name: "overflow", text: view(rect: #"x="1e999" y="0" width="1" height="10""#), line: 5,
        fragment: "attribute 'x' is not a finite number"),
    .init(
        name: "hexadecimal", text: view(rect: #"x="0x10" y="0" width="1" height="10""#), line: 5,
        fragment: "attribute 'x' is not a decimal number"),
    .init(
        name: "negative size", text: view(rect: #"x="-4" y="0" width="-5" height="10""#), line: 5,
        fragment: "attribute 'width' must not be negative: \"-5\""),
    .init(
        name: "alpha above 1", text: view(#" alpha="1.5""#), line: 4,
        fragment: "attribute 'alpha' must be between 0 and 1"),
    .init(
        name: "not a whole number", text: view(#" tag="1.5""#), line: 4,
        fragment: "attribute 'tag' is not a whole number"),
    .init(
        name: "bad flag", text: view(#" opaque="maybe""#), line: 4,
        fragment: "attribute 'opaque' is not YES or NO: \"maybe\""),
    .init(
        name: "bad enum", text: view(#" contentMode="sideways""#), line: 4,
        fragment: "attribute 'contentMode' is not one of scaleToFill,"),
    .init(
        name: "bad colour space",
        text: view(inside: "\n<color key=\"backgroundColor\" white=\"1\" alpha=\"1\" colorSpace=\"cmyk\"/>"),
        line: 6, fragment: "attribute 'colorSpace' is not one of"),
    .init(
        name: "colour component out of range",
        text: view(inside: "\n<color key=\"backgroundColor\" white=\"2\" alpha=\"1\" colorSpace=\"calibratedWhite\"/>"),
        line: 6, fragment: "attribute 'white' must be between 0 and 1"),
    .init(
        name: "key given twice", text: view(inside: "\n<rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/>"),
        line: 6,
        fragment: "sets 'frame' a second time"),
    .init(
        name: "duplicate id", text: TemplateFixtures.xib("<view id=\"v-1\"/>\n<view id=\"v-1\"/>"), line: 5,
        fragment: "<view> attribute 'id' \"v-1\" is already used by <view> on line 4"),
    .init(name: "duplicate attribute", text: view(#" tag="1" tag="2""#), line: 4, fragment: "the same attribute twice"),
    .init(
        name: "outlet to a missing destination",
        text: TemplateFixtures.xib(
            """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
            <connections>
            <outlet property="loadedCell" destination="nowhere" id="o-1"/>
            </connections>
            </placeholder>
            """), line: 6, fragment: "<outlet> attribute 'destination' \"nowhere\" names no object in this file"),
    .init(
        name: "subview with a key",
        text: view(inside: "\n<subviews>\n<view key=\"backgroundView\" id=\"v-2\"/>\n</subviews>"),
        line: 7, fragment: "views inside <subviews> take none"),
    .init(
        name: "content view outside a cell",
        text: view(inside: "\n<subviews>\n<tableViewCellContentView id=\"v-2\"/>\n</subviews>"),
        line: 7, fragment: "<tableViewCellContentView> may only be a <tableViewCell>'s key=\"contentView\""),
    .init(name: "stray text", text: view(inside: "\nhello"), line: 4, fragment: "<view> holds text \"hello\""),
    .init(
        name: "document type declaration",
        text: "<?xml version=\"1.0\"?>\n<!DOCTYPE document>\n" + valid.drop { $0 != "\n" }.dropFirst(),
        line: 2, fragment: "<!DOCTYPE> is not allowed"),
    .init(name: "undeclared entity", text: view(#" userLabel="&nbsp;""#), line: 4, fragment: "undeclared entity"),
]

@Suite struct TemplateReaderErrorTests {
    @Test func theValidBaseParses() throws {
        let template = try TemplateReader.parse(Data(valid.utf8), fileName: "Bad.xib")
        #expect(template.objects.count == 1 && template.objects[0].line == 4)
    }

    @Test(arguments: badTemplates)
    func malformedTemplateFailsAtItsLine(_ bad: BadTemplate) throws {
        let error = try #require(throws: TemplateError.self) {
            try TemplateReader.parse(Data(bad.text.utf8), fileName: "templates/Bad.xib", strict: true)
        }
        #expect(error.line == bad.line, "\(error)")
        #expect(error.description.hasPrefix("templates/Bad.xib:\(bad.line): "), "\(error)")
        #expect(error.description.contains(bad.fragment), "\(error)")
        #expect(!error.description.contains("\n"))
        if ProcessInfo.processInfo.environment["SHOW_TEMPLATE_ERRORS"] != nil { print(error) }
    }

    @Test func unreadableFileNamesThePath() throws {
        let url = URL(fileURLWithPath: "templates/DoesNotExist.xib")
        let error = try #require(throws: TemplateError.self) { try TemplateReader.read(contentsOf: url) }
        #expect(error.description.hasPrefix("templates/DoesNotExist.xib: cannot be read"))
    }

    @Test func longOrMultiLineValuesStayOnOneLine() throws {
        let value = String(repeating: "x", count: 500) + "&#10;y"
        let error = try #require(throws: TemplateError.self) {
            try TemplateReader.parse(Data(view(" tag=\"\(value)\"").utf8), fileName: "Bad.xib")
        }
        #expect(!error.description.contains("\n") && error.description.count < 250)
    }
}
