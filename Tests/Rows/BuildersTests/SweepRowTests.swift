@testable import Builders
import Foundation
import Results
import TestSupport
import Testing
import Typesetting
import Views

/// Every generated size, in each fit: the code row, the cached template and the uncached one build the
/// same tree; the flattened row draws the same display list; the row has N labels.
@Test(arguments: SweepVariant.generatedSizes)
func sweepRowsOfEverySizeAreTheSameRow(labels: Int) throws {
    let measurer = try FreeTypeMeasurer()
    let catalog = VariantCatalog(templatesDirectory: templatesDirectory, measurer: measurer)
    for fit in [Fit.fit, .nofit] {
        let code = try catalog.makeFactory(named: SweepVariant(.code, fit, labels: labels).name).makeRow()
        #expect(code.treeSize == 4 + labels)
        for construction in [SweepVariant.Construction.nibCached, .nib, .templateCached, .templateUncached] {
            let row = try catalog.makeFactory(for: SweepVariant(construction, fit, labels: labels)).makeRow()
            #expect(row.firstDifference(from: code) == nil, "\(construction) \(fit) \(labels)")
        }
        let flat = try catalog.makeFactory(for: SweepVariant(.flat, fit, labels: labels)).makeRow()
        #expect(flat.treeSize == 3)
        let difference = try flat.displayList(measurer: measurer).firstDifference(
            from: code.displayList(measurer: measurer))
        #expect(difference == nil, "flat \(fit) \(labels): \(String(describing: difference))")
    }
}

/// The sweep's row of 20 is the seed's row, drawn alike.
@Test(arguments: [Fit.fit, .nofit])
func theSweepRowOfTwentyIsTheSeedRow(fit: Fit) throws {
    let measurer = try FreeTypeMeasurer()
    let catalog = VariantCatalog(templatesDirectory: templatesDirectory, measurer: measurer)
    let sweep = try catalog.makeFactory(for: SweepVariant(.code, fit, labels: 20)).makeRow()
    let seed = try catalog.makeFactory(for: Variant(.code, fit)).makeRow()
    #expect(sweep.firstDifference(from: seed) == nil)
}

@Test func sweepNamesRoundTripAndRejectMalformedOnes() {
    let variant = SweepVariant(.templateCached, .nofit, labels: 50)
    #expect(variant.name == "sweep/template-cached/nofit/50")
    #expect(SweepVariant(name: variant.name) == variant)
    for bad in [
        "sweep/code/fit", "sweep/code/fit/0", "sweep/code/as-designed/2", "sweep/pasta/fit/2", "code/fit",
        "sweep/code/fit/2/3",
    ] {
        #expect(SweepVariant(name: bad) == nil, "\(bad)")
    }
}

@Test func aSizeThatWasNotGeneratedIsAClearError() throws {
    let catalog = VariantCatalog(templatesDirectory: templatesDirectory, measurer: FixedAdvanceMeasurer())
    #expect(throws: BuildError.noSweepRow(labels: 3)) { try catalog.makeFactory(named: "sweep/code/fit/3") }
}
