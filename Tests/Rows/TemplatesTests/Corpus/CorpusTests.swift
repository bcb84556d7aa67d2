import Foundation
import Templates
import TestFixtures
import TestSupport
import Testing
import Typesetting
import Views

/// Real Xcode XIBs from `../shared/xib-corpus` (never copied into the package): every one reads,
/// instantiates and lays out with real fonts, substituted where the font is Apple's.
@Suite(SharedFolder.needed) struct CorpusTests {
    static func corpusFiles() -> [String] { SharedFolder.xibFiles(in: "xib-corpus") }

    /// The measurer `inspect` and `run --template` use: DejaVu faces, the default substitution table.
    static func measurer() throws -> FreeTypeMeasurer {
        let table = TemplateFixtures.packageRoot.appendingPathComponent("templates/font-substitutions.tsv")
        return try FreeTypeMeasurer(substitutions: try FontSubstitutions.load(path: table.path))
    }

    /// Reads a corpus file, instantiates it with an owner that takes any outlet, and lays every top-level
    /// view out with real text measurement.
    static func load(
        _ name: String, in corpus: URL = TemplateFixtures.corpus
    ) throws -> (template: Template, owner: OutletRecorder, views: [View], measurer: FreeTypeMeasurer) {
        let template = try TemplateReader.read(contentsOf: corpus.appendingPathComponent(name))
        let owner = OutletRecorder(), measurer = try measurer()
        try template.checkFonts(measurer: measurer)
        let views = try template.instantiate(owner: owner)
        for view in views { try view.layoutIfNeeded(measurer: measurer) }
        return (template, owner, views, measurer)
    }

    @Test func theCorpusIsThere() {
        #expect(Self.corpusFiles().count == 14, "expected the 14 XIBs of ../shared/xib-corpus")
    }

    @Test(arguments: corpusFiles())
    func everyFileReadsInstantiatesAndLaysOut(_ name: String) throws {
        let (template, _, views, _) = try Self.load(name)
        #expect(views.count == template.objects.count && !views.isEmpty)
        #expect(views.allSatisfy { $0.treeSize >= 2 })
        // Every object of the template is made exactly once (placeholders aside).
        let made = views.reduce(0) { $0 + $1.treeSize }
        let declared = template.objects.reduce(0) { $0 + $1.allObjects.count }
        #expect(made == declared)
        #expect(!views[0].treeDescription().contains("\n\n"))
    }

    @Test func onlyApplesFontsAreSubstituted() throws {
        var substituted: [String: String] = [:]
        for name in Self.corpusFiles() {
            for (font, face) in try Self.load(name).measurer.substitutionsUsed {
                substituted[font] = face.postScriptName
            }
        }
        // HelveticaNeue-Bold is in LabelsWithFonts, but that label does not shrink, so it is never measured.
        #expect(substituted == ["Avenir-Medium": "DejaVuSans"])
    }

    @Test func constraintsAreKeptButFramesComeFromTheFile() throws {
        let (template, _, views, _) = try Self.load("ChatSecure__ChatSecure-iOS__XMPPAccountCell.xib")
        #expect(template.constraints.count == 14)
        let aspect = try #require(template.constraints.first { $0.id == "h8w-bV-lm0" })
        #expect(aspect.multiplier == 1 && aspect.firstAttribute == .width && aspect.secondAttribute == .height)
        let button = try #require((views[0] as? TableViewCell)?.contentView.subviews.first)
        #expect(button.frame == Rect(x: 16, y: 12, width: 55.5, height: 55.5))
    }

    @Test func wordPressCellKeepsItsConstraintsAndOutlets() throws {
        let name = "wordpress-mobile__WordPress-iOS__TitleBadgeDisclosureCell.xib"
        let template = try TemplateReader.read(contentsOf: TemplateFixtures.corpus.appendingPathComponent(name))
        #expect(template.constraints.count == 7)
        let width = try #require(template.constraints.first { $0.id == "TIW-E3-lOP" })
        #expect(
            width.firstAttribute == .width && width.secondItemIndex == nil && width.constant == 42
                && width.priority == 250)
        let trailing = try #require(template.constraints.first { $0.id == "A7b-B8-e3f" })
        #expect(trailing.firstItemIndex == trailing.ownerIndex && trailing.secondAttribute == .trailing)
        #expect(template.connections.map(\.property).sorted() == ["tagCount", "tagName"])
        let cell = try #require(try template.instantiate(owner: nil).first as? TableViewCell)
        #expect(cell.contentView.isMultipleTouchEnabled && cell.contentView.frame.height == 43.5)
        let labels = cell.contentView.subviews.compactMap { $0 as? Label }
        #expect(labels.map(\.textAlignment) == [.natural, .right] && labels.map(\.text) == ["Label", "Label"])
        #expect(cell.outlets.map(\.name) == ["tagCount", "tagName"])
        #expect(
            cell.outlets.map { ObjectIdentifier($0.destination!) } == [
                ObjectIdentifier(labels[1]), ObjectIdentifier(labels[0]),
            ])
    }
}
