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

/// The fair-comparison guarantee: every variant that builds the hierarchy builds the same tree, fitted
/// sizes included. The flattened row builds other views on purpose; it is held to the same drawing below.
@Test(arguments: Variant.model.filter { $0.construction != .flat && $0.construction != .flatNibCached })
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

@Test(arguments: Variant.model)
func onlyPrecomputedRowsMeasureNoText(variant: Variant) throws {
    let counter = CountingMeasurer(try FreeTypeMeasurer())
    let factory = try VariantCatalog(templatesDirectory: templatesDirectory, measurer: counter).makeFactory(
        for: variant)
    let before = counter.calls
    _ = try factory.makeRow()
    let measured = counter.calls - before
    switch (variant.construction, variant.fit) {
    case (.templatePrecomputed, _), (.nibPrecomputed, _), (_, .nofit): #expect(measured == 0)
    default: #expect(measured > 0)
    }
}

@Test(arguments: [
    Variant(.templateCached, .fit), Variant(.nib, .fit), Variant(.nibCached, .fit), Variant(.nibPrecomputed, .fit),
])
func everyRowIsFresh(variant: Variant) throws {
    let factory = try VariantCatalog(templatesDirectory: templatesDirectory, measurer: try FreeTypeMeasurer())
        .makeFactory(for: variant)
    let first = try factory.makeRow(), second = try factory.makeRow()
    #expect(first !== second)
    #expect(first.firstDifference(from: second) == nil)
}

/// A catalog given the run's folder of compiled nibs loads them from there and compiles nothing.
@Test func nibVariantsLoadTheRunsCompiledNibs() throws {
    let measurer = try FreeTypeMeasurer()
    let nibs = try CompiledNibs()
    let prepared = VariantCatalog(templatesDirectory: templatesDirectory, measurer: measurer)
    try nibs.prepare(Variant.defaultRun, catalog: prepared)
    let files = try FileManager.default.contentsOfDirectory(atPath: nibs.directory.path).sorted()
    #expect(files == ["Cell.nib", "Cell.precomputed.nib", "Cell2.nib"])
    let catalog = VariantCatalog(
        templatesDirectory: templatesDirectory, measurer: measurer, nibDirectory: nibs.directory)
    let row = try catalog.makeFactory(for: Variant(.nibCached, .fit)).makeRow()
    #expect(row.firstDifference(from: try build(Variant(.code, .fit), measurer: measurer)) == nil)
    #expect(try catalog.compiledNibs().directory == nibs.directory)
}

@Test func variantsMatchNamesAndGlobs() throws {
    #expect(try Variant.matching(["code/*"]).map(\.name) == ["code/fit", "code/nofit"])
    // Every variant without fit that a toolkit declares (derived, so that a new toolkit changes nothing here),
    // and the one named, once.
    let withoutFit = ToolkitDeclaration.all.flatMap(\.variants).filter { $0.fit == .nofit }.map(\.name)
    let matched = try Variant.matching(["*/nofit", "template-precomputed/fit"]).map(\.name)
    #expect(matched.count == Set(matched).count)
    #expect(Set(matched) == Set(withoutFit + ["template-precomputed/fit"]))
    #expect(!withoutFit.isEmpty)
    #expect(
        try Variant.matching(["gtk-*+layout/fit"]).map(\.name) == [
            "gtk-code+layout/fit", "gtk-builder+layout/fit",
            "gtk-template+layout/fit", "gtk-template-precomputed+layout/fit", "gtk-constraints-code+layout/fit",
            "gtk-constraints-builder+layout/fit", "gtk-constraints-template+layout/fit",
        ])
    #expect(
        Variant.model.map(\.name) == [
            "code/fit", "code/nofit", "flat/fit", "flat/nofit", "nib/fit", "nib/nofit",
            "nib-cached/fit", "nib-cached/nofit",
            "nib-precomputed/fit", "template-uncached/fit", "template-uncached/nofit",
            "template-cached/fit", "template-cached/nofit", "template-precomputed/fit",
            "flat-nib-cached/fit", "flat-nib-cached/nofit",
        ])
    #expect(Variant.defaultRun == Array(Variant.all.prefix(9)))
    #expect(try Variant.matching(["nib*/fit"]).map(\.name) == ["nib/fit", "nib-cached/fit", "nib-precomputed/fit"])
    #expect(throws: BuildError.unknownVariant("cod/*")) { try Variant.matching(["cod/*"]) }
}

@Test func missingTemplateFolderIsAClearError() {
    let catalog = VariantCatalog(
        templatesDirectory: URL(fileURLWithPath: "/nonexistent"), measurer: FixedAdvanceMeasurer())
    #expect(throws: BuildError.missingTemplate(path: "/nonexistent/Cell.xib")) {
        try catalog.makeFactory(for: Variant(.templateCached, .fit))
    }
}

/// "The same row" as it is drawn: every variant's display list equals the code row's of the same fit.
@Test(arguments: Variant.model)
func everyVariantDrawsTheCodeRow(variant: Variant) throws {
    let measurer = try FreeTypeMeasurer()
    let reference = try build(Variant(.code, variant.fit), measurer: measurer).displayList(measurer: measurer)
    let list = try build(variant, measurer: measurer).displayList(measurer: measurer)
    let difference = list.firstDifference(from: reference)
    #expect(difference == nil, "\(difference.map { "command \($0.index): \($0.mine) ≠ \($0.theirs)" } ?? "")")
    // The background view's fill, then one text run per label.
    #expect(list.commands.count == 21)
}

@Test func fitAndNoFitRowsDrawDifferently() throws {
    let measurer = try FreeTypeMeasurer()
    let fit = try build(Variant(.code, .fit), measurer: measurer).displayList(measurer: measurer)
    let nofit = try build(Variant(.code, .nofit), measurer: measurer).displayList(measurer: measurer)
    #expect(fit.firstDifference(from: nofit)?.index == 1)
    guard case .text(let first) = nofit.commands[1] else { Issue.record("expected text"); return }
    #expect(first.isTruncated && first.visibleText.hasSuffix("…"))
}

/// The flattened row is three views (cell, content view, the flat view) holding 20 items, fitted as
/// the labels are.
@Test(arguments: [Fit.fit, .nofit])
func theFlatRowIsThreeViewsWithTheLabelsFittedSizes(fit: Fit) throws {
    let measurer = try FreeTypeMeasurer()
    let flat = try build(Variant(.flat, fit), measurer: measurer)
    #expect(flat.treeSize == 3)
    let view = try #require((flat as? TableViewCell)?.contentView.subviews.first as? FlatRowView)
    let labels = try #require(
        (try build(Variant(.code, fit), measurer: measurer) as? TableViewCell)?
            .contentView.subviews as? [Label])
    #expect(view.items.map(\.fontSizeInUse) == labels.map(\.fontSizeInUse))
    #expect(view.items.map(\.frame) == labels.map(\.frame))
    #expect(view.items.map(\.tag) == Array(1...20))
}

/// The flattened row decoded from its nib is the flattened row built in code, view for view and item for item.
@Test(arguments: [Fit.fit, .nofit])
func theFlatNibBuildsTheFlatRow(fit: Fit) throws {
    let measurer = try FreeTypeMeasurer()
    let fromNib = try build(Variant(.flatNibCached, fit), measurer: measurer)
    let inCode = try build(Variant(.flat, fit), measurer: measurer)
    #expect(fromNib.firstDifference(from: inCode) == nil)
    let items = { (row: View) in ((row as? TableViewCell)?.contentView.subviews.first as? FlatRowView)?.items }
    #expect(items(fromNib) != nil && items(fromNib) == items(inCode))
}
