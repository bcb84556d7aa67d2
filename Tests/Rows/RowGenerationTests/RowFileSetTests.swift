import RowGeneration
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
        #expect(RowFileSet.allCases.map(\.rawValue) == ["gtk", "gnustep", "web", "sweep", "qt", "qml"])
    }
}
