@testable import Builders
import Foundation
import Results
import Templates
import TestFixtures
import TestSupport
import Testing
import Typesetting
import Views

/// The real Xcode XIBs beside the package (`../shared/xib-corpus`), never copied into it.
let corpusDirectory = SharedFolder.corpus("xib-corpus")

private func substitutingMeasurer() throws -> FreeTypeMeasurer {
    try FreeTypeMeasurer(
        substitutions: try FontSubstitutions.load(
            path: templatesDirectory.appendingPathComponent("font-substitutions.tsv").path))
}

private func catalog(_ file: String, measurer: TextMeasuring) -> VariantCatalog {
    VariantCatalog(
        templatesDirectory: templatesDirectory, measurer: measurer,
        templateFile: corpusDirectory.appendingPathComponent(file))
}

/// Skips a suite that reads `../shared` on a clone without it (one line says so), unless `CI=true`,
/// where the suite runs and fails.
let sharedCorpusRequired: ConditionTrait = .enabled(
    if: FileManager.default.fileExists(atPath: corpusDirectory.path)
        || ProcessInfo.processInfo.environment["CI"] == "true",
    "../shared is absent: the corpus tests are skipped (with CI=true they fail)")

/// `run --template`: a user's XIB in the three template constructions, as designed.
@Suite(sharedCorpusRequired) struct CustomTemplateTests {
    static let files = [
        "ArtyomBeldeiko__TipsCalculator__TableViewCell.xib",  // shrinking labels in a substituted font
        "ChatSecure__ChatSecure-iOS__XMPPAccountCell.xib",  // buttons with actions to the cell
        "IBDecodable__IBDecodable__LabelsWithFonts.xib",  // a view whose owner has a `view` outlet
        "vinusanil__CollectionViewCustomCell__CollectionViewCell.xib",
    ]

    @Test(SharedFolder.needed, arguments: files)
    func everyConstructionBuildsTheSameTree(file: String) throws {
        let measurer = try substitutingMeasurer()
        let catalog = catalog(file, measurer: measurer)
        let rows = try Variant.customTemplate.map { try catalog.makeFactory(for: $0).makeRow() }
        for row in rows.dropFirst() { #expect(row.firstDifference(from: rows[0]) == nil) }
        #expect(rows[0] !== rows[1])
    }

    @Test(SharedFolder.needed) func precomputedRowsOfAShrinkingTemplateMeasureNoText() throws {
        let counter = CountingMeasurer(try substitutingMeasurer())
        let catalog = catalog(Self.files[0], measurer: counter)
        let factories = try Variant.customTemplate.map { try catalog.makeFactory(for: $0) }
        var measured: [Int] = []
        for factory in factories {
            let before = counter.calls
            _ = try factory.makeRow()
            measured.append(counter.calls - before)
        }
        // nib, nib-cached, nib-precomputed, template-uncached, template-cached, template-precomputed.
        #expect(measured.map { $0 > 0 } == [true, true, false, true, true, false])
    }

    @Test(SharedFolder.needed) func theRowIsTheFirstTopLevelView() throws {
        let row = try catalog(Self.files[2], measurer: try substitutingMeasurer())
            .makeFactory(named: "template-cached/as-designed").makeRow()
        #expect(row.className == "View" && row.subviews.first is StackView)
    }

    @Test(SharedFolder.needed) func cachedVariantsReadEachTemplateOnce() throws {
        let catalog = catalog(Self.files[1], measurer: try substitutingMeasurer())
        for variant in Variant.model + Variant.customTemplate where variant.construction != .code {
            _ = try catalog.makeFactory(for: variant)
        }
        // Uncached factories read per row, not when made; cached and precomputed share one read per file.
        #expect(catalog.cache.loadCounts == ["Cell": 1, "Cell2": 1])
        #expect(catalog.customCache?.loadCounts == [Self.files[1]: 1])
    }

    @Test func customVariantsNeedATemplateFile() {
        let catalog = VariantCatalog(templatesDirectory: templatesDirectory, measurer: FixedAdvanceMeasurer())
        #expect(throws: BuildError.noCustomTemplate(variant: "template-cached/as-designed")) {
            try catalog.makeFactory(named: "template-cached/as-designed")
        }
    }

    @Test func customVariantNamesAndGlobs() throws {
        #expect(
            Variant.customTemplate.map(\.name) == [
                "nib/as-designed", "nib-cached/as-designed", "nib-precomputed/as-designed",
                "template-uncached/as-designed", "template-cached/as-designed",
                "template-precomputed/as-designed",
            ])
        #expect(
            try Variant.matchingNames(["*cached*"], among: Variant.customTemplateNames)
                == ["nib-cached/as-designed", "template-uncached/as-designed", "template-cached/as-designed"])
        #expect(throws: BuildError.unknownVariant("code/*")) {
            try Variant.matchingNames(["code/*"], among: Variant.customTemplateNames)
        }
        #expect(Variant(name: "template-precomputed/as-designed")?.isCustomTemplate == true)
        #expect(!Variant.all.contains { $0.isCustomTemplate })
    }
}
