import Foundation
import Templates
import TestFixtures
import Testing
import Typesetting
import Views

/// The second corpus, `../shared/xib-corpus-2`: 60 cell and view XIBs from public apps (Xcode 6 to 16),
/// never copied into the package. Every one reads, instantiates and lays out with real fonts.
@Suite(SharedFolder.needed) struct Corpus2Tests {
    static func load(
        _ name: String
    ) throws -> (template: Template, owner: OutletRecorder, views: [View], measurer: FreeTypeMeasurer) {
        try CorpusTests.load(name, in: SharedFolder.corpus("xib-corpus-2"))
    }

    @Test func theCorpusIsThere() {
        #expect(SharedFolder.xibFiles(in: "xib-corpus-2").count == 60, "expected the 60 XIBs of ../shared/xib-corpus-2")
    }

    @Test(arguments: SharedFolder.xibFiles(in: "xib-corpus-2"))
    func everyFileReadsInstantiatesAndLaysOut(_ name: String) throws {
        let (template, _, views, _) = try Self.load(name)
        #expect(views.count == template.objects.count && !views.isEmpty)
        // Every view object of the template is made exactly once.
        let made = views.reduce(0) { $0 + $1.treeSize }
        let declared = template.objects.reduce(0) { $0 + $1.allObjects.count }
        #expect(made == declared)
        // Every constraint is made and installed on its view, whatever its items are.
        let installed = views.reduce(0) { $0 + Self.constraintCount($1) }
        #expect(installed == template.constraints.count)
    }

    static func constraintCount(_ view: View) -> Int {
        view.constraints.count + view.children.reduce(0) { $0 + constraintCount($1.view) }
    }

    @Test func bundledAndAppleFontsAreMeasuredWithStandIns() throws {
        var substituted: [String: String] = [:]
        for name in SharedFolder.xibFiles(in: "xib-corpus-2") {
            for (font, face) in try Self.load(name).measurer.substitutionsUsed {
                substituted[font] = face.postScriptName
            }
        }
        // Radikal is declared in PixPic's <customFonts> and installed nowhere here: the regular DejaVu face.
        // The other named fonts of the corpus are on labels that do not shrink, so none is measured.
        #expect(substituted == ["Radikal": "DejaVuSans"])
    }
}
