import Foundation
import RowGeneration
import TestFixtures
import Testing

/// The GNUstep files generated in Swift are byte for byte what scripts/generate-gnustep-rows.py writes:
/// templates/gnustep as committed, and the Objective-C rows, which the build generates (GenerateRows) and nothing
/// commits, as the script writes them into a temporary folder.
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

    @Test func everyCodeRowIsThePythonGenerators() throws {
        let run = try GeneratorRun("generate-gnustep-rows.py")
        defer { run.remove() }
        let code = files.keys.filter { !$0.hasPrefix("templates/") }
        #expect(code.count == 2)
        for path in code.sorted() {
            let difference = ReferenceFiles.difference(
                path, made: files[path]!, under: run.output, reference: "scripts/generate-gnustep-rows.py")
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
