import Foundation
import RowGeneration
import Templates
import TestFixtures
import Testing

/// The GTK files generated in Swift: templates/gtk byte for byte as committed; the C rows, which the build generates
/// (GenerateRows) and nothing commits, are held to their recorded digests (`BuildTimeFilesTests`).
@Suite struct GtkRowFilesTests {
    let files: [String: String]

    init() throws {
        files = try GtkRowFiles.files(packageRoot: PackagePaths.root)
    }

    @Test func everyTemplateIsTheCommittedOne() {
        for path in files.keys.sorted() where path.hasPrefix("templates/") {
            let difference = ReferenceFiles.difference(path, made: files[path]!)
            #expect(difference == nil, "\(difference ?? "")")
        }
    }

    /// Both ways: templates/gtk holds nothing the generator does not write, and every generated C file is there.
    @Test func generatesEveryCommittedFile() throws {
        let committed = try ReferenceFiles.files(under: "templates/gtk")
        #expect(Set(files.keys.filter { $0.hasPrefix("templates/gtk/") }) == committed)
        let code = [
            "GeneratedCodeRow.c", "GeneratedSweepRows.c", "GeneratedConstraintRow.c", "GeneratedConstraintSweepRows.c",
        ].map { "Sources/Toolkits/Gtk/GtkRow/\($0)" }
        #expect(Set(files.keys.filter { !$0.hasPrefix("templates/gtk/") }) == Set(code))
        #expect(files.count == committed.count + code.count)
    }
}
