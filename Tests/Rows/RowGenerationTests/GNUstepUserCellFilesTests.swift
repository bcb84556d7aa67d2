import Foundation
import RowGeneration
import Templates
import TestFixtures
import Testing

/// A user's cell on GNUstep (`run --template`): one mapping gives the Cocoa XIB and the Objective-C their views, what
/// has no counterpart is a named stand-in, and the XIB's hostile strings stay data in the Objective-C (compiled for
/// real), in the XIB (given back by an XML parser) and in the comments.
@Suite struct GNUstepUserCellFilesTests {
    let files: GNUstepUserCellFiles

    init() throws {
        let xib = try UserCellFixture.write()
        defer { try? FileManager.default.removeItem(at: xib.deletingLastPathComponent()) }
        files = try GNUstepUserCellFiles(contentsOf: xib)
    }

    /// Each UIKit class gets its AppKit view, in the XIB's order, in the XIB and in the code.
    @Test func everyElementGetsItsNearestView() throws {
        let elements = [
            "customView", "customView", "textField", "imageView", "button", "view", "textField", "switch",
            "textField", "view", "textField", "view", "view",
        ]
        let opened = files.xib.split(separator: "\n").compactMap { line -> String? in
            let text = line.drop { $0 == " " }
            guard text.hasPrefix("<"), !text.hasPrefix("</"), !text.hasPrefix("<!--") else { return nil }
            let name = String(text.dropFirst().prefix { $0 != " " && $0 != ">" && $0 != "/" })
            return elements.contains(name) ? name : nil
        }
        #expect(opened == elements)
        let classes = [
            "NSView", "NSTextField", "NSImageView", "NSButton", "NibOrNotFillView", "NSTextField", "NSSwitch",
            "NSTextField", "NibOrNotStandInView", "NSTextField", "NibOrNotStandInView", "NibOrNotStandInView",
        ]
        var rest = Substring(files.code)
        for name in classes {
            let found = try #require(rest.range(of: "\(name)\") alloc]") ?? rest.range(of: "[\(name) alloc]"))
            rest = rest[found.upperBound...]
        }
        #expect(files.standIns == ["UIStackView": 1, "UISlider": 1, "UIProgressView": 1])
        #expect(files.xib.contains("<string key=\"standsIn\">UISlider</string>"))
        #expect(files.viewCount == 13)
    }

    /// Frames are AppKit's: the UIKit frame flipped within the parent's height (the label at y 4, 20 high, in a
    /// content view 119.5 high, sits at 95.5), and a label's subview-less parent is its container.
    @Test func framesAreFlippedWithinTheirParent() {
        #expect(files.xib.contains("<rect key=\"frame\" x=\"10\" y=\"95.5\" width=\"200\" height=\"20\"/>"))
        #expect(files.code.contains("initWithFrame: NSMakeRect(10, 95.5, 200, 20)];"))
        // The label inside the 40-high view at its top: 40 - 0 - 20.
        #expect(files.code.contains("[[NSTextField alloc] initWithFrame: NSMakeRect(0, 20, 137, 20)];"))
    }

    /// Each shrinking label is tagged with its line of the fit table, which holds its minimum (the model's rule:
    /// 12 × 0.5 for the stack's label), in the XIB and the code alike; the code fits it as it makes it.
    @Test func shrinkingLabelsAreTaggedWithTheirMinimumsLine() throws {
        #expect(files.fitTable == "0.0\n0.0\n6.0\n")
        #expect(files.code.contains("    [e10 setTag: 3];\n"))
        #expect(files.code.contains("    fit(e10, 6.0);\n"))
        #expect(files.code.contains("    fit(e2, 0.0);"))
        let tags = files.xib.split(separator: "\n").filter { $0.contains("<textField ") }.map {
            $0.contains(" tag=\"") ? String($0.split(separator: " tag=\"")[1].prefix { $0 != "\"" }) : "-"
        }
        #expect(tags == ["1", "2", "-", "3"])
    }

    @Test func theHostileStringsStayData() throws {
        #expect(files.code.contains("[e2 setStringValue: @\"\\\"); system(\\\"x\"];"))
        let titles = try AttributeValues(files.xib, element: "textFieldCell").values
        #expect(titles == [UserCellFixture.hostileText, "inner", "typed", "shrinks"])
        #expect(try AttributeValues(files.xib, element: "buttonCell").values == ["Read */ more"])
        // The 300-character id ends in a backslash, which must not splice the next line into the comment.
        #expect(files.code.contains("// UIImageView \(UserCellFixture.longIdentifier.dropLast())\\x5C, line"))
        #expect(files.xib.contains("<!-- UILabel */ - ->, line"))
        // No font name of the XIB's reaches GNUstep: the bold system font is one of the generator's names.
        #expect(files.xib.contains("<font key=\"font\" name=\"DejaVuSans-Bold\" size=\"15\"/>"))
    }

