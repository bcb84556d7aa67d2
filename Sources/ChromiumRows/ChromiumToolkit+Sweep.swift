import Foundation
import Toolkit

/// The sweep's rows (docs/web.md, "Sweep rows"): rows of N labels translated from `templates/sweep/RowN-nofit.xib`
/// by scripts/generate-web-rows.py into sweep.js, built alone in five constructions, without shrink-to-fit (so no
/// precomputed template: it would be the cached one).
extension ChromiumToolkit: SweepingToolkit {
    /// The sizes of the XIBs the generator translated: `templates/sweep/RowN-nofit.xib`, smallest first.
    public var sweepSizes: [Int] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sweepDirectory.path)) ?? []
        return names.compactMap { name in
            guard name.hasPrefix("Row"), name.hasSuffix("-nofit.xib") else { return nil }
            return Int(name.dropFirst("Row".count).dropLast("-nofit.xib".count))
        }.sorted()
    }

    public var sweepConstructions: [String] {
        ["chromium-code", "chromium-code-css", "chromium-html", "chromium-template", "chromium-template-import"]
    }

    public func makeSweepFactory(construction: String, labels: Int) throws -> TimedRowFactory {
        ChromiumSweepRowFactory(toolkit: self, construction: try sweepName(of: construction, labels: labels), labels: labels,
                                variant: "\(construction) of \(labels) labels")
    }

    /// A sweep row laid out and dumped (as `dumpRow`): every construction of a size must give the same text.
    public func dumpSweepRow(construction: String, labels: Int) throws -> String {
        let name = try sweepName(of: construction, labels: labels)
        guard let dump = try evaluate("NibOrNotBench.sweepDump(\"\(name)\", \(labels))", during: construction) as? String else {
            throw ToolkitError("\(construction): the page's sweep dump is not text")
        }
        return dump
    }

    /// Builds `rows` sweep rows in the page; their time by `performance.now()`, in ns.
    func timeSweepRows(_ rows: Int, construction: String, labels: Int, variant: String) throws -> UInt64 {
        guard let milliseconds = try evaluate("NibOrNotBench.sweepRound(\"\(construction)\", \(labels), \(rows))", during: variant) as? Double,
              milliseconds >= 0 else {
            throw ToolkitError("\(variant): the page's sweep round gave no time")
        }
        return UInt64((milliseconds * 1_000_000).rounded())
    }

    private func sweepName(of construction: String, labels: Int) throws -> String {
        guard sweepConstructions.contains(construction) else {
            throw ToolkitError("Chromium has no sweep rows of '\(construction)'; sweep constructions: \(sweepConstructions.joined(separator: ", "))")
        }
        guard sweepSizes.contains(labels) else {
            throw ToolkitError("Chromium has no sweep row of \(labels) labels; sizes: \(sweepSizes.map(String.init).joined(separator: ", "))")
        }
        return String(construction.dropFirst("chromium-".count))
    }
}

/// The timed sweep rows of one construction and size, built alone in the page.
final class ChromiumSweepRowFactory: EngineTimedRowFactory {
    private let toolkit: ChromiumToolkit
    private let construction: String
    private let labels: Int
    private let variant: String

    init(toolkit: ChromiumToolkit, construction: String, labels: Int, variant: String) {
        self.toolkit = toolkit
        self.construction = construction
        self.labels = labels
        self.variant = variant
    }

    var clockStepNanoseconds: UInt64 { toolkit.clockStepNanoseconds }

    func timeRows(_ rows: Int) throws -> UInt64 {
        try toolkit.timeSweepRows(rows, construction: construction, labels: labels, variant: variant)
    }

    func makeTimedRow() throws -> AnyObject {
        _ = try timeRows(1)
        return ChromiumRowToken()
    }
}
