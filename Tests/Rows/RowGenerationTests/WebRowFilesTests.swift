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
            let difference = CommittedFiles.difference(path, made: files[path]!)
            #expect(difference == nil, "\(difference ?? "")")
        }
    }

    /// Both ways: templates/web holds nothing generated the generator does not write (bench.js is hand-written).
    @Test func generatesEveryCommittedFile() throws {
        let committed = try CommittedFiles.files(under: "templates/web").subtracting(["templates/web/bench.js"])
        #expect(Set(files.keys) == committed)
    }
}