    /// A label and a font name that try to break out of each language stay data: the code compiles, the XIB parses
    /// and gives the text back, and the font is one of the generator's names. (A control character other than a line
    /// break or tab cannot be in an XML attribute: the reader refuses such a XIB before any generator.)
    @Test(
        arguments: HostileText.all.filter {
            !$0.unicodeScalars.contains { $0.value < 0x20 && ![9, 10, 13].contains($0.value) }
        })
    func everyHostileTextStaysOneValue(text: String) throws {
        let xib = UserCellFixture.xib.replacingOccurrences(of: "text=\"inner\"", with: "text=\(quoted(text))")
            .replacingOccurrences(of: "type=\"system\" pointSize=\"12\"", with: "name=\(quoted(text)) pointSize=\"12\"")
        let template = try TemplateReader.parse(Data(xib.utf8), fileName: "Hostile.xib")
        let files = GNUstepUserCellFiles(cell: try XIBCell(template: template, file: "Hostile.xib"))
        let titles = try AttributeValues(files.xib, element: "textFieldCell").values
        #expect(titles.count == 4 && titles[1] == text)
        let fonts = Set(try AttributeValues(files.xib, element: "font", attribute: "name").values)
        #expect(fonts.isSubset(of: ["DejaVuSans", "DejaVuSans-Bold", "DejaVuSans-Oblique", "DejaVuSans-BoldOblique"]))
        try Self.compile(files.code)
    }

    /// Numbers past what a row can use are clamped to ±100,000, colour channels to 0...1.
    @Test func hugeNumbersAreClamped() throws {
        let xib = UserCellFixture.xib.replacingOccurrences(
            of: "x=\"120\" y=\"50\" width=\"90\"", with: "x=\"-900000\" y=\"50\" width=\"900000\"")
        let template = try TemplateReader.parse(Data(xib.utf8), fileName: "Huge.xib")
        let files = GNUstepUserCellFiles(cell: try XIBCell(template: template, file: "Huge.xib"))
        #expect(files.code.contains("initWithFrame: NSMakeRect(-100000, 38.5, 100000, 31)];"))
        try Self.compile(files.code)
    }

    /// The code compiles and links against GNUstep as the run compiles it (a shared object), and exports the row.
    @Test func theCodeCompilesForReal() throws {
        try Self.compile(files.code)
    }

    /// A real cell of the corpus (labels, an image, a button, nested views) has a counterpart for every element.
    @Test(SharedFolder.needed) func aRealCellOfTheCorpusIsTranslated() throws {
        let xib = SharedFolder.corpus("xib-corpus-2").appendingPathComponent(
            "rambler-digital-solutions__rambler-it-ios__LectureInfoTableViewCell.xib")
        let files = try GNUstepUserCellFiles(contentsOf: xib)
        #expect(files.standIns.isEmpty)
        #expect(files.viewCount == 10)
        #expect(try AttributeValues(files.xib, element: "buttonCell").values.contains("Читать далее"))
        try Self.compile(files.code)
    }

    private func quoted(_ text: String) -> String {
        "\""
            + text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: "\n", with: "&#10;")
            .replacingOccurrences(of: "\r", with: "&#13;").replacingOccurrences(of: "\t", with: "&#9;") + "\""
    }

    static func compile(_ code: String) throws {
        let flags = try #require(GNUstepRowFilesHostileTests.gnustepFlags(), "gcc's Objective-C runtime headers")
        let folder = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("cell.m")
        try code.write(to: file, atomically: true, encoding: .utf8)
        let library = folder.appendingPathComponent("cell.so").path
        let arguments =
            ["-shared", "-fPIC", "-Werror", "-Wall"] + flags
            + [file.path, "-o", library, "-lgnustep-gui", "-lgnustep-base", "-lobjc"]
        let compile = try Tool("clang", arguments)
        #expect(compile.status == 0, "\(compile.output)")
        let symbols = try Tool("nm", ["-D", "--defined-only", library])
        #expect(symbols.output.contains(" T \(GNUstepUserCellFiles.codeFunction)\n"))
        // The hostile text's `system` call, had it become code, would be a function the module imports.
        let imports = try Tool("nm", ["-D", "--undefined-only", library])
        #expect(imports.status == 0 && !imports.output.contains(" system"), "\(imports.output)")
    }
}
