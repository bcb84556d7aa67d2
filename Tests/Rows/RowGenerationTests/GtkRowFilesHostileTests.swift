import Foundation
import RowGeneration
import TestFixtures
import Testing

/// A seed row whose last label (tag 20) holds a hostile text builds exactly that text on GTK: the generated C
/// compiles with the literal as data, and every UI file gives the text back to an XML parser as it was.
@Suite struct GtkRowFilesHostileTests {
    let files: [String: String]

    init() throws {
        files = try GtkRowFiles.files(from: try SeedVariant.hostileLastLabel())
    }

    @Test func theGeneratedCCompilesWithTheTextAsOneLiteral() throws {
        let folder = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let flags = try Tool("pkg-config", ["--cflags", "gtk4"])
        try #require(flags.status == 0, "pkg-config gtk4: \(flags.output)")
        let gtkRow = PackagePaths.inPackage("Sources/Toolkits/Gtk/GtkRow")
        for path in files.keys.sorted() where path.hasSuffix(".c") {
            let file = folder.appendingPathComponent(URL(fileURLWithPath: path).lastPathComponent)
            try files[path]!.write(to: file, atomically: true, encoding: .utf8)
            let arguments =
                ["-fsyntax-only", "-I", gtkRow.path, "-I", gtkRow.appendingPathComponent("include").path]
                + flags.output.split(whereSeparator: \.isWhitespace).map(String.init) + [file.path]
            let compile = try Tool("clang", arguments)
            #expect(compile.status == 0, "\(path): \(compile.output)")
        }
        #expect(
            files["Sources/Toolkits/Gtk/GtkRow/GeneratedCodeRow.c"]!.contains(
                "gtk_label_new(\(Escaping.cString(SeedVariant.hostileText)));"))
    }

    @Test func everyUIFileGivesTheTextBack() throws {
        for name in ["Cell", "Cell2", "CellTemplate", "CellPrecomputed", "CellListItem", "CellConstraints"] {
            let labels = try LabelTexts(files["templates/gtk/\(name).ui"]!).texts
            #expect(labels.last == SeedVariant.hostileText, "templates/gtk/\(name).ui")
            #expect(labels.count == 20 && labels.dropLast().allSatisfy { $0 == "placeholder" })
        }
    }
}

/// A constraint GTK cannot express is listed in the generated files' header comments with its id, so a hostile id
/// (an XML comment's end, a newline before a directive, a backslash that would splice the next line in) must stay
/// inside the comment.
@Suite struct GtkConstraintCommentTests {
    @Test func anUnexpressedConstraintsIdStaysInTheComment() throws {
        let after = "secondAttribute=\"top\" constant=\"110\" id=\"ThE-be-ojG-top\"/>"
        let baseline =
            "<constraint firstItem=\"ThE-be-ojG\" firstAttribute=\"baseline\" secondItem=\"C3q-4n-mGW\" "
            + "secondAttribute=\"top\" id=\"x--&gt; \\ y&#10;#error hostile \\\"/>"
        let xibs = try SeedVariant.xibs(
            [(after, after + baseline)], in: [SeedXIBs.autoLayoutFit, SeedXIBs.autoLayoutNoFit])
        let files = try GtkRowFiles.files(from: xibs)
        let code = try #require(files["Sources/Toolkits/Gtk/GtkRow/GeneratedConstraintRow.c"])
        #expect(code.contains("//   x--> \\x5C y #error hostile \\x5C: GTK's baseline attribute is a free variable"))
        let folder = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("GeneratedConstraintRow.c")
        try code.write(to: file, atomically: true, encoding: .utf8)
        let flags = try Tool("pkg-config", ["--cflags", "gtk4"])
        let gtkRow = PackagePaths.inPackage("Sources/Toolkits/Gtk/GtkRow")
        let compile = try Tool(
            "clang",
            ["-fsyntax-only", "-I", gtkRow.path, "-I", gtkRow.appendingPathComponent("include").path]
                + flags.output.split(whereSeparator: \.isWhitespace).map(String.init) + [file.path])
        #expect(compile.status == 0, "\(compile.output)")
        for name in ["CellConstraints.ui", "Cell2ConstraintsTemplate.ui"] {
            let comment = try ParsedElement(files["templates/gtk/\(name)"]!).comment
            #expect(comment?.contains("x- -> \\ y\n#error hostile \\: GTK's baseline") == true, "\(comment ?? "")")
        }
    }
}

/// What GTK's rows do not translate is refused in one line naming the XIB, never drawn as another row.
@Suite struct GtkRowFilesRefusalTests {
    func refusal(_ edits: [(String, String)], firstOnly: Bool = true) throws -> String {
        let xibs = try SeedVariant.xibs(edits, firstOnly: firstOnly)
        let error = #expect(throws: RowGenerationError.self) { try GtkRowFiles.files(from: xibs) }
        return error?.description ?? ""
    }

    @Test func anotherFont() throws {
        let message = try refusal([("type=\"boldSystem\"", "type=\"system\"")])
        #expect(message.hasPrefix("templates/Cell.xib:"))
        #expect(message.hasSuffix("label tag 1: only the bold system font is translated to GTK"))
    }

    @Test func anotherLineBreakMode() throws {
        let message = try refusal([("lineBreakMode=\"tailTruncation\"", "lineBreakMode=\"middleTruncation\"")])
        #expect(message.hasSuffix("label tag 1: only tail truncation is translated to GTK"))
    }

    @Test func aShadowColour() throws {
        let shadow = "<color key=\"shadowColor\" white=\"0\" alpha=\"1\" colorSpace=\"calibratedWhite\"/>"
        let message = try refusal([("<size key=\"shadowOffset\"", shadow + "<size key=\"shadowOffset\"")])
        #expect(message.hasSuffix("label tag 1: a shadow colour is set; GTK rows draw no shadow"))
    }

    @Test func aNegativeTagWhichWouldNameNoVariable() throws {
        let message = try refusal([("tag=\"1\"", "tag=\"-1\"")])
        #expect(message.contains("a label has no tag or a negative one"))
    }

    @Test func aViewThatIsNotALabel() throws {
        let view =
            "<view contentMode=\"scaleToFill\" id=\"zzz-zz-zzz\"><rect key=\"frame\" x=\"0\" y=\"0\" "
            + "width=\"9\" height=\"9\"/></view>"
        let message = try refusal([("<subviews>", "<subviews>" + view)])
        #expect(message.hasPrefix("templates/Cell.xib:"))
        #expect(message.hasSuffix("the content view holds a view; the generators translate labels only"))
    }

    @Test func labelsThatDifferInLook() throws {
        let message = try refusal([("pointSize=\"14\"", "pointSize=\"15\"")])
        #expect(message.contains("the labels differ in size, minimum, colour or background; the GTK row has one label"))
    }
}
