import RowGeneration
import TestFixtures
import Testing

/// `row-generator` finds the files a build asks for by name alone, and refuses a name it cannot place.
@Suite struct RowFileSetTests {
    let files = [
        "Sources/Toolkits/Gtk/GtkRow/GeneratedCodeRow.c": "code",
        "templates/gtk/Cell.ui": "cell",
        "templates/gtk/sweep/Row1.ui": "one",
        "templates/gtk/other/Row1.ui": "another one",
    ]

    @Test func choosesFilesByTheirLastPathComponent() throws {
        let chosen = try RowFileSet.gtk.choose(["GeneratedCodeRow.c", "Cell.ui"], from: files)
        #expect(chosen == ["GeneratedCodeRow.c": "code", "Cell.ui": "cell"])
    }

    @Test func refusesANameNoFileHas() {
        let error = #expect(throws: RowGenerationError.self) {
            try RowFileSet.gtk.choose(["GeneratedCodeRow.m"], from: files)
        }
        #expect(error?.description == "GeneratedCodeRow.m: gtk's generator writes no file of this name")
    }

    @Test func refusesANameSeveralFilesHave() {
        let error = #expect(throws: RowGenerationError.self) { try RowFileSet.gtk.choose(["Row1.ui"], from: files) }
        #expect(
            error?.description
                == "Row1.ui: gtk's generator writes several files of this name: templates/gtk/other/Row1.ui, "
                + "templates/gtk/sweep/Row1.ui")
    }

    @Test func everySetIsNamedAsTheToolIsCalled() {
        #expect(RowFileSet.allCases.map(\.rawValue) == ["gtk", "gnustep", "web", "sweep", "qt", "qml", "autolayout"])
    }

    /// What `row-generator SET PACKAGE OUTPUT --committed` writes: the set's files under templates/, no code row.
    @Test func committedFilesAreTheTemplatesOnly() throws {
        let root = PackagePaths.root
        let gtk = try RowFileSet.gtk.committedFiles(packageRoot: root)
        #expect(gtk.keys.allSatisfy { $0.hasPrefix("templates/gtk/") } && gtk.keys.contains("templates/gtk/Cell.ui"))
        #expect(gtk.count == (try RowFileSet.gtk.files(packageRoot: root)).count - 4)
        let sweep = try RowFileSet.sweep.committedFiles(packageRoot: root, sizes: [3])
        #expect(Set(sweep.keys) == ["templates/sweep/Row3.xib", "templates/sweep/Row3-nofit.xib"])
    }
}
