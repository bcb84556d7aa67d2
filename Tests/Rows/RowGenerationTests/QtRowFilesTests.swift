import Foundation
import RowGeneration
import TestFixtures
import Testing

/// The Qt Widgets files generated in Swift are byte for byte what scripts/generate-qt-rows.py committed (all but
/// uic's headers, which are Qt's tool's output).
@Suite struct QtRowFilesTests {
    let files: [String: String]

    init() throws {
        files = try QtRowFiles.files(packageRoot: PackagePaths.root)
    }

    @Test func everyFileIsTheCommittedOne() {
        for path in files.keys.sorted() {
            let difference = ReferenceFiles.difference(path, made: files[path]!)
            #expect(difference == nil, "\(difference ?? "")")
        }
    }

    /// Both ways: templates/qt holds nothing the generator does not write, and Generated/ holds only its C++ and
    /// uic's headers.
    @Test func generatesEveryCommittedFile() throws {
        let code = "Sources/Toolkits/Qt/QtRow/Generated"
        #expect(
            Set(files.keys.filter { $0.hasPrefix("templates/qt/") })
                == (try ReferenceFiles.files(under: "templates/qt")))
        let uic = try ReferenceFiles.files(under: code).filter {
            URL(fileURLWithPath: $0).lastPathComponent.hasPrefix("ui_")
        }
        let ours = ["CodeRow.cpp", "Sweep/CodeRows.cpp", "Sweep/UicRows.cpp"].map { "\(code)/\($0)" }
        #expect(
            Set(files.keys.filter { $0.hasPrefix(code) }) == (try ReferenceFiles.files(under: code)).subtracting(uic))
        #expect(Set(files.keys.filter { $0.hasPrefix(code) }) == Set(ours))
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
