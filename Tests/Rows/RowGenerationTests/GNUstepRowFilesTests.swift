import Foundation
import RowGeneration
import TestFixtures
import Testing

/// The GNUstep files generated in Swift are byte for byte what scripts/generate-gnustep-rows.py committed.
@Suite struct GNUstepRowFilesTests {
    let files: [String: String]

    init() throws {
        files = try GNUstepRowFiles.files(packageRoot: PackagePaths.root)
    }

    @Test func everyFileIsTheCommittedOne() {
        for path in files.keys.sorted() {
            let difference = CommittedFiles.difference(path, made: files[path]!)
            #expect(difference == nil, "\(difference ?? "")")
        }
    }

    /// Both ways: templates/gnustep holds nothing the generator does not write, and both generated sources are there.
    @Test func generatesEveryCommittedFile() throws {
        let committed = try CommittedFiles.files(under: "templates/gnustep")
        #expect(Set(files.keys.filter { $0.hasPrefix("templates/gnustep/") }) == committed)
        let code = ["GeneratedCodeRow.m", "GeneratedSweepRows.m"].map { "Sources/Toolkits/GNUstep/GNUstepRow/\($0)" }
        #expect(Set(files.keys.filter { !$0.hasPrefix("templates/gnustep/") }) == Set(code))
    }
}
