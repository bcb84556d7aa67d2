import Foundation
import RowGeneration
import TestFixtures
import Testing

/// The sweep's files generated in Swift: the XIBs byte for byte as committed in templates/sweep; the Swift rows, which
/// the build generates (GenerateRows) and nothing commits, are held to their recorded digests (`BuildTimeFilesTests`).
@Suite struct SweepRowFilesTests {
    let files: [String: String]

    init() throws {
        files = try SweepRowFiles.files(packageRoot: PackagePaths.root)
    }

    @Test func everyXIBIsTheCommittedOne() {
        for path in files.keys.sorted() where path.hasPrefix("templates/") {
            let difference = ReferenceFiles.difference(path, made: files[path]!)
            #expect(difference == nil, "\(difference ?? "")")
        }
    }

    /// Both ways: templates/sweep holds nothing the generator does not write, and every Swift row is generated,
    /// the code row and the flat row of each size and the index.
    @Test func generatesEveryCommittedFile() throws {
        let committed = try ReferenceFiles.files(under: "templates/sweep")
        #expect(Set(files.keys.filter { $0.hasPrefix("templates/sweep/") }) == committed)
        let sizes = SweepRowFiles.defaultSizes
        let swift = ["SweepRows.swift"] + sizes.flatMap { ["SweepCodeRow\($0).swift", "SweepFlatRow\($0).swift"] }
        let folder = "Sources/Rows/Builders/Sweep/Generated"
        #expect(Set(files.keys.filter { !$0.hasPrefix("templates/") }) == Set(swift.map { "\(folder)/\($0)" }))
    }

    /// What the build asks for: the sizes of templates/sweep, which are the default sizes.
    @Test func theBuildsSetHasTheSizesOfTheSweepsXIBs() throws {
        let built = try RowFileSet.sweep.files(packageRoot: PackagePaths.root)
        #expect(built == files)
    }

    /// Row 40 is the seed's pattern twice, the second block 132 points lower; sizes are taken once, in order.
    @Test func largerRowsRepeatTheSeedsFramesLower() throws {
        let xibs = try SeedXIBs(packageRoot: PackagePaths.root)
        let made = try SweepRowFiles.files(from: xibs, sizes: [40, 3, 40])
        let row = try #require(made["Sources/Rows/Builders/Sweep/Generated/SweepCodeRow40.swift"])
        #expect(row.contains("let label21 = Label(frame: Rect(x: 5, y: 132, width: 60, height: 20))"))
        #expect(row.contains("TableViewCell(frame: Rect(x: 0, y: 0, width: 320, height: 264)"))
        #expect(made["Sources/Rows/Builders/Sweep/Generated/SweepRows.swift"]!.contains("static let sizes = [3, 40]"))
        #expect(made.count == 1 + 2 * 4)
    }

    @Test func aSizeOutsideOneToAThousandIsRefused() throws {
        let xibs = try SeedXIBs(packageRoot: PackagePaths.root)
        for size in [0, 1001] {
            let error = #expect(throws: RowGenerationError.self) { try SweepRowFiles.files(from: xibs, sizes: [size]) }
            #expect(error?.description.contains("\(size) labels was asked for; sizes go from 1 to 1000") == true)
        }
    }
}
