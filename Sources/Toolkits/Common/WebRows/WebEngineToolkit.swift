import Foundation
import Toolkit

/// A toolkit whose rows are built by the page of `templates/web/` in a browser engine (docs/web.md): Chromium and
/// WebKit. The page is the same in both; what differs is how an engine is driven and which clock times a batch,
/// so an engine gives only `evaluate` and `timeBatch`, and this extension gives the rest of `Toolkit` and
/// `SweepingToolkit` (constructions, factories, dumps, fitted sizes) once for both.
public protocol WebEngineToolkit: SweepingToolkit {
    /// The engine's name in messages: "Chromium", "WebKit".
    var title: String { get }
    /// Where the sweep's XIBs are (`templates/sweep/`), whose sizes the generator translated.
    var sweepDirectory: URL { get }
    /// The step of the clock that times a batch, in ns.
    var clockStepNanoseconds: UInt64 { get }
    /// The value of `expression` evaluated in the page (JSON values: String, Double, Bool, arrays); throws one
    /// line naming the engine and `what` (a variant, or start) when the page throws, hangs or has ended.
    func evaluate(_ expression: String, during what: String) throws -> Any?
    /// Builds a batch of rows in the page with `NibOrNotBench[method](...arguments)` (bench.js's `build` and
    /// `sweepBuild`, whose last argument is the number of rows) and returns its time by the engine's clock, in ns;
    /// the page's `settle` then runs untimed.
    func timeBatch(method: String, arguments: [Any], during variant: String) throws -> UInt64
}

/// The page's constructions, by the name after the engine's (`code` for `chromium-code`): bench.js's `constructions`.
public let webPageConstructions = ["code", "code-css", "html", "template", "template-import", "template-precomputed"]

extension WebEngineToolkit {
    public var constructions: [String] { webPageConstructions.map { "\(name)-\($0)" } }

    public func makeFactory(construction: String, fit: Bool, laidOut: Bool) throws -> TimedRowFactory {
        WebRowFactory(
            toolkit: self, method: "build", arguments: [try pageName(of: construction, fit: fit), fit, laidOut],
            variant: "\(construction)\(laidOut ? "+layout" : "")/\(fit ? "fit" : "nofit")")
    }

    /// A row laid out as the page's only row, element by element (docs/web.md, "The dump").
    public func dumpRow(construction: String, fit: Bool) throws -> String {
        let name = try pageName(of: construction, fit: fit)
        guard
            let dump = try evaluate("NibOrNotBench.dump(\(Self.literal(name)), \(fit))", during: construction)
                as? String
        else {
            throw ToolkitError("\(construction): the page's dump is not text")
        }
        return dump
    }

    /// Each label's font size (tag order) in a laid-out row with shrink-to-fit, in CSS pixels (UIKit points).
    public func fittedSizes(construction: String) throws -> [Double] {
        let name = try pageName(of: construction, fit: true)
        guard
            let sizes = try evaluate("NibOrNotBench.fittedSizes(\(Self.literal(name)))", during: construction)
                as? [Double]
        else {
            throw ToolkitError("\(construction): the page's fitted sizes are not numbers")
        }
        return sizes
    }

    /// How many texts shrink-to-fit has measured in the page; tests compare it before and after.
    public func measureCount() throws -> Int {
        try evaluate("NibOrNotBench.measured", during: "measure count") as? Int ?? 0
    }

    /// The sizes of the XIBs the generator translated: `templates/sweep/RowN-nofit.xib`, smallest first.
    public var sweepSizes: [Int] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sweepDirectory.path)) ?? []
        return names.compactMap { name in
            guard name.hasPrefix("Row"), name.hasSuffix("-nofit.xib") else { return nil }
            return Int(name.dropFirst("Row".count).dropLast("-nofit.xib".count))
        }.sorted()
    }

    /// The sweep's rows (docs/web.md, "Sweep rows"), built alone without shrink-to-fit: no precomputed template.
    public var sweepConstructions: [String] { webPageConstructions.dropLast().map { "\(name)-\($0)" } }

    public func makeSweepFactory(construction: String, labels: Int) throws -> TimedRowFactory {
        WebRowFactory(
            toolkit: self, method: "sweepBuild", arguments: [try sweepName(of: construction, labels: labels), labels],
            variant: "\(construction) of \(labels) labels")
    }

    /// A sweep row laid out and dumped (as `dumpRow`): every construction of a size must give the same text.
    public func dumpSweepRow(construction: String, labels: Int) throws -> String {
        let name = try sweepName(of: construction, labels: labels)
        guard
            let dump = try evaluate("NibOrNotBench.sweepDump(\(Self.literal(name)), \(labels))", during: construction)
                as? String
        else {
            throw ToolkitError("\(construction): the page's sweep dump is not text")
        }
        return dump
    }

    /// The construction's name in the page (`code` for `chromium-code`); the precomputed template has fit only.
    func pageName(of construction: String, fit: Bool) throws -> String {
        guard constructions.contains(construction) else {
            throw ToolkitError(
                "unknown \(title) construction '\(construction)'; known: \(constructions.joined(separator: ", "))")
        }
        if construction == "\(name)-template-precomputed" && !fit {
            throw ToolkitError("\(construction) has shrink-to-fit only: without it, it is \(name)-template")
        }
        return String(construction.dropFirst(name.count + 1))
    }

    private func sweepName(of construction: String, labels: Int) throws -> String {
        guard sweepConstructions.contains(construction) else {
            throw ToolkitError(
                "\(title) has no sweep rows of '\(construction)'; sweep constructions: "
                    + "\(sweepConstructions.joined(separator: ", "))"
            )
        }
        guard sweepSizes.contains(labels) else {
            throw ToolkitError(
                "\(title) has no sweep row of \(labels) labels; sizes: "
                    + "\(sweepSizes.map(String.init).joined(separator: ", "))"
            )
        }
        return String(construction.dropFirst(name.count + 1))
    }

    /// A JavaScript string literal of a construction name: letters and hyphens only (`pageName`, `sweepName`).
    static func literal(_ text: String) -> String { "\"\(text)\"" }
}

/// The arguments of a page call as a JSON array's text (names, booleans and counts).
public func webArgumentsJSON(_ arguments: [Any]) -> String {
    guard let data = try? JSONSerialization.data(withJSONObject: arguments, options: [.fragmentsAllowed]) else {
        return "[]"
    }
    return String(decoding: data, as: UTF8.self)
}
