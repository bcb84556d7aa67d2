import Foundation
import RowGeneration
import Templates
import TestFixtures
import Testing

/// A user's cell on Qt Quick (`run --template`): one mapping gives the QML document and the C++ their items, what has
/// no counterpart is a named stand-in, and the XIB's strings land as literals, never as QML bindings or C++ code
/// (the document compiled and the code compiled for real: QmlRowsTests' `QmlUserCellTests`).
@Suite struct QmlUserCellFilesTests {
    let files: QmlUserCellFiles

    init() throws {
        let xib = try UserCellFixture.write()
        defer { try? FileManager.default.removeItem(at: xib.deletingLastPathComponent()) }
        files = try QmlUserCellFiles(contentsOf: xib)
    }

    /// Each UIKit class gets its Qt Quick item, in the XIB's order, in the document and in the code.
    @Test func everyElementGetsItsNearestItem() throws {
        let types = [
            "Item", "Text", "Image", "Item", "Rectangle", "Text", "Item", "TextInput", "Column", "Text", "Item", "Item",
        ]
        let declared = files.document.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasSuffix(" {"), trimmed.first?.isUppercase == true else { return nil }
            return String(trimmed.dropLast(2))
        }
        #expect(declared == ["Item"] + types, "the cell, then the content view and its tree")
        let classes = [
            "QQuickItem", "QQuickText", "QQuickImage", "QQuickItem", "QQuickRectangle", "QQuickText", "QQuickItem",
            "QQuickTextInput", "QQuickColumn", "QQuickText", "QQuickItem", "QQuickItem",
        ]
        var rest = Substring(files.code)
        for (index, cppClass) in classes.enumerated() {
            let made = "auto *e\(index + 1) = created.begin(new \(cppClass)("
            let found = try #require(rest.range(of: made), "\(made) in order")
            rest = rest[found.upperBound...]
        }
        #expect(files.standIns == ["UIButton": 1, "UISwitch": 1, "UISlider": 1, "UIProgressView": 1])
        #expect(files.document.contains("objectName: \"stand-in UISlider\""))
        #expect(files.itemCount == 13)
        // A stack's children are placed by the Column at the polish step, not at their frames.
        #expect(files.document.contains("Column {") && files.code.contains("e9->setSpacing(4);"))
        #expect(!files.code.contains("e10->setX("))
    }

    /// The document and the code set the same things: every QML property line has its C++ statement.
    @Test func theDocumentAndTheCodeSetTheSameThings() {
        #expect(files.document.contains("            font.pointSize: 15\n            font.weight: 700"))
        #expect(files.code.contains("e2Font.setPointSizeF(15);\n    e2Font.setWeight(QFont::Weight(700));"))
        #expect(
            files.document.contains("color: \"#003380\"") && files.code.contains("setColor(QColor(0, 51, 128, 255))"))
        #expect(files.document.contains("wrapMode: Text.WordWrap") && files.code.contains("QQuickText::WordWrap"))
        #expect(files.document.contains("color: \"#ffffff\"") && files.code.contains("e5->setColor(QColor(255, 255"))
        let documentSettings = files.document.split(separator: "\n").filter { $0.contains(": ") && !$0.contains("//") }
        // A font is one `setFont` of the QFont its lines made.
        let codeSettings = files.code.split(separator: "\n").filter {
            ($0.contains("->set") || $0.contains("Font.set")) && !$0.contains("->setFont(")
        }
        #expect(documentSettings.count == codeSettings.count)
    }

    /// Every string lands as a literal: a QML string literal in the document, a C++ literal in the code; the long
    /// id, ending in a backslash, only in `//` comments, which its backslash cannot extend.
    /// A shrinking label declares what QmlRow's fit reads, as the seed's labels do, and the code sets the same by
    /// name; the precomputed document is the document with each shrinking label's size a marker, in document order.
    @Test func shrinkingLabelsCarryTheirMinimumAndArePrecomputedByMarker() throws {
        #expect(files.document.components(separatedBy: "property bool adjustsFontSizeToFitWidth: true").count == 4)
        #expect(files.document.contains("property real minimumFontSize: 6\n"))
        #expect(files.code.contains("e10->setProperty(\"minimumFontSize\", double(6));"))
        #expect(files.code.components(separatedBy: "->setProperty(\"adjustsFontSizeToFitWidth\", true);").count == 4)
        let markers = files.precomputedDocument.split(separator: "\n").filter { $0.contains("font.pointSize: @FIT_") }
        #expect(
            markers.map { $0.trimmingCharacters(in: .whitespaces) } == (1...3).map { "font.pointSize: @FIT_\($0)@" })
        var unmarked = files.precomputedDocument
        for (number, size) in [(1, "15"), (2, "14"), (3, "12")] {
            unmarked = unmarked.replacingOccurrences(of: "@FIT_\(number)@", with: size)
        }
        #expect(unmarked == files.document)
    }

    @Test func theHostileStringsStayLiterals() throws {
        let hostile = UserCellFixture.hostileText
        #expect(files.document.contains("    text: \"\\\"); system(\\\"x\"\n"))
        #expect(files.code.contains("e2->setText(QStringLiteral(\"\\\"); system(\\\"x\"));"))
        #expect(!files.document.contains(hostile) && !files.code.contains(hostile))
        let comment = "// UIImageView \(UserCellFixture.longIdentifier.dropLast())\\x5C, line"
        #expect(files.document.contains(comment) && files.code.contains(comment))
        // The document loads nothing: QtQuick alone, no URL, no file, no image source.
        #expect(files.document.components(separatedBy: "import ").count == 2)
        #expect(!files.document.contains("source:") && !files.document.contains("://"))
    }

    /// QML's own injections: a text that would close the literal and add a binding, a template literal, a line
    /// break before a handler; each becomes one escaped literal on one line.
    @Test func qmlBindingsInTextsStayText() throws {
        let texts = ["\" + Qt.platform.os + \"", "${Qt.platform.os}", "a\n    Component.onCompleted: Qt.quit()\n"]
        for text in texts {
            let xib = UserCellFixture.xib.replacingOccurrences(
                of: "text=\"inner\"", with: "text=\(Escaping.xmlAttribute(text))")
            let template = try TemplateReader.parse(Data(xib.utf8), fileName: "Hostile.xib")
            let files = QmlUserCellFiles(cell: try XIBCell(template: template, file: "Hostile.xib"))
            #expect(files.document.contains("    text: \(Escaping.qmlString(text))\n"), "\(text)")
            let lines = files.document.split(separator: "\n").map { $0.drop { $0 == " " } }
            #expect(!lines.contains { $0.hasPrefix("Component.") }, "\(text)")
            #expect(files.code.contains("setText(QStringLiteral(\(Escaping.cString(text))))"), "\(text)")
        }
    }

    /// Numbers past what a row can use are clamped to ±100,000 and a font to 1 ... 1,000 points.
    @Test func hugeNumbersAreClamped() throws {
        let xib = UserCellFixture.xib.replacingOccurrences(of: "spacing=\"4\"", with: "spacing=\"900000\"")
            .replacingOccurrences(
                of: "x=\"120\" y=\"50\" width=\"90\"", with: "x=\"-900000\" y=\"50\" width=\"900000\""
            )
            .replacingOccurrences(of: "pointSize=\"15\"", with: "pointSize=\"5000\"")
        let template = try TemplateReader.parse(Data(xib.utf8), fileName: "Huge.xib")
        let files = QmlUserCellFiles(cell: try XIBCell(template: template, file: "Huge.xib"))
        #expect(files.code.contains("e9->setSpacing(100000);"))
        #expect(files.code.contains("e11->setX(-100000);") && files.code.contains("e11->setWidth(100000);"))
        #expect(files.document.contains("font.pointSize: 1000\n") && files.code.contains("e2Font.setPointSizeF(1000);"))
    }

    /// A real cell of the corpus (labels, an image, a button, nested views) is translated, its Russian text as it is.
    @Test(SharedFolder.needed) func aRealCellOfTheCorpusIsTranslated() throws {
        let xib = SharedFolder.corpus("xib-corpus-2").appendingPathComponent(
            "rambler-digital-solutions__rambler-it-ios__LectureInfoTableViewCell.xib")
        let files = try QmlUserCellFiles(contentsOf: xib)
        #expect(files.itemCount == 10)
        #expect(files.document.contains("text: \"Читать далее\"") || files.standIns["UIButton"] != nil)
    }
}
