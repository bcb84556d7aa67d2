import Foundation
import RowGeneration
import TestFixtures
import Testing

/// The Qt Quick files generated in Swift: the QML documents byte for byte as committed in templates/qml; the C++
/// rows, which the build generates (GenerateRows) and nothing commits, are held to their recorded digests
/// (`BuildTimeFilesTests`). What Qt's tools compile from the documents is their output, written by the build too.
@Suite struct QmlRowFilesTests {
    let files: [String: String]

    init() throws {
        files = try QmlRowFiles.files(packageRoot: PackagePaths.root)
    }

    @Test func everyDocumentIsTheCommittedOne() {
        for path in files.keys.sorted() where path.hasPrefix("templates/") {
            let difference = ReferenceFiles.difference(path, made: files[path]!)
            #expect(difference == nil, "\(difference ?? "")")
        }
    }

    /// Both ways: templates/qml holds nothing the generator does not write, and the generator writes the three C++
    /// rows the build compiles (nothing of Qt Quick's is committed under Sources/ but the hand-written files).
    @Test func generatesEveryCommittedFile() throws {
        let code = "Sources/Toolkits/Qml/QmlRow/Generated"
        let documents = Set(files.keys.filter { $0.hasPrefix("templates/qml/") })
        #expect(documents == (try ReferenceFiles.files(under: "templates/qml")))
        #expect(
            Set(files.keys.filter { !$0.hasPrefix("templates/") })
                == ["\(code)/CodeRow.cpp", "\(code)/QmltcRow.cpp", "\(code)/Sweep/CodeRows.cpp"])
        #expect(!FileManager.default.fileExists(atPath: PackagePaths.inPackage(code).path))
    }

    /// A label laid out as `Text` is not given is refused in one line naming the XIB, the label and Qt Quick.
    @Test func anotherAlignmentIsRefused() throws {
        let xibs = try SeedVariant.xibs([("textAlignment=\"natural\"", "textAlignment=\"center\"")], firstOnly: true)
        let error = #expect(throws: RowGenerationError.self) { try QmlRowFiles.files(from: xibs) }
        #expect(error?.description.hasPrefix("templates/Cell.xib:") == true)
        #expect(
            error?.description.hasSuffix("is aligned center; only natural or left is translated to Qt Quick") == true)
    }

    /// QML colours: `#rrggbb` when opaque, `#aarrggbb` otherwise.
    @Test func documentsWriteColoursAsQMLReadsThem() throws {
        let cell = try #require(files["templates/qml/Cell.qml"])
        #expect(cell.contains("        color: \"#f2f2f2\"\n") && cell.contains("            color: \"#003380\"\n"))
        let clear = try SeedVariant.xibs(
            [
                (
                    "red=\"0.0\" green=\"0.2\" blue=\"0.5\" alpha=\"1\"",
                    "red=\"0.0\" green=\"0.2\" blue=\"0.5\" alpha=\"0.5\""
                )
            ])
        let translucent = try QmlRowFiles.files(from: clear)["templates/qml/Cell.qml"]!
        #expect(translucent.contains("            color: \"#80003380\"\n"))
    }
}
