@testable import Builders
import Foundation
import Results
import TestSupport
import Testing
import Typesetting
import Views

private let packageRoot = templatesDirectory.deletingLastPathComponent()

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

/// The committed sources are exactly what the generator writes: regenerate into a temporary folder and
/// compare every file, both ways.
@Test func generatedSweepSourcesMatchTheGenerator() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("sweep-generator-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
        [
            "python3", packageRoot.appendingPathComponent("scripts/generate-sweep-rows.py").path,
            "--sizes",
        ] + SweepVariant.generatedSizes.map(String.init) + ["--output", output.path]
    process.standardOutput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "scripts/generate-sweep-rows.py: \(message)")
    for folder in ["Sources/Rows/Builders/Sweep/Generated", "templates/sweep"] {
        let generated = try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent(folder).path)
            .sorted()
        let committed = try FileManager.default.contentsOfDirectory(
            atPath: packageRoot.appendingPathComponent(folder).path
        ).sorted()
        #expect(generated == committed, "\(folder)")
        for name in generated where committed.contains(name) {
            let made = try Data(contentsOf: output.appendingPathComponent(folder).appendingPathComponent(name))
            let kept = try Data(contentsOf: packageRoot.appendingPathComponent(folder).appendingPathComponent(name))
            #expect(made == kept, "\(folder)/\(name) differs from what scripts/generate-sweep-rows.py writes")
        }
    }
}
