import Foundation
import RowGeneration
import TestFixtures
import Testing

/// The web engines' files generated in Swift are byte for byte what scripts/generate-web-rows.py committed.
@Suite struct WebRowFilesTests {
    let files: [String: String]

    init() throws {
        files = try WebRowFiles.files(packageRoot: PackagePaths.root)
    }

    @Test func everyFileIsTheCommittedOne() {
        for path in files.keys.sorted() {
            let difference = ReferenceFiles.difference(path, made: files[path]!)
            #expect(difference == nil, "\(difference ?? "")")
        }
    }

    /// Both ways: templates/web holds nothing generated the generator does not write (bench.js is hand-written).
    @Test func generatesEveryCommittedFile() throws {
        let committed = try ReferenceFiles.files(under: "templates/web").subtracting(["templates/web/bench.js"])
        #expect(Set(files.keys) == committed)
    }

    /// The page is refused what it does not translate, in one line naming the XIB and the page.
    @Test func anotherFontIsRefused() throws {
        let xibs = try SeedVariant.xibs([("type=\"boldSystem\"", "type=\"italicSystem\"")], firstOnly: true)
        let error = #expect(throws: RowGenerationError.self) { try WebRowFiles.files(from: xibs) }
        #expect(error?.description.hasPrefix("templates/Cell.xib:") == true)
        #expect(error?.description.hasSuffix("only the bold system font is translated to the web page") == true)
    }
}
