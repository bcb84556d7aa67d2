import Foundation
import Templates

/// Where the seed's rows are generated from: templates/Cell.xib (shrink-to-fit on), Cell2.xib (off), their Auto
/// Layout twins, and the sweep's rows of N labels; read from the package, or handed in as templates already read.
///
/// A generator asks for the XIBs it needs by their path relative to the package, so that every error and every
/// generated file's header names them the same way.
public struct SeedXIBs: Sendable {
    /// The seed's row with shrink-to-fit on every label, and the same row with it off.
    public static let fit = "templates/Cell.xib"
    public static let noFit = "templates/Cell2.xib"
    /// The seed's row with Auto Layout constraints (scripts/generate-autolayout-xibs.py), fit on and off.
    public static let autoLayoutFit = "templates/CellAutoLayout.xib"
    public static let autoLayoutNoFit = "templates/Cell2AutoLayout.xib"

    /// The sweep's row of `count` labels without shrink-to-fit, and the same row with constraints.
    public static func sweepNoFit(_ count: Int) -> String { "templates/sweep/Row\(count)-nofit.xib" }
    public static func sweepAutoLayout(_ count: Int) -> String { "templates/sweep-autolayout/Row\(count).xib" }

    /// The N of every sweep row, smallest first.
    public let sweepSizes: [Int]
    private let read: @Sendable (String) throws -> Template

    /// XIBs already read, by path relative to the package (`templates/Cell.xib`); a path not among them is an error
    /// when a generator asks for it.
    public init(templates: [String: Template], sweepSizes: [Int]) {
        self.sweepSizes = sweepSizes.sorted()
        read = { path in
            guard let template = templates[path] else {
                throw RowGenerationError(file: path, reason: "was not handed to the generator; it needs this XIB")
            }
            return template
        }
    }

    /// The XIBs of the package at `root`, each read when a generator first asks for it; the sweep's sizes are the
    /// N of every templates/sweep/RowN-nofit.xib.
    ///
    /// - Throws: `RowGenerationError` when templates/sweep holds no such file or one whose N is not a number.
    public init(packageRoot root: URL) throws {
        let folder = "templates/sweep"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path))
        var sizes: [Int] = []
        for name in names ?? [] where name.hasPrefix("Row") && name.hasSuffix("-nofit.xib") {
            let count = name.dropFirst("Row".count).dropLast("-nofit.xib".count)
            guard !count.isEmpty, count.allSatisfy(\.isASCII), count.allSatisfy(\.isNumber), let size = Int(count)
            else {
                throw RowGenerationError(file: "\(folder)/\(name)", reason: "is not named RowN-nofit.xib")
            }
            sizes.append(size)
        }
        guard !sizes.isEmpty else {
            throw RowGenerationError(
                file: folder, reason: "holds no RowN-nofit.xib; run scripts/generate-sweep-rows.py")
        }
        sweepSizes = sizes.sorted()
        read = { path in
            try TemplateReader.read(contentsOf: URL(fileURLWithPath: path, relativeTo: root))
        }
    }

    /// The template at `path` (relative to the package).
    public func template(_ path: String) throws -> Template {
        try read(path)
    }

    /// The row of the XIB at `path`; with `expectedLabels`, a row of any other number of labels is an error.
    public func row(_ path: String, expectedLabels: Int? = nil) throws -> XIBRow {
        try XIBRow(template: template(path), file: path, expectedLabels: expectedLabels)
    }

    /// Every sweep row without fit, smallest first: N labels each, none shrinking to fit.
    public func sweepRows() throws -> [(count: Int, row: XIBRow)] {
        try sweepSizes.map { count in
            let path = Self.sweepNoFit(count)
            let row = try row(path, expectedLabels: count)
            if let label = row.labels.first(where: \.fit) {
                throw RowGenerationError(
                    file: path, line: label.line,
                    reason: "label tag \(label.tag) has shrink-to-fit on; the sweep's rows without fit have none")
            }
            return (count, row)
        }
    }
}
