import Foundation
import RowGeneration
import TestFixtures
import Testing

/// A seed row whose last label (tag 20) holds a hostile text builds exactly that text on Qt Widgets: the generated
/// C++ compiles with the text as one literal, and the forms give it back to an XML parser (and to uic) as it was.
@Suite struct QtRowFilesHostileTests {
    /// A call after a closed literal, comment ends, a trigraph before a quote (with trigraphs on, `??/` is a
    /// backslash that would escape the quote's own backslash), a newline, the form's own closing tag, a CDATA end,
    /// an entity and a backslash.
    static let text = "\"); system(\"x\"); */ /* ??/\" \n</string> ]]> &amp; \\"
    let files: [String: String]

    init() throws {
        files = try QtRowFiles.files(from: try SeedVariant.lastLabel(holding: Self.text))
    }

    @Test func theGeneratedCPlusPlusCompilesWithTheTextAsOneLiteral() throws {
        let flags = try #require(try QtSyntaxCheck.flags(["Qt6Widgets"]), "pkg-config --cflags Qt6Widgets")
        let code = "Sources/Toolkits/Qt/QtRow/Generated"
        // The rows include RowBuilders.h from the target's folder, as the build finds it (`headerSearchPath(".")`).
        for path in ["CodeRow.cpp", "Sweep/CodeRows.cpp"] {
            let text = try #require(files["\(code)/\(path)"])
            let errors = try QtSyntaxCheck.errors(
                text, name: "CodeRow.cpp", includes: ["Sources/Toolkits/Qt/QtRow"], flags: flags)
            #expect(errors == nil, "\(path): \(errors ?? "")")
        }
        let row = files["\(code)/CodeRow.cpp"]!
        #expect(row.contains("twentiethLabel->setText(QStringLiteral(\(Escaping.cString(Self.text))));"))
        #expect(!row.contains("system(\"x\")"))
    }

    @Test func theFormsGiveTheTextBack() throws {
        for name in ["Cell", "Cell2"] {
            let texts = try ElementTexts(files["templates/qt/\(name).ui"]!, element: "string").texts
            #expect(texts.count == 20 && texts.last == Self.text, "templates/qt/\(name).ui")
            #expect(texts.dropLast().allSatisfy { $0 == "placeholder" })
        }
    }

    /// uic (where Qt's tools are installed) reads the hostile form, and the C++ it writes compiles: the form stays a
    /// form that Qt's own tool takes, whatever its text. Without trigraphs, as the package builds C++ (C++17 has
    /// none): uic writes `??/` as it is.
    @Test(.enabled(if: uic != nil, "uic is not installed (qt6-base-dev-tools)"))
    func uicTakesTheForm() throws {
        let folder = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let form = folder.appendingPathComponent("Cell.ui")
        try files["templates/qt/Cell.ui"]!.write(to: form, atomically: true, encoding: .utf8)
        let header = try Tool(Self.uic!, [form.path])
        try #require(header.status == 0, "uic: \(header.output)")
        let flags = try #require(try QtSyntaxCheck.flags(["Qt6Widgets"]))
        let unit = header.output + "\nvoid setUp(QWidget *cell) { Ui::Cell form; form.setupUi(cell); }\n"
        let errors = try QtSyntaxCheck.errors(unit, name: "ui_Cell.cpp", includes: [], flags: flags, trigraphs: false)
        #expect(errors == nil, "\(errors ?? "")")
    }

    /// Qt6Core's libexec folder's uic, as scripts/generate-qt-rows.py finds it.
    static let uic = QtSyntaxCheck.tool("uic", folder: "libexecdir")
}
