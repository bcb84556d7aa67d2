import Builders
import Foundation
import NibCompiler
import Templates
import Testing
import TestFixtures
import TestSupport

/// `survey`'s discovery and one-time decoding, on files the project writes (any clone).
@Suite struct SurveyFilesTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("survey-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static let cellXIB = PackagePaths.root.appendingPathComponent("templates/Cell.xib")

    static func compiledCell() throws -> [UInt8] {
        try NibCompiler.compile(try TemplateReader.read(contentsOf: cellXIB)).bytes()
    }

    /// An app's layout: a XIB, a plain nib, a `Name.nib/` folder of three versions, a storyboard's scene
    /// nib, and files that are neither.
    @Test func findsEveryNibAndXIBAndChoosesANibFoldersNewestVersion() throws {
        let app = try Self.folder().appendingPathComponent("My.app")
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let nib = try Self.compiledCell()
        let manager = FileManager.default
        try manager.createDirectory(at: app.appendingPathComponent("Row.nib"), withIntermediateDirectories: true)
        try manager.createDirectory(
            at: app.appendingPathComponent("Main.storyboardc"), withIntermediateDirectories: true)
        for file in [
            "Row.nib/runtime.nib", "Row.nib/objects-11.0+.nib", "Row.nib/objects-13.0+.nib",
            "Main.storyboardc/abc-view-def.nib", "Plain.nib",
        ] {
            try Data(nib).write(to: app.appendingPathComponent(file))
        }
        try Data(contentsOf: Self.cellXIB).write(to: app.appendingPathComponent("Cell.xib"))
        try Data("{}".utf8).write(to: app.appendingPathComponent("Info.plist"))
        let found = try SurveyFiles.find(at: app.path)
        #expect(
            found.map(\.name) == [
                "Cell.xib", "Main.storyboardc/abc-view-def.nib", "Plain.nib", "Row.nib/objects-13.0+.nib",
            ])
        #expect(found.map(\.kind) == [.xib, .nib, .nib, .nib])
        #expect(
            found[3].choice
                == "newest of 3 versions, as UIKit loads on iOS 13.0 and later; not objects-11.0+.nib, runtime.nib")
        // A folder given itself, and a lone runtime.nib.
        try manager.removeItem(at: app.appendingPathComponent("Row.nib/objects-11.0+.nib"))
        try manager.removeItem(at: app.appendingPathComponent("Row.nib/objects-13.0+.nib"))
        let folder = try SurveyFiles.find(at: app.appendingPathComponent("Row.nib").path)
        #expect(
            folder.map(\.name) == ["Row.nib/runtime.nib"] && folder[0].choice == "runtime.nib, the folder's only nib")
    }

    @Test func aPathThatIsNeitherIsOneLine() throws {
        let error = try #require(throws: SurveyFiles.Failure.self) { try SurveyFiles.find(at: "/nonexistent/App.app") }
        #expect(error.description == "/nonexistent/App.app: no such file or folder")
    }

    /// The XIB and its compiled nib hold the same tree, so the survey counts the same views and constraints.
    @Test func aXIBAndItsNibListTheSameViews() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let nibURL = folder.appendingPathComponent("Cell.nib")
        try Data(try Self.compiledCell()).write(to: nibURL)
        let xib = try SurveyLoad(SurveyFile(path: Self.cellXIB.path, name: "Cell.xib", kind: .xib, choice: nil))
        let nib = try SurveyLoad(SurveyFile(path: nibURL.path, name: "Cell.nib", kind: .nib, choice: nil))
        // cell, content view, 20 labels and more
        #expect(xib.summary.views == nib.summary.views && xib.summary.views >= 22, "\(xib.summary.views)")
        #expect(xib.summary.constraints == nib.summary.constraints)
        #expect(xib.summary.notModelled.isEmpty && nib.summary.notModelled.isEmpty)
        try xib.perRow(); try xib.cached(); try nib.perRow(); try nib.cached()
    }
}
