import Foundation
import RowGeneration
import Templates
import TestFixtures
import Testing

/// A user's cell on Qt Widgets (`run --template`): one mapping gives the form and the C++ their widgets, what has
/// no counterpart is a named stand-in, and the XIB's hostile strings stay data in the C++ (compiled for real), in
/// the form (given back by an XML parser), in uic's C++ of the form (compiled too) and in the comments.
@Suite struct QtUserCellFilesTests {
    let files: QtUserCellFiles

    init() throws {
        let xib = try UserCellFixture.write()
        defer { try? FileManager.default.removeItem(at: xib.deletingLastPathComponent()) }
        files = try QtUserCellFiles(contentsOf: xib)
    }

    /// Each UIKit class gets its Qt widget, in the XIB's order, in the form and the code.
    @Test func everyElementGetsItsNearestWidget() throws {
        let classes = [
            "QWidget", "QWidget", "QLabel", "QLabel", "QPushButton", "QWidget", "QLabel", "QCheckBox", "QLineEdit",
            "QWidget", "QLabel", "QWidget", "QWidget",
        ]
        let widgets = files.form.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: "<widget class=\"") else { return nil }
            return String(line[start.upperBound...].prefix { $0 != "\"" })
        }
        #expect(widgets == classes)
        var rest = Substring(files.code)
        for (index, widgetClass) in classes.enumerated().dropFirst() {
            let found = try #require(rest.range(of: "auto *e\(index) = new \(widgetClass)("), "e\(index) in order")
            rest = rest[found.upperBound...]
        }
        #expect(files.standIns == ["UISlider": 1, "UIProgressView": 1])
        #expect(files.code.contains("e11->setProperty(\"uikitClass\", QVariant(QString::fromUtf8(\"UISlider\")));"))
        #expect(files.form.contains("<layout class=\"QVBoxLayout\" name=\"e9Layout\">"))
        #expect(files.code.contains("    e9Layout->addWidget(e10);"))
        #expect(files.widgetCount == 13)
        // The form's class is named after the XIB's content, so that two cells' classes never share a name.
        #expect(files.className.hasPrefix(QtUserCellFiles.classPrefix) && files.className.count == 34)
    }

    /// A shrinking label carries what QtRow's fit reads, in the form and in the code alike: the flag and its minimum
    /// (the model's rule: 12 × 0.5), and for a stack's label, which its layout sizes later, its frame's width.
    @Test func aShrinkingLabelCarriesItsMinimum() throws {
        for (name, value, literal) in [
            ("adjustsFontSizeToFitWidth", "<bool>true</bool>", "true"),
            ("minimumFontSize", "<double>6.0</double>", "6.0"),
            ("fitWidth", "<number>40</number>", "40"),
        ] {
            #expect(files.form.contains("<property name=\"\(name)\" stdset=\"0\">\n        \(value)"), "\(name)")
            #expect(files.code.contains("e10->setProperty(\"\(name)\", QVariant(\(literal)));"), "\(name)")
        }
        #expect(files.code.contains("e2->setProperty(\"minimumFontSize\", QVariant(0.0));"))
        #expect(!files.code.contains("e2->setProperty(\"fitWidth\""))
    }

    @Test func theHostileStringsStayData() throws {
        #expect(files.code.contains("e2->setText(QString::fromUtf8(\"\\\"); system(\\\"x\"));"))
        let strings = try ElementTexts(files.form, element: "string").texts
        #expect(
            strings == [
                UserCellFixture.hostileText, "Read */ more", "inner", "typed", "name", "shrinks", "UISlider",
                "UIProgressView",
            ])
        // The 300-character id ends in a backslash, which must not splice the next line into the comment.
        #expect(files.code.contains("// UIImageView \(UserCellFixture.longIdentifier.dropLast())\\x5C, line"))
        #expect(files.form.contains("<!-- UILabel */ - ->, line"))
    }

    /// Every hostile text, as a label's text, a button's title and a named font, compiles into a module that builds
    /// exactly those strings, by the code and by uic's code of the form.
    @Test func everyHostileTextCompilesAsData() throws {
        // XML 1.0 holds no control character but tab, newline and return, so no XIB can.
        let texts = HostileText.all.filter { text in
            !text.unicodeScalars.contains { $0.value < 0x20 && !["\t", "\n", "\r"].contains($0) }
        }
        let labels = texts.enumerated().map { index, text in
            """
            <label text=\(Escaping.xmlAttribute(text)) id="l\(index)">
                <rect key="frame" x="0" y="\(index)" width="100" height="20"/>
                <fontDescription key="fontDescription" name=\(Escaping.xmlAttribute(text)) pointSize="12"/>
            </label>
            <button id="b\(index)"><rect key="frame" x="0" y="0" width="10" height="10"/>\
            <state key="normal" title=\(Escaping.xmlAttribute(text))/></button>
            """
        }
        let xib = UserCellFixture.xib.replacingOccurrences(
            of: "<subviews>", with: "<subviews>\n" + labels.joined(separator: "\n"), options: [],
            range: UserCellFixture.xib.range(of: "<subviews>"))
        let template = try TemplateReader.parse(Data(xib.utf8), fileName: "Hostile.xib")
        let files = QtUserCellFiles(cell: try XIBCell(template: template, file: "Hostile.xib"))
        for text in texts {
            #expect(files.code.contains("QString::fromUtf8(\(Escaping.cString(text)))"), "\(text)")
        }
        let strings = try ElementTexts(files.form, element: "string").texts
        for text in texts {
            #expect(strings.contains(text), "\(text) in the form")
        }
        try Self.compile(try Self.moduleSource(files))
    }

    /// Numbers past what a row can use are clamped to ±100,000 (the reader already refuses more than ±1,000,000).
    @Test func hugeNumbersAreClamped() throws {
        let xib = UserCellFixture.xib.replacingOccurrences(of: "spacing=\"4\"", with: "spacing=\"900000\"")
            .replacingOccurrences(
                of: "x=\"120\" y=\"50\" width=\"90\"", with: "x=\"-900000\" y=\"50\" width=\"900000\"")
        let template = try TemplateReader.parse(Data(xib.utf8), fileName: "Huge.xib")
        let files = QtUserCellFiles(cell: try XIBCell(template: template, file: "Huge.xib"))
        #expect(files.code.contains("e9Layout->setSpacing(100000);"))
        #expect(files.code.contains("e11->setGeometry(QRect(-100000, 50, 100000, 31));"))
        try Self.compile(files.code, exporting: [QtUserCellFiles.codeFunction])
    }

    /// The code and uic's code of the form compile and link against Qt 6 Widgets as the run compiles them (one
    /// shared object), which exports both rows.
    @Test func theCodeAndUicsCodeCompileForReal() throws {
        try Self.compile(try Self.moduleSource(files))
    }

    /// A real cell of the corpus (labels, an image, a button, nested views) has a counterpart for every element.
    @Test(SharedFolder.needed) func aRealCellOfTheCorpusIsTranslated() throws {
        let xib = SharedFolder.corpus("xib-corpus-2").appendingPathComponent(
            "rambler-digital-solutions__rambler-it-ios__LectureInfoTableViewCell.xib")
        let files = try QtUserCellFiles(contentsOf: xib)
        #expect(files.standIns.isEmpty)
        #expect(files.widgetCount == 10)
        #expect(try ElementTexts(files.form, element: "string").texts.contains("Читать далее"))
        try Self.compile(files.code, exporting: [QtUserCellFiles.codeFunction])
    }

    /// The cell's module source, with uic's C++ of the form as the run has uic write it.
    static func moduleSource(_ files: QtUserCellFiles) throws -> String {
        let uic = try #require(QtSyntaxCheck.tool("uic", folder: "libexecdir"), "Qt's uic (qt6-base-dev-tools)")
        let folder = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let form = folder.appendingPathComponent(QtUserCellFiles.formFileName)
        try files.form.write(to: form, atomically: true, encoding: .utf8)
        let header = folder.appendingPathComponent(QtUserCellFiles.uicHeaderFileName)
        let run = try Tool(uic, [form.path, "-o", header.path])
        try #require(run.status == 0, "uic: \(run.output)")
        return files.moduleSource(uicHeader: try String(contentsOf: header, encoding: .utf8))
    }

    /// Compiles `code` into a shared object with Qt Widgets' flags, as the run does, and checks that it exports
    /// `functions` and imports no `system`, which a hostile text that had become code would call.
    static func compile(
        _ code: String, exporting functions: [String] = [QtUserCellFiles.codeFunction, QtUserCellFiles.uicFunction]
    ) throws {
        let folder = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let flags = try Tool("pkg-config", ["--cflags", "--libs", "Qt6Widgets"])
        try #require(flags.status == 0, "pkg-config Qt6Widgets: \(flags.output)")
        let file = folder.appendingPathComponent("cell.cpp")
        try code.write(to: file, atomically: true, encoding: .utf8)
        let library = folder.appendingPathComponent("cell.so").path
        let arguments =
            ["-std=c++17", "-shared", "-fPIC", "-Wno-deprecated-literal-operator", file.path, "-o", library]
            + flags.output.split(whereSeparator: \.isWhitespace).map(String.init)
        let compile = try Tool("clang++", arguments)
        try #require(compile.status == 0, "\(compile.output)")
        let symbols = try Tool("nm", ["-D", "--defined-only", library])
        for function in functions { #expect(symbols.output.contains(" T \(function)\n"), "\(function)") }
        let imports = try Tool("nm", ["-D", "--undefined-only", library])
        #expect(imports.status == 0 && !imports.output.contains(" system"), "\(imports.output)")
    }
}
