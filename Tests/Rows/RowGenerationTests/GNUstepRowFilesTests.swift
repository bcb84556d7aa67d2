import Foundation
import RowGeneration
import TestFixtures
import Testing

/// The GNUstep files generated in Swift: templates/gnustep byte for byte as committed; the Objective-C rows, which the
/// build generates (GenerateRows) and nothing commits, are held to their recorded digests (`BuildTimeFilesTests`).
@Suite struct GNUstepRowFilesTests {
    let files: [String: String]

    init() throws {
        files = try GNUstepRowFiles.files(packageRoot: PackagePaths.root)
    }

    @Test func everyTemplateIsTheCommittedOne() {
        for path in files.keys.sorted() where path.hasPrefix("templates/") {
            let difference = ReferenceFiles.difference(path, made: files[path]!)
            #expect(difference == nil, "\(difference ?? "")")
        }
    }

    /// Both ways: templates/gnustep holds nothing the generator does not write, and both generated sources are there.
    @Test func generatesEveryCommittedFile() throws {
        let committed = try ReferenceFiles.files(under: "templates/gnustep")
        #expect(Set(files.keys.filter { $0.hasPrefix("templates/gnustep/") }) == committed)
        let code = ["GeneratedCodeRow.m", "GeneratedSweepRows.m"].map { "Sources/Toolkits/GNUstep/GNUstepRow/\($0)" }
        #expect(Set(files.keys.filter { !$0.hasPrefix("templates/gnustep/") }) == Set(code))
    }
}
