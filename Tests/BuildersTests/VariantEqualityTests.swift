@testable import Builders
import Foundation
import Results
import TestFixtures
import TestSupport
import Testing
import Typesetting
import Views

/// The package's `templates/` folder.
let templatesDirectory = PackagePaths.inPackage("templates")

private func build(_ variant: Variant, measurer: TextMeasuring) throws -> View {
    try VariantCatalog(templatesDirectory: templatesDirectory, measurer: measurer).makeFactory(for: variant).makeRow()
}

/// The fair-comparison guarantee: every variant builds the same tree, fitted sizes included.
@Test(arguments: Variant.all)
func everyVariantBuildsTheCodeTree(variant: Variant) throws {
    let measurer = try FreeTypeMeasurer()
    let reference = try build(Variant(.code, variant.fit), measurer: measurer)
    let row = try build(variant, measurer: measurer)
    #expect(row.firstDifference(from: reference) == nil)
    #expect(row.treeSize == 1 + 2 + 1 + 20)
}

@Test func fitAndNoFitTreesDifferOnlyInFitting() throws {
    let measurer = try FreeTypeMeasurer()
    let difference = try build(Variant(.code, .fit), measurer: measurer)
        .firstDifference(from: try build(Variant(.code, .nofit), measurer: measurer))
    #expect(difference?.path == "TableViewCell.contentView.subviews[0]")
    #expect(difference?.what == "fontSizeInUse")
}

/// The fitted sizes cover the three cases: fits at 14 pt, shrinks to a size in between, clamps at 10 pt.
/// Expected sizes from the advance of "placeholder" in DejaVu Sans Bold: 13,585 units of 2048 per em,
/// so 6.6333 pt per point of size; a label of width w fits at the largest half-point size ≤ w / 6.6333.
@Test func fittedSizesCoverAllThreeCases() throws {
    let row = try build(Variant(.templateCached, .fit), measurer: try FreeTypeMeasurer())
    let labels = try #require((row as? TableViewCell)?.contentView.subviews as? [Label])
    let sizes = labels.map(\.fontSizeInUse)
    #expect(sizes == [10, 14, 12, 10, 14, 10.5, 13, 10, 14, 11, 14, 10, 12.5, 13.5, 10, 10, 14, 10.5, 10, 14])
    #expect(labels.map(\.tag) == Array(1...20))
}

@Test(arguments: Variant.all)
func onlyPrecomputedRowsMeasureNoText(variant: Variant) throws {
    let counter = CountingMeasurer(try FreeTypeMeasurer())
    let factory = try VariantCatalog(templatesDirectory: templatesDirectory, measurer: counter).makeFactory(for: variant)
    let before = counter.calls
    _ = try factory.makeRow()
    let measured = counter.calls - before
    switch (variant.construction, variant.fit) {
    case (.templatePrecomputed, _), (_, .nofit): #expect(measured == 0)
    default: #expect(measured > 0)
    }
}

@Test func everyRowIsFresh() throws {
    let factory = try VariantCatalog(templatesDirectory: templatesDirectory, measurer: try FreeTypeMeasurer())
        .makeFactory(for: Variant(.templateCached, .fit))
    #expect(try factory.makeRow() !== factory.makeRow())
}

@Test func variantsMatchNamesAndGlobs() throws {
    #expect(try Variant.matching(["code/*"]).map(\.name) == ["code/fit", "code/nofit"])
    #expect(try Variant.matching(["*/nofit", "template-precomputed/fit"]).count == 4)
    #expect(Variant.all.map(\.name) == ["code/fit", "code/nofit", "template-uncached/fit", "template-uncached/nofit",
                                        "template-cached/fit", "template-cached/nofit", "template-precomputed/fit"])
    #expect(throws: BuildError.unknownVariant("cod/*")) { try Variant.matching(["cod/*"]) }
}

@Test func missingTemplateFolderIsAClearError() {
    let catalog = VariantCatalog(templatesDirectory: URL(fileURLWithPath: "/nonexistent"), measurer: FixedAdvanceMeasurer())
    #expect(throws: BuildError.missingTemplate(path: "/nonexistent/Cell.xib")) {
        try catalog.makeFactory(for: Variant(.templateCached, .fit))
    }
}
