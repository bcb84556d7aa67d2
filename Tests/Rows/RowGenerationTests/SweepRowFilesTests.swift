import Foundation
import RowGeneration
import TestFixtures
import Testing

/// The sweep's files generated in Swift are byte for byte what scripts/generate-sweep-rows.py committed.
@Suite struct SweepRowFilesTests {
    let files: [String: String]

    init() throws {
        files = try SweepRowFiles.files(packageRoot: PackagePaths.root)
    }

    @Test func everyFileIsTheCommittedOne() {
        for path in files.keys.sorted() {
            let difference = ReferenceFiles.difference(path, made: files[path]!)
            #expect(difference == nil, "\(difference ?? "")")
        }
    }

    /// Both ways: the Generated folder and templates/sweep hold nothing the generator does not write.
    @Test func generatesEveryCommittedFile() throws {
        let committed = try ReferenceFiles.files(under: "Sources/Rows/Builders/Sweep/Generated")
            .union(try ReferenceFiles.files(under: "templates/sweep"))
        #expect(Set(files.keys) == committed)
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
