import Foundation
import RowGeneration
import TestFixtures
import Testing

/// A seed row whose last label (tag 20) holds a hostile text builds exactly that text on Qt Quick: each document
/// holds it as one string literal (which a JSON reader gives back, and Qt's own QML parser reads as a literal, never
/// a binding expression), and the C++ rows compile with it as one literal.
@Suite struct QmlRowFilesHostileTests {
    /// A binding that would quit the application, an interpolation, a backslash, a newline and a script's end.
    static let text = "\" + Qt.quit() + \" ${x} `${x}` \\ \n</script> \u{2028}"
    let files: [String: String]

    init() throws {
        files = try QmlRowFiles.files(from: try SeedVariant.lastLabel(holding: Self.text))
    }

    /// The `text:` binding of the document's last `Text`, as a JSON string (QML's literals are JavaScript's).
    @Test func everyDocumentHoldsTheTextAsOneLiteral() throws {
        for name in ["Cell", "Cell2", "CellPrecomputed", "CellTextFit"] {
            let document = try #require(files["templates/qml/\(name).qml"])
            let bindings = document.split(separator: "\n").filter { $0.hasPrefix("            text: ") }
            #expect(bindings.count == 20, "templates/qml/\(name).qml")
            let literal = try #require(bindings.last).dropFirst("            text: ".count)
            let read = try JSONSerialization.jsonObject(with: Data(literal.utf8), options: .fragmentsAllowed)
            #expect(read as? String == Self.text, "templates/qml/\(name).qml: \(literal)")
        }
    }

    static let qmldom = QtSyntaxCheck.tool("qmldom", folder: "bindir")
    static let qmllint = QtSyntaxCheck.tool("qmllint", folder: "bindir")

    /// Qt's own parser (qmldom's dump of the document's code model) reads every binding of the hostile document as
    /// a literal or an enumeration value, with as many string literals as the seed's document: no call, no `+`.
    @Test(.enabled(if: qmldom != nil, "qmldom is not installed (qt6-declarative-dev-tools)"))
    func qtsParserReadsOnlyLiterals() throws {
        let kinds = { (document: String) throws -> [String: Int] in
            let folder = try Tool.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("Cell.qml")
            try document.write(to: file, atomically: true, encoding: .utf8)
            let dump = try Tool(Self.qmldom!, ["-d", "-D", "none", file.path])
            try #require(dump.status == 0 && dump.output.contains("\"isValid\":true"), "\(dump.output.suffix(2000))")
            var kinds: [String: Int] = [:]
            for part in dump.output.components(separatedBy: "\"astRelocatableDump\":\"<").dropFirst() {
                kinds[String(part.prefix { $0.isLetter }), default: 0] += 1
            }
            return kinds
        }
        let seed = try kinds(String(contentsOf: PackagePaths.inPackage("templates/qml/Cell.qml"), encoding: .utf8))
        let hostile = try kinds(files["templates/qml/Cell.qml"]!)
        #expect(hostile == seed)
        let allowed: Set = ["StringLiteral", "NumericLiteral", "TrueLiteral", "FalseLiteral", "FieldMemberExpression"]
        #expect(Set(hostile.keys).isSubset(of: allowed), "\(hostile)")
    }

    @Test(.enabled(if: qmllint != nil, "qmllint is not installed (qt6-declarative-dev-tools)"))
    func qmllintFindsNothing() throws {
        let folder = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["Cell", "Cell2", "CellTextFit"] {
            let file = folder.appendingPathComponent("\(name).qml")
            try files["templates/qml/\(name).qml"]!.write(to: file, atomically: true, encoding: .utf8)
            let lint = try Tool(Self.qmllint!, [file.path])
            #expect(lint.status == 0 && lint.output.isEmpty, "templates/qml/\(name).qml: \(lint.output)")
        }
    }

    /// The C++ rows compile with Qt Quick's flags and its private headers (QQuickText, QQuickRectangle).
    @Test func theGeneratedCPlusPlusCompilesWithTheTextAsOneLiteral() throws {
        let flags = try #require(try QtSyntaxCheck.flags(["Qt6Quick"], privateHeaders: true), "pkg-config Qt6Quick")
        let code = "Sources/Toolkits/Qml/QmlRow/Generated"
        // The rows include QmlRowBuilders.h from the target's folder, as the build finds it (`headerSearchPath(".")`).
        for path in ["CodeRow.cpp", "Sweep/CodeRows.cpp"] {
            let text = try #require(files["\(code)/\(path)"])
            let errors = try QtSyntaxCheck.errors(
                text, name: "CodeRow.cpp", includes: ["Sources/Toolkits/Qml/QmlRow"], flags: flags)
            #expect(errors == nil, "\(path): \(errors ?? "")")
        }
        let row = files["\(code)/CodeRow.cpp"]!
        #expect(row.contains("twentiethLabel->setText(QStringLiteral(\(Escaping.cString(Self.text))));"))
    }
}
