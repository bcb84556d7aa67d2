import Foundation
import Views

/// Every file of the model's sweep rows (`nib-or-not sweep`, rows of N labels), generated from the seed's row: what
/// scripts/generate-sweep-rows.py writes, byte for byte.
///
/// - Sources/Rows/Builders/Sweep/Generated/SweepCodeRowN.swift: the row of N labels in code, label by label;
/// - SweepFlatRowN.swift: the same row flattened, one view drawing N items, item by item;
/// - SweepRows.swift: the sizes and the rows by size;
/// - templates/sweep/RowN.xib and RowN-nofit.xib: its XIB with shrink-to-fit on and off.
///
/// Label i (from 0) takes the frame of the seed's label i mod 20 (templates/Cell.xib), moved down by the seed row's
/// height for every full 20 labels, so that the row of 20 is the seed's row and larger rows repeat its pattern of
/// widths. The labels' look is the seed's, written as constants as the script wrote it. (SweepVariant+Generated.swift
/// beside the folder is hand-written: it only forwards `SweepRows.sizes`.)
public enum SweepRowFiles {
    static let script = "generate-sweep-rows.py"
    static let swiftFolder = "Sources/Rows/Builders/Sweep/Generated"
    static let xibFolder = "templates/sweep"
    /// The sizes the package's rows are generated for, as the script's default.
    public static let defaultSizes = [1, 2, 5, 10, 20, 50, 100]
    /// The most labels a row may have: the largest size the script takes.
    public static let largestSize = 1000

    /// The files of the package at `root`, by path relative to it.
    public static func files(packageRoot root: URL, sizes: [Int] = defaultSizes) throws -> [String: String] {
        try files(from: SeedXIBs(packageRoot: root), sizes: sizes)
    }

    /// The files generated from the seed's row of `xibs` (only templates/Cell.xib is read), for every size of
    /// `sizes` (duplicates once, smallest first).
    ///
    /// - Throws: `RowGenerationError` for a size outside 1...1000, or a seed row that is not 20 labels.
    public static func files(from xibs: SeedXIBs, sizes: [Int] = defaultSizes) throws -> [String: String] {
        let sizes = Array(Set(sizes)).sorted()
        if let size = sizes.first(where: { !(1...largestSize).contains($0) }) {
            throw RowGenerationError(
                file: SeedXIBs.fit, reason: "a sweep row of \(size) labels was asked for; sizes go from 1 to 1000")
        }
        let layout = SweepLayout(seed: try xibs.row(SeedXIBs.fit, expectedLabels: 20))
        var files = ["\(swiftFolder)/SweepRows.swift": SweepSwiftRows.index(sizes)]
        for count in sizes {
            files["\(swiftFolder)/SweepCodeRow\(count).swift"] = SweepSwiftRows.code(count, layout)
            files["\(swiftFolder)/SweepFlatRow\(count).swift"] = SweepSwiftRows.flat(count, layout)
            files["\(xibFolder)/Row\(count).xib"] = SweepXIB.text(count, layout, fit: true)
            files["\(xibFolder)/Row\(count)-nofit.xib"] = SweepXIB.text(count, layout, fit: false)
        }
        return files
    }
}

/// Where the sweep's labels go: the seed's 20 frames, repeated a block of the seed row's height lower every 20.
struct SweepLayout {
    let frames: [Rect]
    let blockHeight: Double

    init(seed: XIBRow) {
        frames = seed.labels.map(\.frame)
        blockHeight = seed.frame.height
    }

    /// Label `index` (from 0).
    func frame(_ index: Int) -> Rect {
        let seed = frames[index % frames.count]
        return Rect(
            x: seed.origin.x, y: seed.origin.y + blockHeight * Double(index / frames.count), width: seed.width,
            height: seed.height)
    }

    /// The height of the row of `count` labels: a block for every 20 labels begun.
    func height(_ count: Int) -> Double {
        blockHeight * Double((count + frames.count - 1) / frames.count)
    }
}
