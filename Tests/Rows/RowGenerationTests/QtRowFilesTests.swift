import Foundation
import RowGeneration
import TestFixtures
import Testing

/// The Qt Widgets files generated in Swift: the forms byte for byte as committed in templates/qt; the C++ rows, which
/// the build generates (GenerateRows) and nothing commits, are held to their recorded digests (`BuildTimeFilesTests`).
/// uic's headers are Qt's tool's output, which the build also writes.
@Suite struct QtRowFilesTests {
    let files: [String: String]

    init() throws {
        files = try QtRowFiles.files(packageRoot: PackagePaths.root)
    }

    @Test func everyFormIsTheCommittedOne() {
        for path in files.keys.sorted() where path.hasPrefix("templates/") {
            let difference = ReferenceFiles.difference(path, made: files[path]!)
            #expect(difference == nil, "\(difference ?? "")")
        }
    }

    /// Both ways: templates/qt holds nothing the generator does not write, and its C++ is the four files the build
    /// compiles.
    @Test func generatesEveryCommittedFile() throws {
        let code = "Sources/Toolkits/Qt/QtRow/Generated"
        #expect(
            Set(files.keys.filter { $0.hasPrefix("templates/qt/") })
                == (try ReferenceFiles.files(under: "templates/qt")))
        let ours = ["CodeRow.cpp", "UicRow.cpp", "Sweep/CodeRows.cpp", "Sweep/UicRows.cpp"].map { "\(code)/\($0)" }
        #expect(Set(files.keys.filter { !$0.hasPrefix("templates/") }) == Set(ours))
    }

    /// What the forms cannot hold is refused in one line naming the XIB, the label and Qt.
    @Test func aFractionalFrameOrFontSizeIsRefused() throws {
        let frame = try SeedVariant.xibs([("x=\"5\" y=\"0.0\" width=\"60\"", "x=\"5.5\" y=\"0.0\" width=\"60\"")])
        let error = #expect(throws: RowGenerationError.self) { try QtRowFiles.files(from: frame) }
        #expect(error?.description.contains("label tag 1: its frame is not in whole points; Qt") == true)
        let size = try SeedVariant.xibs([("pointSize=\"14\"", "pointSize=\"13.5\"")], firstOnly: true)
        let sizeError = #expect(throws: RowGenerationError.self) { try QtRowFiles.files(from: size) }
        #expect(sizeError?.description.hasPrefix("templates/Cell.xib:") == true)
        #expect(sizeError?.description.contains("font size 13.5 is not whole") == true)
    }
}
