import Foundation
import QmlRows
import TestFixtures
import Testing
import Toolkit

/// A `.qml` with an error is QML's own error on one line, naming the file and line, for every construction that
/// reads a document; the committed documents are left as they were.
@Suite(.serialized) struct BrokenDocumentTests {
    /// A copy of templates/qml/ whose Cell.qml has an unknown property on line `line`.
    static func brokenCopy() throws -> (folder: URL, line: Int) {
        let templates = FileManager.default.temporaryDirectory.appendingPathComponent("qml-broken-\(UUID().uuidString)")
        let folder = templates.appendingPathComponent("qml")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: templatesDirectory.appendingPathComponent("qml"), to: folder)
        let cell = folder.appendingPathComponent("Cell.qml")
        var lines = try String(contentsOf: cell, encoding: .utf8).components(separatedBy: "\n")
        let line = lines.firstIndex { $0.contains("objectName: \"label3\"") }! + 1
        lines.insert("            colour: \"red\"", at: line)
        try lines.joined(separator: "\n").write(to: cell, atomically: true, encoding: .utf8)
        return (templates, line + 1)
    }

    @Test(arguments: ["qml-component-file", "qml-component", "qml-component-precomputed"])
    func aBrokenDocumentIsOneLineWithFileAndLine(construction: String) throws {
        let (templates, line) = try Self.brokenCopy()
        defer { try? FileManager.default.removeItem(at: templates) }
        let error = try QtThread.shared.run { () -> ToolkitError? in
            do {
                _ = try startedToolkit(templates: templates).makeFactory(
                    construction: construction, fit: true, laidOut: false)
                return nil
            } catch let error as ToolkitError {
                return error
            }
        }
        let path = templates.appendingPathComponent("qml/Cell.qml").path
        #expect(error?.description.hasPrefix("file://\(path):\(line):13: ") == true, "\(String(describing: error))")
        #expect(error?.description.contains("colour") == true, "\(String(describing: error))")
        #expect(error?.description.contains("\n") == false)
    }

    @Test func aMissingDocumentIsOneLine() throws {
        let error = try QtThread.shared.run { () -> ToolkitError? in
            do {
                _ = try startedToolkit(templates: URL(fileURLWithPath: "/nonexistent")).makeFactory(
                    construction: "qml-component", fit: false, laidOut: false)
                return nil
            } catch let error as ToolkitError {
                return error
            }
        }
        #expect(
            error
                == ToolkitError(
                    """
                    cannot read QML document /nonexistent/qml/Cell2.qml: No such file or directory; run \
                    scripts/generate-qml-rows.py.
                    """
                ))
    }
}
