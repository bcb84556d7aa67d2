import Foundation
import RowGeneration
import Templates
import TestFixtures
import Testing

/// A user's cell on GTK (`run --template`): one mapping gives the UI files and the C their widgets, what has no
/// counterpart is a named stand-in, and the XIB's hostile strings stay data in C (compiled for real), in the UI
/// files (given back by an XML parser) and in the comments.
@Suite struct GtkUserCellFilesTests {
    let files: GtkUserCellFiles

    init() throws {
        let xib = try UserCellFixture.write()
        defer { try? FileManager.default.removeItem(at: xib.deletingLastPathComponent()) }
        files = try GtkUserCellFiles(contentsOf: xib)
    }

    /// Each UIKit class gets its GTK widget, in the XIB's order, in both UI files and the code.
    @Test func everyElementGetsItsNearestWidget() throws {
        let classes = [
            "GtkFixed", "GtkFixed", "GtkLabel", "GtkPicture", "GtkButton", "GtkFixed", "GtkLabel", "GtkSwitch",
            "GtkEntry",
            "GtkBox", "GtkLabel", "GtkFixed", "GtkFixed",
        ]
        let objects = files.builderFile.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: "<object class=\"") else { return nil }
            return String(line[start.upperBound...].prefix { $0 != "\"" })
        }
        #expect(objects == classes)
        let constructors = classes.dropFirst().map { "gtk_\($0.dropFirst(3).lowercased())_new(" }
        var rest = Substring(files.code)
        for constructor in constructors {
            let found = try #require(rest.range(of: constructor), "\(constructor) in order")
            rest = rest[found.upperBound...]
        }
        #expect(files.standIns == ["UISlider": 1, "UIProgressView": 1])
        #expect(files.builderFile.contains("<property name=\"name\">stand-in UISlider</property>"))
        #expect(files.code.contains("gdk_paintable_new_empty(40, 40)"))
        #expect(files.widgetCount == 13)
    }

    /// The builder file and the class template hold the same tree: only the root differs.
    @Test func theTemplateIsTheBuilderFileUnderAnotherRoot() {
        // The class is named after the XIB's content, so that two cells can share a process.
        #expect(files.className.hasPrefix(GtkUserCellFiles.classPrefix) && files.className.count == 35)
        let root = "<template class=\"\(files.className)\" parent=\"GtkFixed\">"
        let asBuilt = files.templateFile.replacingOccurrences(of: root, with: "<object class=\"GtkFixed\" id=\"cell\">")
            .replacingOccurrences(of: "</template>", with: "</object>")
        #expect(asBuilt == files.builderFile)
    }

    @Test func theHostileStringsStayData() throws {
        #expect(files.code.contains("gtk_label_set_label(GTK_LABEL(e2), \"\\\"); system(\\\"x\");"))
        let texts = try LabelTexts(files.builderFile).texts
        #expect(texts == [UserCellFixture.hostileText, "Read */ more", "inner", "shrinks"])
        #expect(try LabelTexts(files.templateFile).texts == texts)
        // The 300-character id ends in a backslash, which must not splice the next line into the comment.
        #expect(files.code.contains("// UIImageView \(UserCellFixture.longIdentifier.dropLast())\\x5C, line"))
        #expect(
            files.styleSheet.contains(
                ".\(files.className) .e2 { font-family: \"DejaVu Sans\"; font-weight: 700; font-size: 15px;"))
    }

    /// A shrinking label (`shrinks`, 12 points, a scale factor of 0.5) gets the model's sizes as classes, 12 down to 6
    /// by half points and the minimum last, the same font and minimum in the code's fit call and in the table the
    /// template constructions fit by, and a marker in the precomputed template; a label that keeps its size (the
    /// hostile one, no minimum) is still measured, as `UILabel` measures it, and has only its own size.
    @Test func aShrinkingLabelGetsTheModelsSizes() throws {
        let sizes = files.styleSheet.split(separator: "\n").filter { $0.contains(" .e10.fit-") }
        #expect(sizes.count == 14)
        #expect(sizes.first == ".\(files.className) .e10.fit-0 { font-size: 12px; }")
        #expect(sizes.dropFirst().first == ".\(files.className) .e10.fit-1 { font-size: 11.5px; }")
        #expect(sizes.last == ".\(files.className) .e10.fit-13 { font-size: 6px; }")
        #expect(
            files.code.contains(
                "    gtk_widget_add_css_class(e10, \"e10\");\n    fit(e10, \"DejaVu Sans\", 400, 0, 12.0, 6.0);"))
        #expect(files.code.contains("fit(e2, \"DejaVu Sans\", 700, 0, 15.0, 0.0);"))
        #expect(files.styleSheet.split(separator: "\n").filter { $0.contains(" .e2.fit-") }.count == 1)
        #expect(
            files.fitTable == "e2\t700\t0\t15.0\t0.0\tDejaVu Sans\ne6\t600\t0\t14.0\t0.0\tDejaVu Sans\n"
                + "e10\t400\t0\t12.0\t6.0\tDejaVu Sans\n")
        #expect(files.precomputedFile.contains("<style><class name=\"e10\"/><class name=\"@FIT_e10@\"/></style>"))
        #expect(!files.templateFile.contains("@FIT_"))
    }

    /// A font's name is data in the code's fit call and one field of the table: quotes, a tab and a line break can
    /// neither end the C string nor add a line or field to the table. A minimum 200 points below the size is raised.
    @Test func aHostileFontNameStaysOneField() throws {
        let xib = UserCellFixture.xib.replacingOccurrences(
            of: "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"12\"/>",
            with: "<fontDescription key=\"fontDescription\" name=\"a&quot;);\tsystem(&quot;x&#10;\" family=\"x\" "
                + "pointSize=\"900\"/>")
        let template = try TemplateReader.parse(Data(xib.utf8), fileName: "Font.xib")
        let files = GtkUserCellFiles(cell: try XIBCell(template: template, file: "Font.xib"))
        #expect(files.code.contains("fit(e10, \"a\\\"); system(\\\"x \", 400, 0, 900.0, 700.0);"), "\(files.code)")
        let lines = files.fitTable.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4 && lines[2] == "e10\t400\t0\t900.0\t700.0\ta\"); system(\"x ")
        #expect(files.styleSheet.split(separator: "\n").filter { $0.contains(" .e10.fit-") }.count == 402)
        try Self.compile(files.code)
    }

    /// Numbers past what a row can use are clamped to ±100,000 (the reader already refuses more than ±1,000,000),
    /// so that an `int` size request, a transform and a spacing stay within what GTK takes.
    @Test func hugeNumbersAreClamped() throws {
        let xib = UserCellFixture.xib.replacingOccurrences(of: "spacing=\"4\"", with: "spacing=\"900000\"")
            .replacingOccurrences(
                of: "x=\"120\" y=\"50\" width=\"90\"", with: "x=\"-900000\" y=\"50\" width=\"900000\"")
        let template = try TemplateReader.parse(Data(xib.utf8), fileName: "Huge.xib")
        let files = GtkUserCellFiles(cell: try XIBCell(template: template, file: "Huge.xib"))
        #expect(files.code.contains("gtk_box_set_spacing(GTK_BOX(e9), 100000);"))
        #expect(files.code.contains("gtk_widget_set_size_request(e11, 100000, 31);"))
        #expect(files.code.contains("gtk_fixed_put(GTK_FIXED(e1), e11, -100000, 50);"))
        try Self.compile(files.code)
    }

    /// The code compiles and links against GTK 4 as the run compiles it (a shared object), and exports only the row.
    @Test func theCodeCompilesForReal() throws {
        try Self.compile(files.code)
    }

    /// A real cell of the corpus (labels, an image, a button, nested views) has a counterpart for every element.
    @Test(SharedFolder.needed) func aRealCellOfTheCorpusIsTranslated() throws {
        let xib = SharedFolder.corpus("xib-corpus-2").appendingPathComponent(
            "rambler-digital-solutions__rambler-it-ios__LectureInfoTableViewCell.xib")
        let files = try GtkUserCellFiles(contentsOf: xib)
        #expect(files.standIns.isEmpty)
        #expect(files.widgetCount == 10)
        #expect(try LabelTexts(files.builderFile).texts.contains("Читать далее"))
        try Self.compile(files.code)
    }

    static func compile(_ code: String) throws {
        let folder = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let flags = try Tool("pkg-config", ["--cflags", "--libs", "gtk4"])
        try #require(flags.status == 0, "pkg-config gtk4: \(flags.output)")
        let file = folder.appendingPathComponent("cell.c")
        try code.write(to: file, atomically: true, encoding: .utf8)
        let arguments =
            ["-shared", "-fPIC", "-Werror", "-Wall", file.path, "-o", folder.appendingPathComponent("cell.so").path]
            + flags.output.split(whereSeparator: \.isWhitespace).map(String.init)
        let compile = try Tool("clang", arguments)
        #expect(compile.status == 0, "\(compile.output)")
        let library = folder.appendingPathComponent("cell.so").path
        let symbols = try Tool("nm", ["-D", "--defined-only", library])
        #expect(symbols.output.contains(" T \(GtkUserCellFiles.codeFunction)\n"))
        // The hostile text's `system` call, had it become code, would be a function the module imports.
        let imports = try Tool("nm", ["-D", "--undefined-only", library])
        #expect(imports.status == 0 && !imports.output.contains(" system"), "\(imports.output)")
    }
}
